// A complete invoicing identity for test managers: billing approves no invoice without the
// issuer's name, address and VAT id or tax number (§14 UStG), so every test that approves
// invoices, by hand or through automation, sets one first.
import { expectOk } from './answers.ts';
import type { TestManager } from './manager.ts';

/**
 * issuer_set parameters with every field §14 UStG requires (and a few more), all valid. Without
 * company and email: documents keep naming the profile's (stack.createManager's "Company N"), as
 * the tests that read them expect.
 */
export const COMPLETE_ISSUER = Object.freeze({
  street_hnr: 'Hauptstr. 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE136695976',
  tax_number: '21/815/08150',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bank_name: 'Commerzbank',
});

/** Sets COMPLETE_ISSUER (or it with `overrides`) as the manager's issuer. */
export async function setCompleteIssuer(m: TestManager, overrides: Record<string, unknown> = {}): Promise<void> {
  expectOk(await m.post('/api/internal/issuer_set', { ...COMPLETE_ISSUER, ...overrides }));
}

// The issuer identity's rules as billing applies them to any caller: each field's format (the
// gateway checks the same before, in its words), and what §14 UStG requires before an invoice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '@venue/platform';
import { checkIssuerChanges, missingForInvoices, missingMessage, type Issuer } from '../../src/issuer/issuer.model.ts';

const refusedWith = (message: RegExp) => (error: unknown) =>
  error instanceof DomainError && error.kind === 'invalid' && message.test(error.message);

test('values are trimmed and stored in their normalised spelling; "" clears; absent stays absent', () => {
  assert.deepEqual(
    checkIssuerChanges({
      country: ' at ',
      vat_id: 'ATU 135 856 27',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeff',
      company: '  Hall & Co  ',
      phone: '',
      paymentTermsDays: null,
      smallBusiness: true,
    }),
    {
      company: 'Hall & Co',
      country: 'AT',
      vat_id: 'ATU13585627',
      phone: '',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      paymentTermsDays: null,
      smallBusiness: true,
    },
  );
  assert.deepEqual(checkIssuerChanges({}), {});
});

test('a bad value of any caller is INVALID_ARGUMENT naming the field', () => {
  const cases: [Parameters<typeof checkIssuerChanges>[0], RegExp][] = [
    [{ iban: 'DE89370400440532013001' }, /^iban: /],
    [{ bic: 'COBAXXFF' }, /^bic: /],
    [{ vat_id: 'DE12345678' }, /^vat_id: /],
    [{ country: 'ZZ' }, /^country: /],
    [{ email: 'nobody' }, /^email: /],
    [{ tax_number: '/12' }, /^tax_number: /],
    [{ city: 'Ber\nlin' }, /^city: one line/],
    [{ zip: '1'.repeat(21) }, /^zip: at most 20/],
    [{ paymentTermsDays: 366 }, /^payment_terms_days: a whole number from 0 to 365$/],
    [{ paymentTermsDays: -1 }, /^payment_terms_days: /],
    [{ paymentTermsDays: 1.5 }, /^payment_terms_days: /],
  ];
  for (const [changes, message] of cases) assert.throws(() => checkIssuerChanges(changes), refusedWith(message), JSON.stringify(changes));
});

const unset: Issuer = {
  company: '', street: '', zip: '', city: '', country: '', vat_id: '', tax_number: '', email: '', phone: '',
  iban: '', bic: '', bank_name: '', register_court: '', register_number: '', managing_director: '',
  paymentTermsDays: null, smallBusiness: false,
};

test('§14 UStG: name (the profile counts), full address, and a VAT id or a tax number', () => {
  assert.deepEqual(missingForInvoices(unset, ''), ['company', 'street', 'zip', 'city', 'country', 'vat_id or tax_number']);
  const address = { ...unset, street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' };
  assert.deepEqual(missingForInvoices(address, 'Profile GmbH'), ['vat_id or tax_number']);
  assert.deepEqual(missingForInvoices({ ...address, tax_number: '21/815/08150' }, 'Profile GmbH'), []);
  assert.deepEqual(missingForInvoices({ ...address, vat_id: 'DE136695976', company: 'Hall' }, ''), []);
  assert.equal(missingMessage(['vat_id or tax_number']), "the issuer's vat_id or tax_number is missing; set it with SetIssuer");
  assert.equal(missingMessage(['street', 'zip', 'city']), "the issuer's street, zip and city are missing; set them with SetIssuer");
});

// What a document lacks for a valid XRechnung: the issuer's and customer's fields (and the
// snapshot's own) without which the XML would break a rule, named so that an answer can say what
// to fill in instead of handing out an invalid e-invoice. Each check names the rule it stands for.
import { ymdOf, type billing } from '@venue/contracts';
import { buyerNameOf, customerOf, issuerOf, sellerEmailOf, sellerNameOf } from './parties.ts';
import { lineVatOf } from './vat-category.ts';

/**
 * The missing fields as "issuer.<field>", "customer.<field>" or "document.<field>" (alternatives
 * joined by "or"), in a fixed order; [] when the XML can be valid.
 */
export function missingForXRechnung(document: billing.Document__Output): string[] {
  const issuer = issuerOf(document);
  const customer = customerOf(document);
  const categories = new Set<string>(
    document.rows.map((row) => lineVatOf(row, issuer.small_business).category),
  );
  const has = (value: string) => value.trim() !== '';
  const missing: string[] = [];
  const need = (ok: boolean, name: string) => {
    if (!ok) missing.push(name);
  };

  need(has(document.number), 'document.number'); // BT-1 (BR-2)
  need(ymdOf(document.document_date) !== '', 'document.document_date'); // BT-2 (BR-3)
  need(/^[A-Z]{3}$/.test(document.currency.trim()), 'document.currency'); // BT-5 (BR-5, ISO 4217)

  need(has(sellerNameOf(document)), 'issuer.company'); // BT-27 (BR-6)
  need(has(issuer.zip), 'issuer.zip'); // BT-38 (BR-DE-4)
  need(has(issuer.city), 'issuer.city'); // BT-37 (BR-DE-3)
  need(has(issuer.country), 'issuer.country'); // BT-40 (BR-9)
  need(has(issuer.phone), 'issuer.phone'); // BT-42 (BR-DE-6)
  need(has(sellerEmailOf(document)), 'issuer.email'); // BT-43 (BR-DE-7) and BT-34
  const vatLiable = ['S', 'Z', 'E', 'AE', 'K', 'G'].some((c) => categories.has(c));
  // BR-DE-16 (and BR-S-02, BR-E-02 …): a VAT id or a tax number
  need(!vatLiable || has(issuer.vat_id) || has(issuer.tax_number), 'issuer.vat_id or issuer.tax_number');
  // reverse charge, intra-community supply and export name the seller's VAT id (BR-AE-02, BR-IC-02, BR-G-02)
  if (categories.has('AE') || categories.has('K') || categories.has('G'))
    need(has(issuer.vat_id), 'issuer.vat_id');
  // not subject to VAT forbids the VAT id (BR-O-02), so the seller is identified otherwise (BR-CO-26)
  if (categories.has('O')) {
    need(
      has(issuer.register_number) || has(issuer.tax_number),
      'issuer.register_number or issuer.tax_number',
    );
  }

  need(has(buyerNameOf(customer)), 'customer.company_name or customer.last_name'); // BT-44 (BR-7)
  need(has(customer.zip), 'customer.zip'); // BT-53 (BR-DE-9)
  need(has(customer.city), 'customer.city'); // BT-52 (BR-DE-8)
  need(has(customer.country), 'customer.country'); // BT-55 (BR-11)
  need(has(customer.email), 'customer.email'); // BT-49, mandatory in XRechnung 3.0
  // the buyer's VAT id for reverse charge and intra-community supply (BR-AE-02, BR-IC-02)
  if (categories.has('AE') || categories.has('K')) need(has(customer.vat_id), 'customer.vat_id');
  return missing;
}

// Seller (BG-4) and buyer (BG-7) from the document's own snapshot: the issuer as it was when the
// document was numbered and the customer card it was made for. Never the live profile.
import type { billing } from '@venue/contracts';
import type { Address, Buyer, Delivery, Seller } from './model.ts';

type Issuer = billing.Issuer__Output;
type Customer = billing.CustomerCard__Output;

/** An issuer with nothing set (every text ''). */
export const EMPTY_ISSUER: Issuer = {
  company: '',
  street: '',
  zip: '',
  city: '',
  country: '',
  vat_id: '',
  tax_number: '',
  email: '',
  phone: '',
  iban: '',
  bic: '',
  bank_name: '',
  register_court: '',
  register_number: '',
  managing_director: '',
  small_business: false,
  missing: [],
};

const EMPTY_CUSTOMER: Customer = {
  id: 0,
  customer_number: '',
  company_name: '',
  salutation: '',
  first_name: '',
  last_name: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  country: '',
  email: '',
  phone: '',
  vat_id: '',
  buyer_reference: '',
};

const text = (value: string | undefined) => value?.trim() || undefined;

/** The issuer snapshot; a document made before it was kept has none (every field ""). */
export const issuerOf = (document: billing.Document__Output): Issuer => document.issuer ?? EMPTY_ISSUER;

export const customerOf = (document: billing.Document__Output): Customer =>
  document.customer ?? EMPTY_CUSTOMER;

/**
 * The seller's name and e-mail: the issuer's, else the profile's that the document kept with its
 * company (an issuer's "" company and email stand for the profile's: billing.proto, Issuer).
 */
export function sellerNameOf(document: billing.Document__Output): string {
  return issuerOf(document).company.trim() || document.company?.name.trim() || '';
}

export function sellerEmailOf(document: billing.Document__Output): string {
  return issuerOf(document).email.trim() || document.company?.email.trim() || '';
}

/** BT-30: the register number with the court that keeps it ("HRB 12345, Amtsgericht Charlottenburg"). */
function legalRegistrationOf(issuer: Issuer): string | undefined {
  const number = issuer.register_number.trim();
  if (number === '') return undefined;
  const court = issuer.register_court.trim();
  return court === '' ? number : `${number}, ${court}`;
}

/** BT-44: the company, else the person. */
export function buyerNameOf(customer: Customer): string {
  return (
    customer.company_name.trim() ||
    [customer.first_name.trim(), customer.last_name.trim()].filter(Boolean).join(' ')
  );
}

function buyerAddressOf(customer: Customer): Address {
  return {
    line1: [customer.street.trim(), customer.house_number.trim()].filter(Boolean).join(' '),
    postCode: customer.zip.trim(),
    city: customer.city.trim(),
    country: customer.country.trim().toUpperCase(),
  };
}

/**
 * BG-4. `withVatId` is false when a line is not subject to VAT (O), where EN 16931 forbids the
 * seller's VAT id (BR-O-02). Without a register number or VAT id, the tax number is also the
 * seller identifier (BT-29), so that the buyer can identify the seller (BR-CO-26): see
 * docs/einvoice.md.
 */
export function sellerOf(document: billing.Document__Output, withVatId: boolean): Seller {
  const issuer = issuerOf(document);
  const name = sellerNameOf(document);
  const email = sellerEmailOf(document);
  const legalRegistration = legalRegistrationOf(issuer);
  const vatId = withVatId ? text(issuer.vat_id) : undefined;
  const taxNumber = text(issuer.tax_number);
  return {
    name,
    identifier: legalRegistration === undefined && vatId === undefined ? taxNumber : undefined,
    legalRegistration,
    vatId,
    taxNumber,
    electronicAddress: email,
    address: {
      line1: issuer.street.trim(),
      postCode: issuer.zip.trim(),
      city: issuer.city.trim(),
      country: issuer.country.trim().toUpperCase(),
    },
    // BT-41 names a person where there is one to name: the managing director, else the company
    contact: { name: issuer.managing_director.trim() || name, phone: issuer.phone.trim(), email },
  };
}

/** BG-7; `withVatId` as for the seller (BR-O-02 forbids the buyer's VAT id as well). */
export function buyerOf(document: billing.Document__Output, withVatId: boolean): Buyer {
  const customer = customerOf(document);
  return {
    name: buyerNameOf(customer),
    identifier: text(customer.customer_number),
    vatId: withVatId ? text(customer.vat_id) : undefined,
    electronicAddress: customer.email.trim(),
    address: buyerAddressOf(customer),
  };
}

/**
 * BG-13 of an intra-community supply (K), which must name the country it goes to (BR-IC-12):
 * the buyer's address, since Venue keeps no other delivery address. XRechnung then wants city
 * and post code too (BR-DE-10, BR-DE-11), which the buyer's address has.
 */
export function deliveryOf(document: billing.Document__Output): Delivery {
  const customer = customerOf(document);
  return { name: buyerNameOf(customer), address: buyerAddressOf(customer) };
}

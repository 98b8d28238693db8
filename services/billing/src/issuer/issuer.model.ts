// The manager's invoicing identity as billing's code speaks it, and its rules: each field's format
// and length (checked for every caller; the gateway checks the same before, in its own words) and
// what §14 UStG requires before an invoice is issued. Pure functions.
import { bicOf, countryCodeOf, ibanOf, vatIdOf } from '@venue/contracts';
import { invalid } from '@venue/platform';

/** The text fields, as SetIssuer names them; each '' when not set. */
export const ISSUER_TEXT_FIELDS = [
  'company',
  'street',
  'zip',
  'city',
  'country',
  'vat_id',
  'tax_number',
  'email',
  'phone',
  'iban',
  'bic',
  'bank_name',
  'register_court',
  'register_number',
  'managing_director',
] as const;

export type IssuerTextField = (typeof ISSUER_TEXT_FIELDS)[number];

export const MAX_PAYMENT_TERMS_DAYS = 365;

/** The longest value of each free text field (the formats bound the others). */
export const ISSUER_TEXT_MAX: Record<IssuerTextField, number> = {
  company: 255,
  street: 255,
  zip: 20,
  city: 255,
  country: 2,
  vat_id: 20,
  tax_number: 50,
  email: 254,
  phone: 50,
  iban: 34,
  bic: 11,
  bank_name: 255,
  register_court: 255,
  register_number: 100,
  managing_director: 255,
};

export type Issuer = Record<IssuerTextField, string> & {
  paymentTermsDays: number | null;
  smallBusiness: boolean;
};

/** What SetIssuer changes: absent = unchanged, '' = cleared, paymentTermsDays null = cleared. */
export type IssuerChanges = Partial<Issuer>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TAX_NUMBER = /^[0-9A-Za-z][0-9A-Za-z /.-]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Each format-checked field: its stored (normalised) value, or null when invalid, and what it accepts. */
const FORMATS: Partial<Record<IssuerTextField, [(text: string) => string | null, string]>> = {
  country: [countryCodeOf, 'an ISO 3166-1 alpha-2 country code such as DE'],
  vat_id: [vatIdOf, "a VAT id in its country's format, such as DE123456789"],
  iban: [ibanOf, 'an IBAN with valid check digits'],
  bic: [bicOf, 'a BIC of 8 or 11 characters'],
  email: [(text) => (EMAIL.test(text) ? text : null), 'an email address'],
  tax_number: [(text) => (TAX_NUMBER.test(text) ? text : null), 'digits and letters with spaces, / . or -'],
};

/** The changes checked and normalised (trimmed, formats' spelling); INVALID_ARGUMENT naming the first bad field. */
export function checkIssuerChanges(changes: IssuerChanges): IssuerChanges {
  const checked: IssuerChanges = {};
  for (const field of ISSUER_TEXT_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const text = value.trim();
    if (text === '') {
      checked[field] = '';
      continue;
    }
    if (CONTROL.test(text)) throw invalid(`${field}: one line of text`);
    const format = FORMATS[field];
    const stored = format ? format[0](text) : text;
    if (stored === null) throw invalid(`${field}: ${format![1]}`);
    if (stored.length > ISSUER_TEXT_MAX[field]) throw invalid(`${field}: at most ${ISSUER_TEXT_MAX[field]} characters`);
    checked[field] = stored;
  }
  const days = changes.paymentTermsDays;
  if (days !== undefined) {
    if (days !== null && (!Number.isInteger(days) || days < 0 || days > MAX_PAYMENT_TERMS_DAYS))
      throw invalid(`payment_terms_days: a whole number from 0 to ${MAX_PAYMENT_TERMS_DAYS}`);
    checked.paymentTermsDays = days;
  }
  if (changes.smallBusiness !== undefined) checked.smallBusiness = changes.smallBusiness;
  return checked;
}

/**
 * What §14 (4) UStG requires of the issuer that is missing, in SetIssuer's names: the full name
 * (the profile's company counts when none is set) and address, and a VAT id or a tax number.
 */
export function missingForInvoices(issuer: Issuer, profileName: string): string[] {
  const missing: string[] = [];
  if (issuer.company === '' && profileName.trim() === '') missing.push('company');
  for (const field of ['street', 'zip', 'city', 'country'] as const) if (issuer[field] === '') missing.push(field);
  if (issuer.vat_id === '' && issuer.tax_number === '') missing.push('vat_id or tax_number');
  return missing;
}

/** "the issuer's street, zip and vat_id or tax_number are missing; set them with SetIssuer" */
export function missingMessage(missing: readonly string[]): string {
  const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  const [verb, pronoun] = missing.length === 1 ? ['is', 'it'] : ['are', 'them'];
  return `the issuer's ${list} ${verb} missing; set ${pronoun} with SetIssuer`;
}

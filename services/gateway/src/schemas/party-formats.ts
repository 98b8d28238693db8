// Formats of what names a business on an invoice, as Ajv formats of the route schemas (format:
// "iban" …): the gateway refuses a bad value with a 400 naming the parameter before any call, by
// the same definitions billing and customers check again (@venue/contracts' party-ids.ts). ""
// passes every format: in issuer_set it clears the field.
import { bicOf, buyerReferenceOf, countryCodeOf, ibanOf, vatIdOf } from '@venue/contracts';
import { EMAIL } from '../customers/customer-fields.v2.ts';

const orEmpty = (check: (text: string) => string | null) => (text: string) => text.trim() === '' || check(text) !== null;

export const PARTY_FORMATS = {
  iban: orEmpty(ibanOf),
  bic: orEmpty(bicOf),
  'vat-id': orEmpty(vatIdOf),
  'country-code': orEmpty(countryCodeOf),
  'buyer-reference': (text: string) => buyerReferenceOf(text) !== null,
  'email-or-empty': orEmpty((text) => (EMAIL.test(text.trim()) ? text : null)),
};

/** What each format accepts, for the 400's sentence ("vat_id must be …"). */
export const PARTY_FORMAT_NOUNS: Record<keyof typeof PARTY_FORMATS, string> = {
  iban: 'an IBAN with valid check digits (ISO 13616), such as DE89370400440532013000',
  bic: 'a BIC of 8 or 11 characters, such as COBADEFFXXX',
  'vat-id': "a VAT id in its country's format, such as DE123456789 or ATU12345678",
  'country-code': 'an ISO 3166-1 alpha-2 country code, such as DE',
  'buyer-reference': 'one line of text of at most 200 characters',
  'email-or-empty': 'an email address',
};

// Request schema of issuer_set (routes/internal/issuer.ts): the manager's invoicing identity.
// Every parameter is optional: one not sent stays as it is, "" clears it. Formats are checked here
// (party-formats.ts) and again by billing, which owns the identity.
import { Type } from 'typebox';
import { Whole, withApiKey } from './common.ts';

const Text = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));
const Formatted = (format: string, maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, format, description }));

/** The text parameters, in API words, with the field billing names each. */
export const ISSUER_TEXT_PARAMS = {
  company: 'company',
  street_hnr: 'street',
  zip: 'zip',
  city: 'city',
  country: 'country',
  vat_id: 'vat_id',
  tax_number: 'tax_number',
  email: 'email',
  phone: 'phone',
  iban: 'iban',
  bic: 'bic',
  bank_name: 'bank_name',
  register_court: 'register_court',
  register_number: 'register_number',
  managing_director: 'managing_director',
} as const;

export const MAX_PAYMENT_TERMS_DAYS = 365;

export const IssuerSetBody = withApiKey({
  company: Text(255, "the issuing company's full name (§14 UStG); until set, the manager profile's company"),
  street_hnr: Text(255, 'street and house number (§14 UStG)'),
  zip: Text(20, 'postal code (§14 UStG)'),
  city: Text(255, 'city (§14 UStG)'),
  country: Formatted('country-code', 2, 'ISO 3166-1 alpha-2 country code, e.g. DE (§14 UStG)'),
  vat_id: Formatted('vat-id', 30, "VAT id in its country's format, e.g. DE123456789 (§14 UStG: a VAT id or a tax number)"),
  tax_number: Type.Optional(
    Type.String({
      maxLength: 50,
      pattern: '^([0-9A-Za-z][0-9A-Za-z /.-]*)?$',
      description: 'the tax number (Steuernummer): digits and letters with spaces, / . or - (§14 UStG: a VAT id or a tax number)',
    }),
  ),
  email: Formatted('email-or-empty', 254, "email printed on invoices; until set, the manager profile's"),
  phone: Text(50, 'phone printed on invoices'),
  iban: Formatted('iban', 42, 'IBAN for payments (ISO 13616 check digits); spaces allowed'),
  bic: Formatted('bic', 14, 'BIC of the bank, 8 or 11 characters'),
  bank_name: Text(255, 'name of the bank'),
  register_court: Text(255, 'register court, e.g. Amtsgericht Berlin-Charlottenburg'),
  register_number: Text(100, 'commercial register number, e.g. HRB 12345'),
  managing_director: Text(255, 'managing director(s)'),
  payment_terms_days: Type.Optional(
    Type.Union([Whole(0, MAX_PAYMENT_TERMS_DAYS), Type.Literal('')], {
      description: `days to pay, 0 to ${MAX_PAYMENT_TERMS_DAYS}; "" clears`,
    }),
  ),
  small_business: Type.Optional(Whole(0, 1, { description: '1: a small business under §19 UStG (charges no VAT); 0: not' })),
});

// Answers of the issuer endpoints (routes/internal/issuer.ts).
import { Type } from 'typebox';
import { Ok, responses } from './envelope.ts';
import { Exact, Id, Nullable } from './formats.ts';

const Missing = Type.Array(Type.String({ minLength: 1 }), {
  description:
    'what approving an invoice still needs (§14 UStG), by parameter: company, street_hnr, zip, city, country, "vat_id or tax_number"; [] when invoices can be approved',
});

const Issuer = Exact({
  company: Type.String({ description: '"" when not set (invoices then name the profile\'s company)' }),
  street_hnr: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  country: Type.String({ pattern: '^([A-Z]{2})?$', description: 'ISO 3166-1 alpha-2, or ""' }),
  vat_id: Type.String({ description: 'without spaces or dots' }),
  tax_number: Type.String(),
  email: Type.String({ description: '"" when not set (invoices then name the profile\'s email)' }),
  phone: Type.String(),
  iban: Type.String({ description: 'electronic format (no spaces)' }),
  bic: Type.String(),
  bank_name: Type.String(),
  register_court: Type.String(),
  register_number: Type.String(),
  managing_director: Type.String(),
  payment_terms_days: Nullable(Type.Integer({ minimum: 0, maximum: 365, description: 'null when not set' })),
  small_business: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: §19 UStG small business' }),
  missing: Missing,
});

export const issuerResponses = {
  'POST /api/internal/issuer_set': responses({
    200: Ok(
      Exact({ id: Id, message: Type.String({ minLength: 1 }), missing: Missing }),
      "The manager's id (one issuer per manager) and what invoices still need",
    ),
  }),
  'GET /api/internal/issuer': responses({ 200: Ok(Issuer, "The manager's invoicing identity as set") }),
};

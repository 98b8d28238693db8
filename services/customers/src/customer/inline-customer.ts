// The inline customer of a booking (FindOrCreateCustomerRequest), which the bookings service
// passes through in booking_save's spelling: checked and decoded here into a CustomerInput.
// (When the gateway decodes booking_save's customer_* parameters, this shrinks to a mapping.)
import { invalid } from '@venue/platform';
import type { CustomerInput, Salutation, SalutationTitle } from './customer.model.ts';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InlineCustomer {
  email?: string;
  first_name?: string;
  last_name?: string;
  company?: string;
  salutation?: string;
  street?: string;
  zip?: string;
  city?: string;
  phone?: string;
}

const BOOKING_SALUTATIONS: Record<string, { salutation?: Salutation; salutation_title?: SalutationTitle }> = {
  Mr: { salutation: 'mr' },
  'Ms/Mrs': { salutation: 'ms' },
  Dr: { salutation_title: 'dr' },
  Pr: { salutation_title: 'prof' },
};

function text(name: string, value: string, max = 255): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${name} is longer than ${max} characters`);
  return trimmed;
}

/** The customer fields of an inline customer; the email ("" when none) decides find or create. */
export function decodeInlineCustomer(inline: InlineCustomer): { email: string; input: CustomerInput } {
  const email = inline.email?.trim() ?? '';
  if (email !== '' && !EMAIL.test(email)) throw invalid('customer_email is not a valid email address');
  if (inline.salutation !== undefined && inline.salutation !== '' && !Object.hasOwn(BOOKING_SALUTATIONS, inline.salutation)) {
    throw invalid('customer_salutation must be one of Mr, Ms/Mrs, Pr, Dr');
  }
  const input: CustomerInput = {
    ...(email !== '' && { email: text('email', email, 254) }),
    company_name: text('company_name', inline.company ?? ''),
    first_name: text('first_name', inline.first_name ?? ''),
    last_name: text('last_name', inline.last_name ?? ''),
    ...(inline.salutation ? BOOKING_SALUTATIONS[inline.salutation] : {}),
    ...(inline.street !== undefined && { street: text('street', inline.street) }),
    ...(inline.zip !== undefined && { zip: text('zip', inline.zip) }),
    ...(inline.city !== undefined && { city: text('city', inline.city) }),
    ...(inline.phone !== undefined && { phone: text('phone', inline.phone) }),
  };
  return { email, input };
}

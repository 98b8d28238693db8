// The inline customer of a booking (FindOrCreateCustomerRequest) as the customer fields it
// creates: texts trimmed, the email ("" when none) deciding between find and create. The
// gateway checks formats in v2 words first; these checks guard direct gRPC callers.
import type { customers } from '@venue/contracts';
import { invalid } from '@venue/platform';
import type { CustomerInput } from './customer.model.ts';
import { SALUTATION_IN, TITLE_IN } from '../grpc/customer.mapping.ts';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InlineCustomer = customers.FindOrCreateCustomerRequest__Output;

function text(name: string, value: string, max = 255): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${name} is longer than ${max} characters`);
  return trimmed;
}

export function decodeInlineCustomer(inline: InlineCustomer): { email: string; input: CustomerInput } {
  const email = inline.email?.trim() ?? '';
  if (email !== '' && !EMAIL.test(email)) throw invalid('email is not a valid email address');
  const salutation = inline.salutation === undefined ? null : SALUTATION_IN[inline.salutation];
  const title = inline.salutation_title === undefined ? null : TITLE_IN[inline.salutation_title];
  const input: CustomerInput = {
    ...(email !== '' && { email: text('email', email, 254) }),
    company_name: text('company_name', inline.company_name ?? ''),
    first_name: text('first_name', inline.first_name ?? ''),
    last_name: text('last_name', inline.last_name ?? ''),
    ...(salutation && { salutation }),
    ...(title && { salutation_title: title }),
    ...(inline.street !== undefined && { street: text('street', inline.street) }),
    ...(inline.zip !== undefined && { zip: text('zip', inline.zip) }),
    ...(inline.city !== undefined && { city: text('city', inline.city) }),
    ...(inline.phone !== undefined && { phone: text('phone', inline.phone) }),
  };
  return { email, input };
}

import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Root of the proto/ tree and the list of service protos, one file per domain. */
export const protoRoot = fileURLToPath(new URL('../../../proto', import.meta.url));
export const generatedDir = fileURLToPath(new URL('./generated', import.meta.url));

export const serviceProtos = {
  resources: 'venue/resources/v1/resources.proto',
  customers: 'venue/customers/v1/customers.proto',
  bookings: 'venue/bookings/v1/bookings.proto',
  billing: 'venue/billing/v1/billing.proto',
} as const;

export type Domain = keyof typeof serviceProtos;

export function protoFile(domain: Domain): string {
  return path.join(protoRoot, serviceProtos[domain]);
}

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
  webhooks: 'venue/webhooks/v1/webhooks.proto',
} as const;

export type Domain = keyof typeof serviceProtos;

/**
 * Protos no service serves that the service protos import (found through includeDirs: protoRoot):
 * the vocabulary they share. Their types are generated with the services' that use them.
 */
export const sharedProtos = {
  common: 'venue/common/v1/time.proto',
} as const;

export function protoFile(domain: Domain): string {
  return path.join(protoRoot, serviceProtos[domain]);
}

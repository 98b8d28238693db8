// gRPC contracts: proto loading with the shared options, and the generated types.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { loaderOptions } from './loader-options.ts';
import { protoFile, protoRoot, type Domain } from './paths.ts';
import type { ProtoGrpcType as ResourcesProto } from './generated/resources';
import type { ProtoGrpcType as CustomersProto } from './generated/customers';
import type { ProtoGrpcType as BookingsProto } from './generated/bookings';
import type { ProtoGrpcType as BillingProto } from './generated/billing';
import type { ProtoGrpcType as WebhooksProto } from './generated/webhooks';

export { loaderOptions, generatorFlags } from './loader-options.ts';
export { protoRoot, serviceProtos, sharedProtos, generatedDir, type Domain } from './paths.ts';
export { packWindows, unpackWindows } from './windows.ts';
export {
  isInYearRange,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_TEXT,
  MAX_BOOKINGS_PER_GET,
  MAX_DESCRIBED_RESOURCES,
  MAX_RANGE_DAYS,
  MAX_SLOT_MINUTES,
  MAX_YEAR,
  MIN_SLOT_MINUTES,
  MIN_YEAR,
  MINUTES_PER_DAY,
} from './limits.ts';
export {
  bicOf,
  buyerReferenceOf,
  countryCodeOf,
  ibanOf,
  MAX_BUYER_REFERENCE_LENGTH,
  vatIdOf,
} from './party-ids.ts';
export { isoWeekdayOf, localDateOf, weekdayEnumOf, ymdOf } from './time-values.ts';
export { readMethodsOf } from './read-methods.ts';
export type * as common from './generated/common-types';
export type * as resources from './generated/resources-types';
export type * as customers from './generated/customers-types';
export type * as bookings from './generated/bookings-types';
export type * as billing from './generated/billing-types';
export type * as webhooks from './generated/webhooks-types';

const cache = new Map<Domain, grpc.GrpcObject>();

function loadDomain(domain: Domain): grpc.GrpcObject {
  let loaded = cache.get(domain);
  if (!loaded) {
    const definition = protoLoader.loadSync(protoFile(domain), { ...loaderOptions, includeDirs: [protoRoot] });
    loaded = grpc.loadPackageDefinition(definition);
    cache.set(domain, loaded);
  }
  return loaded;
}

export function resourcesPackage(): ResourcesProto['venue']['resources']['v1'] {
  return (loadDomain('resources') as unknown as ResourcesProto).venue.resources.v1;
}

export function customersPackage(): CustomersProto['venue']['customers']['v1'] {
  return (loadDomain('customers') as unknown as CustomersProto).venue.customers.v1;
}

export function bookingsPackage(): BookingsProto['venue']['bookings']['v1'] {
  return (loadDomain('bookings') as unknown as BookingsProto).venue.bookings.v1;
}

export function billingPackage(): BillingProto['venue']['billing']['v1'] {
  return (loadDomain('billing') as unknown as BillingProto).venue.billing.v1;
}

export function webhooksPackage(): WebhooksProto['venue']['webhooks']['v1'] {
  return (loadDomain('webhooks') as unknown as WebhooksProto).venue.webhooks.v1;
}

// The billing contract: generated types and the loaded service definition. Until
// @venue/contracts exports billing (billingPackage() and `billing` types like the other
// domains), they are taken from the generated files and the proto directly.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import path from 'node:path';
import { loaderOptions, protoRoot } from '@venue/contracts';
import type { ProtoGrpcType } from '../../../../packages/contracts/src/generated/billing.ts';

export type * as billing from '../../../../packages/contracts/src/generated/billing-types.ts';

type BillingPackage = ProtoGrpcType['venue']['billing']['v1'];

let loaded: BillingPackage | undefined;

export function billingPackage(): BillingPackage {
  if (!loaded) {
    const definition = protoLoader.loadSync(path.join(protoRoot, 'venue/billing/v1/billing.proto'), {
      ...loaderOptions,
      includeDirs: [protoRoot],
    });
    loaded = (grpc.loadPackageDefinition(definition) as unknown as ProtoGrpcType).venue.billing.v1;
  }
  return loaded;
}

// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface NamedId {
  'id'?: (number | string | Long);
  'name'?: (string);
}

export interface NamedId__Output {
  'id': (number);
  'name': (string);
}

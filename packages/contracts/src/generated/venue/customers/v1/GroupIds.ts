// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface GroupIds {
  'ids'?: (number | string | Long)[];
}

export interface GroupIds__Output {
  'ids': (number)[];
}

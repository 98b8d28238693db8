// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface AddAddressesResponse {
  'ids'?: (number | string | Long)[];
}

export interface AddAddressesResponse__Output {
  'ids': (number)[];
}

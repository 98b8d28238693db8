// Original file: proto/venue/customers/v1/customers.proto

import type { Address as _venue_customers_v1_Address, Address__Output as _venue_customers_v1_Address__Output } from '../../../venue/customers/v1/Address';
import type { Long } from '@grpc/proto-loader';

export interface AddAddressesRequest {
  'customer_id'?: (number | string | Long);
  'addresses'?: (_venue_customers_v1_Address)[];
}

export interface AddAddressesRequest__Output {
  'customer_id': (number);
  'addresses': (_venue_customers_v1_Address__Output)[];
}

// Original file: proto/venue/customers/v1/customers.proto

import type { Customer as _venue_customers_v1_Customer, Customer__Output as _venue_customers_v1_Customer__Output } from '../../../venue/customers/v1/Customer';
import type { Long } from '@grpc/proto-loader';

export interface ListCustomersResponse {
  'customers'?: (_venue_customers_v1_Customer)[];
  'next_after_id'?: (number | string | Long);
}

export interface ListCustomersResponse__Output {
  'customers': (_venue_customers_v1_Customer__Output)[];
  'next_after_id': (number);
}

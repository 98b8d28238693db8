// Original file: proto/venue/customers/v1/customers.proto

import type { Customer as _venue_customers_v1_Customer, Customer__Output as _venue_customers_v1_Customer__Output } from '../../../venue/customers/v1/Customer';

export interface GetCustomersResponse {
  'customers'?: (_venue_customers_v1_Customer)[];
}

export interface GetCustomersResponse__Output {
  'customers': (_venue_customers_v1_Customer__Output)[];
}

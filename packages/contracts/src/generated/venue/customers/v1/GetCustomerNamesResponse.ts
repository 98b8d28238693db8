// Original file: proto/venue/customers/v1/customers.proto

import type { CustomerName as _venue_customers_v1_CustomerName, CustomerName__Output as _venue_customers_v1_CustomerName__Output } from '../../../venue/customers/v1/CustomerName';

export interface GetCustomerNamesResponse {
  'customers'?: (_venue_customers_v1_CustomerName)[];
}

export interface GetCustomerNamesResponse__Output {
  'customers': (_venue_customers_v1_CustomerName__Output)[];
}

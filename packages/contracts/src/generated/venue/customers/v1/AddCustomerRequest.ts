// Original file: proto/venue/customers/v1/customers.proto

import type { CustomerFields as _venue_customers_v1_CustomerFields, CustomerFields__Output as _venue_customers_v1_CustomerFields__Output } from '../../../venue/customers/v1/CustomerFields';

export interface AddCustomerRequest {
  'fields'?: (_venue_customers_v1_CustomerFields | null);
}

export interface AddCustomerRequest__Output {
  'fields': (_venue_customers_v1_CustomerFields__Output | null);
}

// Original file: proto/venue/customers/v1/customers.proto

import type { CustomerFields as _venue_customers_v1_CustomerFields, CustomerFields__Output as _venue_customers_v1_CustomerFields__Output } from '../../../venue/customers/v1/CustomerFields';
import type { Long } from '@grpc/proto-loader';

export interface EditCustomerRequest {
  'customer_id'?: (number | string | Long);
  'fields'?: (_venue_customers_v1_CustomerFields | null);
}

export interface EditCustomerRequest__Output {
  'customer_id': (number);
  'fields': (_venue_customers_v1_CustomerFields__Output | null);
}

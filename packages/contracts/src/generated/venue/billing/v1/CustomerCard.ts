// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomerCard {
  'id'?: (number | string | Long);
  'customer_number'?: (string);
  'company_name'?: (string);
  'salutation'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'street'?: (string);
  'house_number'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'vat_id'?: (string);
  'buyer_reference'?: (string);
}

export interface CustomerCard__Output {
  'id': (number);
  'customer_number': (string);
  'company_name': (string);
  'salutation': (string);
  'first_name': (string);
  'last_name': (string);
  'street': (string);
  'house_number': (string);
  'zip': (string);
  'city': (string);
  'country': (string);
  'email': (string);
  'phone': (string);
  'vat_id': (string);
  'buyer_reference': (string);
}

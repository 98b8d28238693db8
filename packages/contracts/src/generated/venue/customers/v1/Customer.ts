// Original file: proto/venue/customers/v1/customers.proto

import type { CustomerTag as _venue_customers_v1_CustomerTag, CustomerTag__Output as _venue_customers_v1_CustomerTag__Output } from '../../../venue/customers/v1/CustomerTag';
import type { CustomerGroup as _venue_customers_v1_CustomerGroup, CustomerGroup__Output as _venue_customers_v1_CustomerGroup__Output } from '../../../venue/customers/v1/CustomerGroup';
import type { Long } from '@grpc/proto-loader';

export interface Customer {
  'id'?: (number | string | Long);
  'email'?: (string);
  'company_name'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'show_name'?: (string);
  'created'?: (string);
  'customer_created_date'?: (string);
  'customer_id'?: (number | string | Long);
  'customer_number'?: (number | string | Long);
  'customer_number_prefix'?: (string);
  'tags'?: (_venue_customers_v1_CustomerTag)[];
  'groups'?: (_venue_customers_v1_CustomerGroup)[];
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'noletter'?: (string);
  'color'?: (string);
  'salutation'?: (string);
  'country'?: (string);
  'house_number'?: (string);
  'customer_account_number'?: (string);
  'salutation_title'?: (string);
  'last_login'?: (string);
  '_customer_number'?: "customer_number";
  '_customer_number_prefix'?: "customer_number_prefix";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
  '_noletter'?: "noletter";
  '_color'?: "color";
  '_salutation'?: "salutation";
  '_country'?: "country";
  '_house_number'?: "house_number";
  '_customer_account_number'?: "customer_account_number";
  '_salutation_title'?: "salutation_title";
}

export interface Customer__Output {
  'id': (number);
  'email': (string);
  'company_name': (string);
  'first_name': (string);
  'last_name': (string);
  'show_name': (string);
  'created': (string);
  'customer_created_date': (string);
  'customer_id': (number);
  'customer_number'?: (number);
  'customer_number_prefix'?: (string);
  'tags': (_venue_customers_v1_CustomerTag__Output)[];
  'groups': (_venue_customers_v1_CustomerGroup__Output)[];
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'noletter'?: (string);
  'color'?: (string);
  'salutation'?: (string);
  'country'?: (string);
  'house_number'?: (string);
  'customer_account_number'?: (string);
  'salutation_title'?: (string);
  'last_login': (string);
  '_customer_number'?: "customer_number";
  '_customer_number_prefix'?: "customer_number_prefix";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
  '_noletter'?: "noletter";
  '_color'?: "color";
  '_salutation'?: "salutation";
  '_country'?: "country";
  '_house_number'?: "house_number";
  '_customer_account_number'?: "customer_account_number";
  '_salutation_title'?: "salutation_title";
}

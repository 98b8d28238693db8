// Original file: proto/venue/customers/v1/customers.proto

import type { CustomerTag as _venue_customers_v1_CustomerTag, CustomerTag__Output as _venue_customers_v1_CustomerTag__Output } from '../../../venue/customers/v1/CustomerTag';
import type { CustomerGroup as _venue_customers_v1_CustomerGroup, CustomerGroup__Output as _venue_customers_v1_CustomerGroup__Output } from '../../../venue/customers/v1/CustomerGroup';
import type { Salutation as _venue_customers_v1_Salutation, Salutation__Output as _venue_customers_v1_Salutation__Output } from '../../../venue/customers/v1/Salutation';
import type { SalutationTitle as _venue_customers_v1_SalutationTitle, SalutationTitle__Output as _venue_customers_v1_SalutationTitle__Output } from '../../../venue/customers/v1/SalutationTitle';
import type { Long } from '@grpc/proto-loader';

export interface Customer {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'show_name'?: (string);
  'customer_number'?: (number | string | Long);
  'customer_number_prefix'?: (string);
  'tags'?: (_venue_customers_v1_CustomerTag)[];
  'groups'?: (_venue_customers_v1_CustomerGroup)[];
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'color'?: (string);
  'country'?: (string);
  'house_number'?: (string);
  'customer_account_number'?: (string);
  'email'?: (string);
  'created_at_ms'?: (number | string | Long);
  'last_login_at_ms'?: (number | string | Long);
  'newsletter'?: (boolean);
  'salutation'?: (_venue_customers_v1_Salutation);
  'salutation_title'?: (_venue_customers_v1_SalutationTitle);
  '_email'?: "email";
  '_customer_number'?: "customer_number";
  '_customer_number_prefix'?: "customer_number_prefix";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
  '_newsletter'?: "newsletter";
  '_color'?: "color";
  '_country'?: "country";
  '_house_number'?: "house_number";
  '_customer_account_number'?: "customer_account_number";
  '_last_login_at_ms'?: "last_login_at_ms";
}

export interface Customer__Output {
  'id': (number);
  'company_name': (string);
  'first_name': (string);
  'last_name': (string);
  'show_name': (string);
  'customer_number'?: (number);
  'customer_number_prefix'?: (string);
  'tags': (_venue_customers_v1_CustomerTag__Output)[];
  'groups': (_venue_customers_v1_CustomerGroup__Output)[];
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'color'?: (string);
  'country'?: (string);
  'house_number'?: (string);
  'customer_account_number'?: (string);
  'email'?: (string);
  'created_at_ms': (number);
  'last_login_at_ms'?: (number);
  'newsletter'?: (boolean);
  'salutation': (_venue_customers_v1_Salutation__Output);
  'salutation_title': (_venue_customers_v1_SalutationTitle__Output);
  '_email'?: "email";
  '_customer_number'?: "customer_number";
  '_customer_number_prefix'?: "customer_number_prefix";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
  '_newsletter'?: "newsletter";
  '_color'?: "color";
  '_country'?: "country";
  '_house_number'?: "house_number";
  '_customer_account_number'?: "customer_account_number";
  '_last_login_at_ms'?: "last_login_at_ms";
}

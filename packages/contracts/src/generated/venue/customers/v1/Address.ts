// Original file: proto/venue/customers/v1/customers.proto

import type { Salutation as _venue_customers_v1_Salutation, Salutation__Output as _venue_customers_v1_Salutation__Output } from '../../../venue/customers/v1/Salutation';
import type { SalutationTitle as _venue_customers_v1_SalutationTitle, SalutationTitle__Output as _venue_customers_v1_SalutationTitle__Output } from '../../../venue/customers/v1/SalutationTitle';
import type { AddressType as _venue_customers_v1_AddressType, AddressType__Output as _venue_customers_v1_AddressType__Output } from '../../../venue/customers/v1/AddressType';

export interface Address {
  'company_name'?: (string);
  'function'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'street'?: (string);
  'house_number'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'phone'?: (string);
  'email'?: (string);
  'mobile'?: (string);
  'salutation'?: (_venue_customers_v1_Salutation);
  'salutation_title'?: (_venue_customers_v1_SalutationTitle);
  'vat_id'?: (string);
  'type'?: (_venue_customers_v1_AddressType);
  '_company_name'?: "company_name";
  '_function'?: "function";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_street'?: "street";
  '_house_number'?: "house_number";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_vat_id'?: "vat_id";
  '_phone'?: "phone";
  '_email'?: "email";
  '_mobile'?: "mobile";
}

export interface Address__Output {
  'company_name'?: (string);
  'function'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'street'?: (string);
  'house_number'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'phone'?: (string);
  'email'?: (string);
  'mobile'?: (string);
  'salutation': (_venue_customers_v1_Salutation__Output);
  'salutation_title': (_venue_customers_v1_SalutationTitle__Output);
  'vat_id'?: (string);
  'type': (_venue_customers_v1_AddressType__Output);
  '_company_name'?: "company_name";
  '_function'?: "function";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_street'?: "street";
  '_house_number'?: "house_number";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_vat_id'?: "vat_id";
  '_phone'?: "phone";
  '_email'?: "email";
  '_mobile'?: "mobile";
}

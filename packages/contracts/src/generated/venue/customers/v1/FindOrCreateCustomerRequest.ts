// Original file: proto/venue/customers/v1/customers.proto

import type { Salutation as _venue_customers_v1_Salutation, Salutation__Output as _venue_customers_v1_Salutation__Output } from '../../../venue/customers/v1/Salutation';
import type { SalutationTitle as _venue_customers_v1_SalutationTitle, SalutationTitle__Output as _venue_customers_v1_SalutationTitle__Output } from '../../../venue/customers/v1/SalutationTitle';

export interface FindOrCreateCustomerRequest {
  'email'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'company_name'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'salutation'?: (_venue_customers_v1_Salutation);
  'salutation_title'?: (_venue_customers_v1_SalutationTitle);
  '_email'?: "email";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_company_name'?: "company_name";
  '_salutation'?: "salutation";
  '_salutation_title'?: "salutation_title";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
}

export interface FindOrCreateCustomerRequest__Output {
  'email'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'company_name'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  'salutation'?: (_venue_customers_v1_Salutation__Output);
  'salutation_title'?: (_venue_customers_v1_SalutationTitle__Output);
  '_email'?: "email";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_company_name'?: "company_name";
  '_salutation'?: "salutation";
  '_salutation_title'?: "salutation_title";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
}

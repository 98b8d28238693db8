// Original file: proto/venue/billing/v1/billing.proto

import type { ClearableInt32 as _venue_billing_v1_ClearableInt32, ClearableInt32__Output as _venue_billing_v1_ClearableInt32__Output } from '../../../venue/billing/v1/ClearableInt32';

export interface IssuerFields {
  'company'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'vat_id'?: (string);
  'tax_number'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'iban'?: (string);
  'bic'?: (string);
  'bank_name'?: (string);
  'register_court'?: (string);
  'register_number'?: (string);
  'managing_director'?: (string);
  'payment_terms_days'?: (_venue_billing_v1_ClearableInt32 | null);
  'small_business'?: (boolean);
  '_company'?: "company";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_vat_id'?: "vat_id";
  '_tax_number'?: "tax_number";
  '_email'?: "email";
  '_phone'?: "phone";
  '_iban'?: "iban";
  '_bic'?: "bic";
  '_bank_name'?: "bank_name";
  '_register_court'?: "register_court";
  '_register_number'?: "register_number";
  '_managing_director'?: "managing_director";
  '_small_business'?: "small_business";
}

export interface IssuerFields__Output {
  'company'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'vat_id'?: (string);
  'tax_number'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'iban'?: (string);
  'bic'?: (string);
  'bank_name'?: (string);
  'register_court'?: (string);
  'register_number'?: (string);
  'managing_director'?: (string);
  'payment_terms_days': (_venue_billing_v1_ClearableInt32__Output | null);
  'small_business'?: (boolean);
  '_company'?: "company";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_vat_id'?: "vat_id";
  '_tax_number'?: "tax_number";
  '_email'?: "email";
  '_phone'?: "phone";
  '_iban'?: "iban";
  '_bic'?: "bic";
  '_bank_name'?: "bank_name";
  '_register_court'?: "register_court";
  '_register_number'?: "register_number";
  '_managing_director'?: "managing_director";
  '_small_business'?: "small_business";
}

// Original file: proto/venue/billing/v1/billing.proto


export interface Issuer {
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
  'payment_terms_days'?: (number);
  'small_business'?: (boolean);
  'missing'?: (string)[];
  '_payment_terms_days'?: "payment_terms_days";
}

export interface Issuer__Output {
  'company': (string);
  'street': (string);
  'zip': (string);
  'city': (string);
  'country': (string);
  'vat_id': (string);
  'tax_number': (string);
  'email': (string);
  'phone': (string);
  'iban': (string);
  'bic': (string);
  'bank_name': (string);
  'register_court': (string);
  'register_number': (string);
  'managing_director': (string);
  'payment_terms_days'?: (number);
  'small_business': (boolean);
  'missing': (string)[];
  '_payment_terms_days'?: "payment_terms_days";
}

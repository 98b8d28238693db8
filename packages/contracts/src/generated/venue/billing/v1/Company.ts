// Original file: proto/venue/billing/v1/billing.proto


export interface Company {
  'name'?: (string);
  'email'?: (string);
  'currency'?: (string);
  'language'?: (string);
}

export interface Company__Output {
  'name': (string);
  'email': (string);
  'currency': (string);
  'language': (string);
}

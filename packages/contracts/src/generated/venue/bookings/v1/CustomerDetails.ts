// Original file: proto/venue/bookings/v1/bookings.proto


export interface CustomerDetails {
  'email'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'company'?: (string);
  'salutation'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  '_email'?: "email";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_company'?: "company";
  '_salutation'?: "salutation";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
}

export interface CustomerDetails__Output {
  'email'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'company'?: (string);
  'salutation'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'phone'?: (string);
  '_email'?: "email";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_company'?: "company";
  '_salutation'?: "salutation";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_phone'?: "phone";
}

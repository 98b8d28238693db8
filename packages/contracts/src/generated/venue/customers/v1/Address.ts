// Original file: proto/venue/customers/v1/customers.proto


export interface Address {
  'company_name'?: (string);
  'salutation'?: (string);
  'salutation_title'?: (string);
  'function'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'street'?: (string);
  'house_number'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'UstID'?: (string);
  'address_type'?: (string);
  'phone'?: (string);
  'email'?: (string);
  'mobile'?: (string);
  '_company_name'?: "company_name";
  '_salutation'?: "salutation";
  '_salutation_title'?: "salutation_title";
  '_function'?: "function";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_street'?: "street";
  '_house_number'?: "house_number";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_UstID'?: "UstID";
  '_address_type'?: "address_type";
  '_phone'?: "phone";
  '_email'?: "email";
  '_mobile'?: "mobile";
}

export interface Address__Output {
  'company_name'?: (string);
  'salutation'?: (string);
  'salutation_title'?: (string);
  'function'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'street'?: (string);
  'house_number'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'UstID'?: (string);
  'address_type'?: (string);
  'phone'?: (string);
  'email'?: (string);
  'mobile'?: (string);
  '_company_name'?: "company_name";
  '_salutation'?: "salutation";
  '_salutation_title'?: "salutation_title";
  '_function'?: "function";
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_street'?: "street";
  '_house_number'?: "house_number";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_UstID'?: "UstID";
  '_address_type'?: "address_type";
  '_phone'?: "phone";
  '_email'?: "email";
  '_mobile'?: "mobile";
}

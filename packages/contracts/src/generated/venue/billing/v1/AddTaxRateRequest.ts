// Original file: proto/venue/billing/v1/billing.proto


export interface AddTaxRateRequest {
  'name'?: (string);
  'rate_bp'?: (number);
}

export interface AddTaxRateRequest__Output {
  'name': (string);
  'rate_bp': (number);
}

// Original file: proto/venue/billing/v1/billing.proto


export interface AddTaxRateRequest {
  'name'?: (string);
  'rate_bp'?: (number);
  'category'?: (string);
  'exemption_reason'?: (string);
}

export interface AddTaxRateRequest__Output {
  'name': (string);
  'rate_bp': (number);
  'category': (string);
  'exemption_reason': (string);
}

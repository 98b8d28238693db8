// Original file: proto/venue/billing/v1/billing.proto


export interface ClearableInt32 {
  'value'?: (number);
  '_value'?: "value";
}

export interface ClearableInt32__Output {
  'value'?: (number);
  '_value'?: "value";
}

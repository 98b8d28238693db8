// Original file: proto/venue/customers/v1/customers.proto


export interface ClearableBool {
  'value'?: (boolean);
  '_value'?: "value";
}

export interface ClearableBool__Output {
  'value'?: (boolean);
  '_value'?: "value";
}

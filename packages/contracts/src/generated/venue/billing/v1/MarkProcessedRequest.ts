// Original file: proto/venue/billing/v1/billing.proto


export interface MarkProcessedRequest {
  'invoice_number'?: (string);
}

export interface MarkProcessedRequest__Output {
  'invoice_number': (string);
}

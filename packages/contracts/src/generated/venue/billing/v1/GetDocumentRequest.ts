// Original file: proto/venue/billing/v1/billing.proto


export interface GetDocumentRequest {
  'number'?: (string);
}

export interface GetDocumentRequest__Output {
  'number': (string);
}

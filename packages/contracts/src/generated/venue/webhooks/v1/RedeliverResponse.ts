// Original file: proto/venue/webhooks/v1/webhooks.proto


export interface RedeliverResponse {
  'count'?: (number);
}

export interface RedeliverResponse__Output {
  'count': (number);
}

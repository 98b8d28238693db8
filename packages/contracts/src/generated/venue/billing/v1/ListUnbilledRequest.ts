// Original file: proto/venue/billing/v1/billing.proto


export interface ListUnbilledRequest {
}

export interface ListUnbilledRequest__Output {
}

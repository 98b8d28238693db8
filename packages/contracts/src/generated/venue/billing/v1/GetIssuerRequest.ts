// Original file: proto/venue/billing/v1/billing.proto


export interface GetIssuerRequest {
}

export interface GetIssuerRequest__Output {
}

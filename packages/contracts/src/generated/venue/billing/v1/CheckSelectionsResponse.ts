// Original file: proto/venue/billing/v1/billing.proto


export interface CheckSelectionsResponse {
}

export interface CheckSelectionsResponse__Output {
}

// Original file: proto/venue/billing/v1/billing.proto


export interface GetTaxSettingsRequest {
}

export interface GetTaxSettingsRequest__Output {
}

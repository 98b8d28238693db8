// Original file: proto/venue/billing/v1/billing.proto


export interface ListTariffsRequest {
}

export interface ListTariffsRequest__Output {
}

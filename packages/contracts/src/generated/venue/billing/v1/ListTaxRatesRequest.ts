// Original file: proto/venue/billing/v1/billing.proto


export interface ListTaxRatesRequest {
}

export interface ListTaxRatesRequest__Output {
}

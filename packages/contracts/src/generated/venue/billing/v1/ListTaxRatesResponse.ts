// Original file: proto/venue/billing/v1/billing.proto

import type { TaxRate as _venue_billing_v1_TaxRate, TaxRate__Output as _venue_billing_v1_TaxRate__Output } from '../../../venue/billing/v1/TaxRate';

export interface ListTaxRatesResponse {
  'tax_rates'?: (_venue_billing_v1_TaxRate)[];
}

export interface ListTaxRatesResponse__Output {
  'tax_rates': (_venue_billing_v1_TaxRate__Output)[];
}

// Original file: proto/venue/billing/v1/billing.proto

import type { Tariff as _venue_billing_v1_Tariff, Tariff__Output as _venue_billing_v1_Tariff__Output } from '../../../venue/billing/v1/Tariff';

export interface ListTariffsResponse {
  'tariffs'?: (_venue_billing_v1_Tariff)[];
}

export interface ListTariffsResponse__Output {
  'tariffs': (_venue_billing_v1_Tariff__Output)[];
}

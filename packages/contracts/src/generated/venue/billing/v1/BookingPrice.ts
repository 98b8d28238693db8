// Original file: proto/venue/billing/v1/billing.proto

import type { PricedRow as _venue_billing_v1_PricedRow, PricedRow__Output as _venue_billing_v1_PricedRow__Output } from '../../../venue/billing/v1/PricedRow';
import type { TaxTotal as _venue_billing_v1_TaxTotal, TaxTotal__Output as _venue_billing_v1_TaxTotal__Output } from '../../../venue/billing/v1/TaxTotal';
import type { Calculation as _venue_billing_v1_Calculation, Calculation__Output as _venue_billing_v1_Calculation__Output } from '../../../venue/billing/v1/Calculation';
import type { Long } from '@grpc/proto-loader';

export interface BookingPrice {
  'rows'?: (_venue_billing_v1_PricedRow)[];
  'net_cents'?: (number | string | Long);
  'tax_cents'?: (number | string | Long);
  'gross_cents'?: (number | string | Long);
  'taxes'?: (_venue_billing_v1_TaxTotal)[];
  'vat_active'?: (boolean);
  'calculation'?: (_venue_billing_v1_Calculation);
  'customer_group_id'?: (number | string | Long);
}

export interface BookingPrice__Output {
  'rows': (_venue_billing_v1_PricedRow__Output)[];
  'net_cents': (number);
  'tax_cents': (number);
  'gross_cents': (number);
  'taxes': (_venue_billing_v1_TaxTotal__Output)[];
  'vat_active': (boolean);
  'calculation': (_venue_billing_v1_Calculation__Output);
  'customer_group_id': (number);
}

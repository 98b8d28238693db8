// Original file: proto/venue/billing/v1/billing.proto

import type { RowKind as _venue_billing_v1_RowKind, RowKind__Output as _venue_billing_v1_RowKind__Output } from '../../../venue/billing/v1/RowKind';
import type { PriceType as _venue_billing_v1_PriceType, PriceType__Output as _venue_billing_v1_PriceType__Output } from '../../../venue/billing/v1/PriceType';
import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Long } from '@grpc/proto-loader';

export interface DocumentRow {
  'id'?: (number | string | Long);
  'kind'?: (_venue_billing_v1_RowKind);
  'booking_id'?: (number | string | Long);
  'instance_id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'resource_name'?: (string);
  'item_id'?: (number | string | Long);
  'name'?: (string);
  'start_ms'?: (number | string | Long);
  'end_ms'?: (number | string | Long);
  'price_type'?: (_venue_billing_v1_PriceType);
  'interval'?: (_venue_billing_v1_Interval);
  'quantity'?: (number);
  'units'?: (number | string | Long);
  'unit_amount_cents'?: (number | string | Long);
  'net_cents'?: (number | string | Long);
  'tax_rate_bp'?: (number);
  'tax_cents'?: (number | string | Long);
  'gross_cents'?: (number | string | Long);
  'booking_title'?: (string);
  'tax_category'?: (string);
  'tax_exemption_reason'?: (string);
}

export interface DocumentRow__Output {
  'id': (number);
  'kind': (_venue_billing_v1_RowKind__Output);
  'booking_id': (number);
  'instance_id': (number);
  'resource_id': (number);
  'resource_name': (string);
  'item_id': (number);
  'name': (string);
  'start_ms': (number);
  'end_ms': (number);
  'price_type': (_venue_billing_v1_PriceType__Output);
  'interval': (_venue_billing_v1_Interval__Output);
  'quantity': (number);
  'units': (number);
  'unit_amount_cents': (number);
  'net_cents': (number);
  'tax_rate_bp': (number);
  'tax_cents': (number);
  'gross_cents': (number);
  'booking_title': (string);
  'tax_category': (string);
  'tax_exemption_reason': (string);
}

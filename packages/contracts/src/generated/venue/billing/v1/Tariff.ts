// Original file: proto/venue/billing/v1/billing.proto

import type { PriceType as _venue_billing_v1_PriceType, PriceType__Output as _venue_billing_v1_PriceType__Output } from '../../../venue/billing/v1/PriceType';
import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Weekday as _venue_billing_v1_Weekday, Weekday__Output as _venue_billing_v1_Weekday__Output } from '../../../venue/billing/v1/Weekday';
import type { Long } from '@grpc/proto-loader';

export interface Tariff {
  'id'?: (number | string | Long);
  'title'?: (string);
  'customer_group_id'?: (number | string | Long);
  'resource_ids'?: (number | string | Long)[];
  'price_type'?: (_venue_billing_v1_PriceType);
  'interval'?: (_venue_billing_v1_Interval);
  'amount_cents'?: (number | string | Long);
  'weekdays'?: (_venue_billing_v1_Weekday)[];
  'valid_from'?: (string);
  'valid_to'?: (string);
  'created_at_ms'?: (number | string | Long);
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}

export interface Tariff__Output {
  'id': (number);
  'title': (string);
  'customer_group_id': (number);
  'resource_ids': (number)[];
  'price_type': (_venue_billing_v1_PriceType__Output);
  'interval': (_venue_billing_v1_Interval__Output);
  'amount_cents': (number);
  'weekdays': (_venue_billing_v1_Weekday__Output)[];
  'valid_from'?: (string);
  'valid_to'?: (string);
  'created_at_ms': (number);
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}

// Original file: proto/venue/billing/v1/billing.proto

import type { PriceType as _venue_billing_v1_PriceType, PriceType__Output as _venue_billing_v1_PriceType__Output } from '../../../venue/billing/v1/PriceType';
import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Weekday as _venue_common_v1_Weekday, Weekday__Output as _venue_common_v1_Weekday__Output } from '../../../venue/common/v1/Weekday';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { Long } from '@grpc/proto-loader';

export interface AddTariffRequest {
  'title'?: (string);
  'customer_group_id'?: (number | string | Long);
  'resource_ids'?: (number | string | Long)[];
  'price_type'?: (_venue_billing_v1_PriceType);
  'interval'?: (_venue_billing_v1_Interval);
  'amount_cents'?: (number | string | Long);
  'weekdays'?: (_venue_common_v1_Weekday)[];
  'valid_from'?: (_venue_common_v1_LocalDate | null);
  'valid_to'?: (_venue_common_v1_LocalDate | null);
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}

export interface AddTariffRequest__Output {
  'title': (string);
  'customer_group_id': (number);
  'resource_ids': (number)[];
  'price_type': (_venue_billing_v1_PriceType__Output);
  'interval': (_venue_billing_v1_Interval__Output);
  'amount_cents': (number);
  'weekdays': (_venue_common_v1_Weekday__Output)[];
  'valid_from'?: (_venue_common_v1_LocalDate__Output | null);
  'valid_to'?: (_venue_common_v1_LocalDate__Output | null);
  '_valid_from'?: "valid_from";
  '_valid_to'?: "valid_to";
}

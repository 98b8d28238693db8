// Original file: proto/venue/bookings/v1/bookings.proto

import type { DaySlots as _venue_bookings_v1_DaySlots, DaySlots__Output as _venue_bookings_v1_DaySlots__Output } from '../../../venue/bookings/v1/DaySlots';
import type { Long } from '@grpc/proto-loader';

export interface ResourceAvailability {
  'resource_id'?: (number | string | Long);
  'dates'?: (_venue_bookings_v1_DaySlots)[];
}

export interface ResourceAvailability__Output {
  'resource_id': (number);
  'dates': (_venue_bookings_v1_DaySlots__Output)[];
}

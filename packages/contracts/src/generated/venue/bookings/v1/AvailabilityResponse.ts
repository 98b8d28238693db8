// Original file: proto/venue/bookings/v1/bookings.proto

import type { ResourceAvailability as _venue_bookings_v1_ResourceAvailability, ResourceAvailability__Output as _venue_bookings_v1_ResourceAvailability__Output } from '../../../venue/bookings/v1/ResourceAvailability';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';

export interface AvailabilityResponse {
  'resources'?: (_venue_bookings_v1_ResourceAvailability)[];
  'duration_minutes'?: (number);
  'dates'?: (_venue_common_v1_LocalDate)[];
}

export interface AvailabilityResponse__Output {
  'resources': (_venue_bookings_v1_ResourceAvailability__Output)[];
  'duration_minutes': (number);
  'dates': (_venue_common_v1_LocalDate__Output)[];
}

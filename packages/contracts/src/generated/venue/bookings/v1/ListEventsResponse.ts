// Original file: proto/venue/bookings/v1/bookings.proto

import type { Event as _venue_bookings_v1_Event, Event__Output as _venue_bookings_v1_Event__Output } from '../../../venue/bookings/v1/Event';

export interface ListEventsResponse {
  'events'?: (_venue_bookings_v1_Event)[];
}

export interface ListEventsResponse__Output {
  'events': (_venue_bookings_v1_Event__Output)[];
}

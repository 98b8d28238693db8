// Original file: proto/venue/billing/v1/billing.proto

import type { UnbilledBooking as _venue_billing_v1_UnbilledBooking, UnbilledBooking__Output as _venue_billing_v1_UnbilledBooking__Output } from '../../../venue/billing/v1/UnbilledBooking';

export interface ListUnbilledResponse {
  'bookings'?: (_venue_billing_v1_UnbilledBooking)[];
}

export interface ListUnbilledResponse__Output {
  'bookings': (_venue_billing_v1_UnbilledBooking__Output)[];
}

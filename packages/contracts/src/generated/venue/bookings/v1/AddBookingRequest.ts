// Original file: proto/venue/bookings/v1/bookings.proto

import type { BookingMode as _venue_bookings_v1_BookingMode, BookingMode__Output as _venue_bookings_v1_BookingMode__Output } from '../../../venue/bookings/v1/BookingMode';
import type { Recurrence as _venue_bookings_v1_Recurrence, Recurrence__Output as _venue_bookings_v1_Recurrence__Output } from '../../../venue/bookings/v1/Recurrence';
import type { CustomFieldValue as _venue_bookings_v1_CustomFieldValue, CustomFieldValue__Output as _venue_bookings_v1_CustomFieldValue__Output } from '../../../venue/bookings/v1/CustomFieldValue';
import type { ItemSelection as _venue_bookings_v1_ItemSelection, ItemSelection__Output as _venue_bookings_v1_ItemSelection__Output } from '../../../venue/bookings/v1/ItemSelection';
import type { Long } from '@grpc/proto-loader';

export interface AddBookingRequest {
  'mode'?: (_venue_bookings_v1_BookingMode);
  'title'?: (string);
  'customer_id'?: (number | string | Long);
  'person_ids'?: (number | string | Long)[];
  'recurrence'?: (_venue_bookings_v1_Recurrence | null);
  'main_resource_id'?: (number | string | Long);
  'part_ids'?: (number | string | Long)[];
  'custom_field_values'?: (_venue_bookings_v1_CustomFieldValue)[];
  'color'?: (string);
  'entrance_hall'?: (boolean);
  'hidden_in_widget'?: (boolean);
  'internal_comments'?: (string);
  'comments'?: (string);
  'items'?: (_venue_bookings_v1_ItemSelection)[];
  'season_id'?: (number | string | Long);
  'ignore_opening_times'?: (boolean);
  '_customer_id'?: "customer_id";
  '_season_id'?: "season_id";
}

export interface AddBookingRequest__Output {
  'mode': (_venue_bookings_v1_BookingMode__Output);
  'title': (string);
  'customer_id'?: (number);
  'person_ids': (number)[];
  'recurrence': (_venue_bookings_v1_Recurrence__Output | null);
  'main_resource_id': (number);
  'part_ids': (number)[];
  'custom_field_values': (_venue_bookings_v1_CustomFieldValue__Output)[];
  'color': (string);
  'entrance_hall': (boolean);
  'hidden_in_widget': (boolean);
  'internal_comments': (string);
  'comments': (string);
  'items': (_venue_bookings_v1_ItemSelection__Output)[];
  'season_id'?: (number);
  'ignore_opening_times': (boolean);
  '_customer_id'?: "customer_id";
  '_season_id'?: "season_id";
}

// Original file: proto/venue/bookings/v1/bookings.proto

import type { RecurrenceRule as _venue_bookings_v1_RecurrenceRule, RecurrenceRule__Output as _venue_bookings_v1_RecurrenceRule__Output } from '../../../venue/bookings/v1/RecurrenceRule';
import type { CategoryFieldValue as _venue_bookings_v1_CategoryFieldValue, CategoryFieldValue__Output as _venue_bookings_v1_CategoryFieldValue__Output } from '../../../venue/bookings/v1/CategoryFieldValue';
import type { ItemSelection as _venue_bookings_v1_ItemSelection, ItemSelection__Output as _venue_bookings_v1_ItemSelection__Output } from '../../../venue/bookings/v1/ItemSelection';
import type { Long } from '@grpc/proto-loader';

export interface AddBookingRequest {
  'mode'?: (string);
  'title'?: (string);
  'customer_id'?: (number | string | Long);
  'persons'?: (number | string | Long)[];
  'rule'?: (_venue_bookings_v1_RecurrenceRule | null);
  'main_resource_id'?: (number | string | Long);
  'part_ids'?: (number | string | Long)[];
  'category_fields'?: (_venue_bookings_v1_CategoryFieldValue)[];
  'color'?: (string);
  'entrance_hall'?: (boolean);
  'hidden_in_widget'?: (boolean);
  'internal_comments'?: (string);
  'comments'?: (string);
  'items'?: (_venue_bookings_v1_ItemSelection)[];
  'season_id'?: (number | string | Long);
  '_customer_id'?: "customer_id";
  '_season_id'?: "season_id";
}

export interface AddBookingRequest__Output {
  'mode': (string);
  'title': (string);
  'customer_id'?: (number);
  'persons': (number)[];
  'rule': (_venue_bookings_v1_RecurrenceRule__Output | null);
  'main_resource_id': (number);
  'part_ids': (number)[];
  'category_fields': (_venue_bookings_v1_CategoryFieldValue__Output)[];
  'color': (string);
  'entrance_hall': (boolean);
  'hidden_in_widget': (boolean);
  'internal_comments': (string);
  'comments': (string);
  'items': (_venue_bookings_v1_ItemSelection__Output)[];
  'season_id'?: (number);
  '_customer_id'?: "customer_id";
  '_season_id'?: "season_id";
}

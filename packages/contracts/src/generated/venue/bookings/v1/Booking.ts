// Original file: proto/venue/bookings/v1/bookings.proto

import type { ResourceEntry as _venue_bookings_v1_ResourceEntry, ResourceEntry__Output as _venue_bookings_v1_ResourceEntry__Output } from '../../../venue/bookings/v1/ResourceEntry';
import type { CustomFieldEntry as _venue_bookings_v1_CustomFieldEntry, CustomFieldEntry__Output as _venue_bookings_v1_CustomFieldEntry__Output } from '../../../venue/bookings/v1/CustomFieldEntry';
import type { BookingStatus as _venue_bookings_v1_BookingStatus, BookingStatus__Output as _venue_bookings_v1_BookingStatus__Output } from '../../../venue/bookings/v1/BookingStatus';
import type { ItemSelection as _venue_bookings_v1_ItemSelection, ItemSelection__Output as _venue_bookings_v1_ItemSelection__Output } from '../../../venue/bookings/v1/ItemSelection';
import type { Long } from '@grpc/proto-loader';

export interface Booking {
  'id'?: (number | string | Long);
  'title'?: (string);
  'resources'?: (_venue_bookings_v1_ResourceEntry)[];
  'custom_fields'?: (_venue_bookings_v1_CustomFieldEntry)[];
  'comments'?: (string);
  'customer_id'?: (number | string | Long);
  'customer_name'?: (string);
  'person_ids'?: (number | string | Long)[];
  'color'?: (string);
  'created_at_ms'?: (number | string | Long);
  'created_by'?: (number | string | Long);
  'entrance_hall'?: (boolean);
  'status'?: (_venue_bookings_v1_BookingStatus);
  'items'?: (_venue_bookings_v1_ItemSelection)[];
  'internal_comments'?: (string);
  'version'?: (number);
  'updated_at_ms'?: (number | string | Long);
  '_customer_id'?: "customer_id";
}

export interface Booking__Output {
  'id': (number);
  'title': (string);
  'resources': (_venue_bookings_v1_ResourceEntry__Output)[];
  'custom_fields': (_venue_bookings_v1_CustomFieldEntry__Output)[];
  'comments': (string);
  'customer_id'?: (number);
  'customer_name': (string);
  'person_ids': (number)[];
  'color': (string);
  'created_at_ms': (number);
  'created_by': (number);
  'entrance_hall': (boolean);
  'status': (_venue_bookings_v1_BookingStatus__Output);
  'items': (_venue_bookings_v1_ItemSelection__Output)[];
  'internal_comments': (string);
  'version': (number);
  'updated_at_ms': (number);
  '_customer_id'?: "customer_id";
}

// The bookings service's field names in its messages, as each v2 endpoint names the parameters
// (inV2Words renames them).
import type { Renames } from '../v2-words.ts';

export const BOOKING_ADD_NAMES: Renames = [
  ['part_ids', 'resource_parts'],
  ['main_resource_id:', 'main_resource:'],
  ['custom_field_values:', 'category_fields:'],
  [' between start_date and end_date', ' in date_from…date_to'],
];

export const AVAILABILITY_NAMES: Renames = [['conditions.value:', 'free_text_field_values_str:']];

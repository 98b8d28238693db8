// The bookings service names the proto fields in its messages (part_ids, start_date…); v2
// clients know the parameters (resource_parts, date_from…). Each endpoint renames them here, so
// the service speaks its own contract and the answers keep their v2 wording.
import { DomainError } from '@venue/platform';

export type Renames = readonly (readonly [string, string])[];

export const BOOKING_ADD_NAMES: Renames = [
  ['part_ids', 'resource_parts'],
  ['main_resource_id:', 'main_resource:'],
  ['custom_field_values:', 'category_fields:'],
  [' between start_date and end_date', ' in date_from…date_to'],
];

export const AVAILABILITY_NAMES: Renames = [
  ['conditions.field_id:', 'free_text_field_ids_str:'],
  ['conditions.value:', 'free_text_field_values_str:'],
];

/** Runs a bookings call; a domain error comes back with the v2 names in its message. */
export async function inV2Words<T>(renames: Renames, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DomainError) || ['unavailable', 'timeout', 'internal'].includes(error.kind)) throw error;
    const message = renames.reduce((text, [from, to]) => text.replaceAll(from, to), error.message);
    throw message === error.message ? error : new DomainError(error.kind, message);
  }
}

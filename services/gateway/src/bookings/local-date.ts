// Y-m-d of a bookings service LocalDate message, as the v2 answers print dates.
import type { bookings } from '@venue/contracts';
import { dateOfParts } from '@venue/platform';

export const ymd = (date: bookings.LocalDate__Output | null) =>
  date ? dateOfParts(date.year, date.month, date.day) : '';

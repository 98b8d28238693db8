// Y-m-d of a bookings service LocalDate message, as the v2 answers print dates.
import type { bookings } from '@venue/contracts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const ymd = (date: bookings.LocalDate__Output | null) =>
  date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : '';

// Dates and times of booking_list, availability and booking_save: checked here with messages
// that name the v2 parameters, then written as the service's LocalDate / minutes of the day.
import { localDateOf, MAX_RANGE_DAYS, MAX_SLOT_MINUTES, MIN_SLOT_MINUTES, type bookings, type common } from '@venue/contracts';
import { addDays, invalid, isDate, isTime, minutesOf, timeOfMinutes } from '@venue/platform';
import { DURATION_PATTERN } from '../schemas/bookings.ts';
import { validateRule } from './booking-rule.ts';

const DURATION = new RegExp(DURATION_PATTERN);

interface RangeParams {
  date_from: string;
  date_to: string;
  time_from?: string | undefined;
  time_to?: string | undefined;
}

/** A date range and an optional daily window; `timeOrder` is the endpoint's message for from >= to. */
function checkRange(params: RangeParams, timeOrder: string): void {
  if (!isDate(params.date_from)) throw invalid('date_from must be a date Y-m-d');
  if (!isDate(params.date_to)) throw invalid('date_to must be a date Y-m-d');
  if (params.date_to < params.date_from) throw invalid('date_to must not be before date_from');
  if (addDays(params.date_from, MAX_RANGE_DAYS) <= params.date_to) throw invalid(`date_from…date_to may span at most ${MAX_RANGE_DAYS} days`);
  if (params.time_from !== undefined && !isTime(params.time_from)) throw invalid('time_from must be H:i');
  if (params.time_to !== undefined && !isTime(params.time_to, true)) throw invalid('time_to must be H:i');
  if (params.time_from !== undefined && params.time_to !== undefined && minutesOf(params.time_from) >= minutesOf(params.time_to)) {
    throw invalid(timeOrder);
  }
}

function window(params: RangeParams): { times?: common.DayTimes } {
  if (params.time_from === undefined && params.time_to === undefined) return {};
  return { times: { start_minute: minutesOf(params.time_from ?? '00:00'), end_minute: minutesOf(params.time_to ?? '24:00') } };
}

/** booking_list: the range as the service's ListBookingsRequest fields. */
export function listRange(params: RangeParams) {
  checkRange(params, 'time_from must be before time_to');
  return { start_date: localDateOf(params.date_from), end_date: localDateOf(params.date_to), ...window(params) };
}

/** availability: the range as the service's AvailabilityRequest fields. */
export function searchRange(params: RangeParams) {
  checkRange(params, 'time_to must be after time_from');
  return { start_date: localDateOf(params.date_from), end_date: localDateOf(params.date_to), ...window(params) };
}

interface SaveParams extends Partial<RangeParams> {
  booking_id?: number | undefined;
}

/** A pair of parameters is given whole or not at all: one without the other is refused. */
function requirePair(params: SaveParams, first: keyof RangeParams, second: keyof RangeParams): boolean {
  const [a, b] = [params[first] !== undefined, params[second] !== undefined];
  if (a && !b) throw invalid(`${second} is required when ${first} is given`);
  if (b && !a) throw invalid(`${first} is required when ${second} is given`);
  return a;
}

/**
 * booking_save: the dates and times the request names, as the service's DateRange / DayTimes.
 * A new booking needs its dates (no times = whole days); an update changes only what is given,
 * so its period is checked whole by the service once it is merged with the booking's own.
 */
export function saveChange(params: SaveParams): { dates?: bookings.DateRange; times?: common.DayTimes } {
  const hasDates = requirePair(params, 'date_from', 'date_to');
  const hasTimes = requirePair(params, 'time_from', 'time_to');
  if (!hasDates && params.booking_id === undefined) throw invalid('date_from is required');
  if (hasDates) {
    const timeFrom = params.time_from ?? '00:00';
    const timeTo = params.time_to ?? '24:00';
    validateRule({ type: 'single', dateFrom: params.date_from!, dateTo: params.date_to!, timeFrom, timeTo, fullDay: !hasTimes });
  } else if (hasTimes) {
    if (!isTime(params.time_from!)) throw invalid('time_from must be H:i (00:00–23:59)');
    if (!isTime(params.time_to!, true)) throw invalid('time_to must be H:i (00:00–24:00)');
  }
  return {
    ...(hasDates && { dates: { first: localDateOf(params.date_from!), last: localDateOf(params.date_to!) } }),
    ...(hasTimes && { times: { start_minute: minutesOf(params.time_from!), end_minute: minutesOf(params.time_to!) } }),
  };
}

/** Minutes of the availability duration: H:i from 00:01 to 24:00 (contracts' slot limits), default 01:00. */
export function durationMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 60;
  const minutes = DURATION.test(value) ? minutesOf(value) : NaN;
  if (!(minutes >= MIN_SLOT_MINUTES && minutes <= MAX_SLOT_MINUTES)) {
    throw invalid(`duration must be H:i from ${timeOfMinutes(MIN_SLOT_MINUTES)} to ${timeOfMinutes(MAX_SLOT_MINUTES)}`);
  }
  return minutes;
}

const COMPARISONS: Record<string, bookings.Comparison> = {
  '': 'COMPARISON_UNSPECIFIED',
  less_than: 'COMPARISON_LESS',
  less_than_et: 'COMPARISON_LESS_OR_EQUAL',
  et: 'COMPARISON_EQUAL',
  great_than: 'COMPARISON_GREATER',
  great_than_et: 'COMPARISON_GREATER_OR_EQUAL',
};

/** A free_text_field_conditions_str entry as the service's comparison. */
export function comparison(condition: string): bookings.Comparison {
  const found = Object.hasOwn(COMPARISONS, condition) ? COMPARISONS[condition] : undefined;
  if (found === undefined) throw invalid(`free_text_field_conditions_str: unknown condition "${condition}"`);
  return found;
}

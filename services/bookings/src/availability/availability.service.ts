// GET availability: which resources to look at (the ones asked for, else all main resources,
// filtered by custom-field conditions and capped by limit), their schedules and the blocking
// instances on them, turned into free slots by availableSlots.
import { invalid, isDate, isTime, minutesOf, notFound, type CallContext } from '@venue/platform';
import type { bookings, resources } from '@venue/contracts';
import type { Db } from '../database.ts';
import type { Peers } from '../clients/peers.ts';
import { busyPeriods, type Period } from '../booking/occupancy.repository.ts';
import { addDays, eachDate, localToInstant } from '../time/zoned-time.ts';
import { availableStarts } from './availability.ts';

const MAX_DAYS = 366;
const CONDITIONS = new Set(['less_than', 'less_than_et', 'et', 'great_than', 'great_than_et', '']);

interface Candidate {
  id: number;
  mainId: number;
  /** The main unit: every booking of the venue makes it busy. A part's own unit, plus only the
   * whole's (exclusive) claims on the main unit: other parts' bookings leave it free. */
  unit: number;
  mainUnit: number;
  customValues: Map<number, string>;
}

function candidatesFrom(list: resources.ListResourcesResponse__Output, requested: number[]): Candidate[] {
  const all = new Map<number, Candidate>();
  for (const main of list.resources) {
    const customValues = new Map(main.custom_fields.map((v) => [v.field_id, v.value]));
    all.set(main.id, { id: main.id, mainId: main.id, unit: main.id, mainUnit: main.id, customValues });
    // A part is busy when booked itself or as part of the whole (whose bookings all occupy the
    // main unit, also those made before the part existed).
    for (const part of main.parts) all.set(part.id, { id: part.id, mainId: main.id, unit: part.id, mainUnit: main.id, customValues });
  }
  if (requested.length === 0) return list.resources.map((main) => all.get(main.id)!);
  return [...new Set(requested)].map((id) => {
    const candidate = all.get(id);
    if (!candidate) throw notFound(`resource ${id} not found`);
    return candidate;
  });
}

function matches(
  candidate: Candidate,
  conditions: bookings.FieldCondition__Output[],
  fields: Map<number, resources.CustomField__Output>,
): boolean {
  return conditions.every(({ field_id, condition, value }) => {
    if (condition === '' || value === '') return true;
    const actual = candidate.customValues.get(field_id);
    if (actual === undefined) return false;
    if (fields.get(field_id)!.type === 'select') return actual === value;
    const a = Number(actual);
    const b = Number(value);
    switch (condition) {
      case 'less_than':
        return a < b;
      case 'less_than_et':
        return a <= b;
      case 'et':
        return a === b;
      case 'great_than':
        return a > b;
      default:
        return a >= b;
    }
  });
}

export async function searchAvailability(db: Db, peers: Peers, context: CallContext, request: bookings.AvailabilityRequest__Output) {
  const { date_from: dateFrom, date_to: dateTo } = request;
  if (!isDate(dateFrom)) throw invalid('date_from must be a date Y-m-d');
  if (!isDate(dateTo)) throw invalid('date_to must be a date Y-m-d');
  if (dateTo < dateFrom) throw invalid('date_to must not be before date_from');
  if (addDays(dateFrom, MAX_DAYS) <= dateTo) throw invalid(`date_from…date_to may span at most ${MAX_DAYS} days`);
  if (request.time_from !== undefined && !isTime(request.time_from)) throw invalid('time_from must be H:i');
  if (request.time_to !== undefined && !isTime(request.time_to, true)) throw invalid('time_to must be H:i');
  if (request.time_from !== undefined && request.time_to !== undefined && minutesOf(request.time_from) >= minutesOf(request.time_to)) {
    throw invalid('time_to must be after time_from');
  }
  if (request.duration <= 0) throw invalid('duration must be longer than 00:00');
  if (request.duration > 1440) throw invalid('duration must be at most 24:00');
  if (request.limit !== undefined && request.limit < 0) throw invalid('limit must not be negative');

  const list = await peers.resources.ListResources({}, context);
  const fields = new Map(list.custom_fields.map((f) => [f.id, f]));
  for (const { field_id, condition, value } of request.conditions) {
    const field = fields.get(field_id);
    if (!field) throw invalid(`free_text_field_ids_str: unknown custom field id ${field_id}`);
    if (!CONDITIONS.has(condition)) throw invalid(`free_text_field_conditions_str: unknown condition "${condition}"`);
    if (field.type === 'numeric' && value !== '' && !Number.isFinite(Number(value))) {
      throw invalid(`free_text_field_values_str: field ${field_id} (${field.name}) compares numbers`);
    }
  }
  let candidates = candidatesFrom(list, request.resource_ids).filter((c) => matches(c, request.conditions, fields));
  if (request.limit !== undefined && request.limit > 0) candidates = candidates.slice(0, request.limit);
  if (candidates.length === 0) return [];

  const mainIds = [...new Set(candidates.map((c) => c.mainId))];
  const { schedules } = await peers.resources.ListSchedules({ resource_ids: mainIds }, context);
  const scheduleOf = new Map(schedules.map((s) => [s.resource_id, s]));
  // One day of margin on both sides: instances across midnight still count.
  const from = localToInstant(addDays(dateFrom, -1), '00:00', context.timezone);
  const to = localToInstant(addDays(dateTo, 1), '24:00', context.timezone);
  const busy = await busyPeriods(db, [...new Set(candidates.flatMap((c) => [c.unit, c.mainUnit]))], from, to);
  const dates = eachDate(dateFrom, dateTo);
  // Grouped once, so each resource reads only its own units' periods.
  const busyByUnit = new Map<number, Period[]>();
  for (const period of busy) {
    const list = busyByUnit.get(period.unitId);
    if (list) list.push(period);
    else busyByUnit.set(period.unitId, [period]);
  }

  return candidates.map((candidate) => {
    const schedule = scheduleOf.get(candidate.mainId);
    const starts = availableStarts({
      dates,
      openingTimes: schedule?.opening_times ?? [],
      holidays: schedule?.holidays ?? [],
      busy:
        candidate.unit === candidate.mainUnit
          ? (busyByUnit.get(candidate.unit) ?? [])
          : [...(busyByUnit.get(candidate.unit) ?? []), ...(busyByUnit.get(candidate.mainUnit) ?? []).filter((p) => !p.shared)],
      ...(request.time_from !== undefined && { timeFrom: request.time_from }),
      ...(request.time_to !== undefined && { timeTo: request.time_to }),
      durationMinutes: request.duration,
      timeZone: context.timezone,
    });
    return {
      resource_id: candidate.id,
      dates: dates.map((date) => ({ date, starts: starts[date] ?? [] })),
    };
  });
}

// The availability search: which resources to look at (the ones asked for, else all main
// resources, filtered by custom-field conditions and capped by limit), their schedules and the
// blocking occupancy on them, turned into free windows by freeWindows.
import { MAX_SLOT_MINUTES, MIN_SLOT_MINUTES } from '@venue/contracts';
import {
  addDays,
  checkDeadline,
  instantToLocal,
  invalid,
  localToInstant,
  minutesOf,
  notFound,
  type Admit,
  type CallContext,
} from '@venue/platform';
import { SEARCHED_SLOT_BYTES } from '../answer-limits.ts';
import type { Db } from '../database.ts';
import { requireDateRange } from '../date-rules.ts';
import { eachDate } from '../each-date.ts';
import { handled } from '../handled.ts';
import type { CustomFieldDefinition, MainResource, ResourceCatalog } from '../ports.ts';
import { busyPeriods, type UnitBusyPeriods } from '../booking/occupancy.repository.ts';
import { freeWindows } from './availability.ts';

export type Comparison = 'less' | 'less_or_equal' | 'equal' | 'greater' | 'greater_or_equal';

/** A condition on a custom field; without a comparison or a value it matches every resource. */
export interface FieldCondition {
  fieldId: number;
  comparison?: Comparison;
  value: string;
}

export interface AvailabilityQuery {
  /** None: every main resource. */
  resourceIds: number[];
  dateFrom: string;
  dateTo: string;
  /** A daily window H:i–H:i; absent: the whole day. */
  window?: { from: string; to: string };
  durationMinutes: number;
  conditions: FieldCondition[];
  /** 0: no limit. */
  limit: number;
}

export interface AvailabilityAnswer {
  /** Every date of the search, in order (none when no resource matched). */
  dates: string[];
  /** Per resource, its free windows as flat triples (index into dates, from, to): see freeWindows. */
  resources: { resourceId: number; windows: number[] }[];
}

interface Candidate {
  id: number;
  mainId: number;
  /** The main unit: every booking of the venue makes it busy. A part's own unit, plus only the
   * whole's (exclusive) claims on the main unit: other parts' bookings leave it free. */
  unit: number;
  mainUnit: number;
  customValues: Map<number, string>;
}

function candidatesFrom(mains: MainResource[], requested: number[]): Candidate[] {
  const all = new Map<number, Candidate>();
  for (const main of mains) {
    all.set(main.id, { id: main.id, mainId: main.id, unit: main.id, mainUnit: main.id, customValues: main.customValues });
    // A part is busy when booked itself or as part of the whole (whose bookings all occupy the
    // main unit, also those made before the part existed).
    for (const partId of main.partIds) all.set(partId, { id: partId, mainId: main.id, unit: partId, mainUnit: main.id, customValues: main.customValues });
  }
  if (requested.length === 0) return mains.map((main) => all.get(main.id)!);
  return [...new Set(requested)].map((id) => {
    const candidate = all.get(id);
    if (!candidate) throw notFound(`resource ${id} not found`);
    return candidate;
  });
}

function compare(comparison: Comparison, a: number, b: number): boolean {
  switch (comparison) {
    case 'less':
      return a < b;
    case 'less_or_equal':
      return a <= b;
    case 'equal':
      return a === b;
    case 'greater':
      return a > b;
    case 'greater_or_equal':
      return a >= b;
  }
}

function matches(candidate: Candidate, conditions: FieldCondition[], fields: Map<number, CustomFieldDefinition>): boolean {
  return conditions.every(({ fieldId, comparison, value }) => {
    if (comparison === undefined || value === '') return true;
    const actual = candidate.customValues.get(fieldId);
    if (actual === undefined) return false;
    if (fields.get(fieldId)!.type === 'select') return actual === value;
    return compare(comparison, Number(actual), Number(value));
  });
}

/** Conditions must name the manager's fields (404 like any unknown id), and compare numbers with numbers. */
function checkConditions(conditions: FieldCondition[], fields: Map<number, CustomFieldDefinition>): void {
  for (const { fieldId, value } of conditions) {
    const field = fields.get(fieldId);
    if (!field) throw notFound(`custom field ${fieldId} not found`);
    if (field.type === 'numeric' && value !== '' && !Number.isFinite(Number(value))) {
      throw invalid(`conditions.value: field ${fieldId} (${field.name}) compares numbers`);
    }
  }
}

/** A slot lasts a whole number of minutes, at least a minute and at most a day (contracts' limits). */
export function requireSlotDuration(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < MIN_SLOT_MINUTES || minutes > MAX_SLOT_MINUTES)
    throw invalid(`duration_minutes must be ${MIN_SLOT_MINUTES}…${MAX_SLOT_MINUTES}`);
}

/**
 * The most slots one search may offer (every resource, every day, the whole window cut into
 * consecutive slots): 200 resources × 31 days of hourly slots (148,800) fit; a year of one-minute
 * slots for 100 resources (52 million) does not. Checked before any schedule or booking is read.
 */
export const MAX_SEARCH_SLOTS = 200_000;

/** The most slots the search may offer, refused beyond MAX_SEARCH_SLOTS. */
function requireBoundedSearch(query: AvailabilityQuery, resources: number, days: number): number {
  const windowMinutes = query.window ? minutesOf(query.window.to) - minutesOf(query.window.from) : 24 * 60;
  const perDay = Math.max(0, Math.floor(windowMinutes / query.durationMinutes));
  const most = resources * days * perDay;
  if (most > MAX_SEARCH_SLOTS) {
    throw invalid(
      `this search could offer up to ${most} slots (${resources} resources × ${days} days × ${perDay} a day); ` +
        `at most ${MAX_SEARCH_SLOTS} are allowed: ask for fewer days or resources, a longer duration or a shorter time window`,
    );
  }
  return most;
}

/**
 * Free windows of the resources asked for. Bounded before any schedule or booking is read, and
 * `admit` reserves the memory the most slots it may offer hold (answer-limits.ts).
 */
export async function searchAvailability(
  deps: { db: Db; resources: ResourceCatalog },
  context: CallContext,
  query: AvailabilityQuery,
  admit: Admit,
): Promise<AvailabilityAnswer> {
  requireDateRange(query);
  requireSlotDuration(query.durationMinutes);
  const { resources: mains, customFields } = await deps.resources.mainResources(context);
  const fields = new Map(customFields.map((f) => [f.id, f]));
  checkConditions(query.conditions, fields);
  let candidates = candidatesFrom(mains, query.resourceIds).filter((c) => matches(c, query.conditions, fields));
  if (query.limit > 0) candidates = candidates.slice(0, query.limit);
  if (candidates.length === 0) return { dates: [], resources: [] };
  const dates = eachDate(query.dateFrom, query.dateTo);
  const slots = requireBoundedSearch(query, candidates.length, dates.length);
  await admit(slots * SEARCHED_SLOT_BYTES);

  // One day of margin on both sides: instances across midnight still count.
  const from = localToInstant(addDays(query.dateFrom, -1), '00:00', context.timezone);
  const to = localToInstant(addDays(query.dateTo, 1), '24:00', context.timezone);
  // The schedules and every slice's busy periods are asked for at once; each slice is computed
  // as soon as its periods arrive, while Postgres still reads the next (see busySlices).
  const schedules = deps.resources.schedules(context, [...new Set(candidates.map((c) => c.mainId))]);
  const slices = busySlices(candidates).map((slice) => ({
    candidates: slice,
    busy: handled(busyPeriods(deps.db, [...new Set(slice.flatMap((c) => [c.unit, c.mainUnit]))], from, to)),
  }));
  const scheduleOf = await schedules;
  const local = instantToLocal(new Date(), context.timezone);
  const now = { date: local.date, minute: minutesOf(local.time) };

  const resources: AvailabilityAnswer['resources'] = [];
  for (const slice of slices) {
    const busyOf = busyByUnit(await slice.busy);
    for (const candidate of slice.candidates) {
      // A search the caller has given up on stops here instead of computing for nobody.
      checkDeadline(context);
      const schedule = scheduleOf.get(candidate.mainId);
      const own = busyOf.get(candidate.unit);
      const windows = freeWindows({
        dates,
        openingTimes: schedule?.openingTimes ?? [],
        holidays: schedule?.holidays ?? [],
        busy:
          candidate.unit === candidate.mainUnit
            ? joined([own?.exclusive, own?.shared])
            : joined([own?.exclusive, own?.shared, busyOf.get(candidate.mainUnit)?.exclusive]),
        ...(query.window && { timeFrom: query.window.from, timeTo: query.window.to }),
        durationMinutes: query.durationMinutes,
        timeZone: context.timezone,
      });
      resources.push({ resourceId: candidate.id, windows: notBegun(windows, dates, query.durationMinutes, now) });
    }
  }
  return { dates, resources };
}

/**
 * A large search reads its busy periods in a few slices of resources, each on its own connection,
 * so that Postgres reads the next slice (on the other core) while this process computes the
 * slots of the one that arrived: reading and computing overlap instead of adding up. Slices hold
 * at least SLICE_RESOURCES resources, and there are at most MAX_SLICES, so that one search takes
 * a few of the pool's connections at most.
 */
const SLICE_RESOURCES = 50;
const MAX_SLICES = 4;

export function busySlices<T>(candidates: T[]): T[][] {
  const count = Math.max(1, Math.min(MAX_SLICES, Math.floor(candidates.length / SLICE_RESOURCES)));
  const size = Math.ceil(candidates.length / count);
  const slices: T[][] = [];
  for (let at = 0; at < candidates.length; at += size) slices.push(candidates.slice(at, at + size));
  return slices;
}

/** Each unit's periods: its exclusive claims apart from the shared ones (a part reads only the first of its whole's). */
function busyByUnit(busy: UnitBusyPeriods[]) {
  const byUnit = new Map<number, { exclusive?: Float64Array; shared?: Float64Array }>();
  for (const { unitId, shared, periods } of busy) {
    const unit = byUnit.get(unitId) ?? {};
    unit[shared ? 'shared' : 'exclusive'] = periods;
    byUnit.set(unitId, unit);
  }
  return byUnit;
}

const NONE = new Float64Array(0);

/** Pair lists as one (freeWindows sorts it when needed); the list itself when there is one. */
function joined(lists: (Float64Array | undefined)[]): Float64Array {
  const present = lists.filter((list): list is Float64Array => list !== undefined && list.length > 0);
  if (present.length <= 1) return present[0] ?? NONE;
  const result = new Float64Array(present.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of present) {
    result.set(list, at);
    at += list.length;
  }
  return result;
}

/**
 * Time moves forward: no slot that has begun by now (this minute included) is offered. Today's
 * windows start at their first slot after now, on the same grid of slots.
 */
export function notBegun(windows: number[], dates: string[], duration: number, now: { date: string; minute: number }): number[] {
  if (dates.length === 0 || dates[0]! > now.date) return windows;
  const result: number[] = [];
  for (let i = 0; i < windows.length; i += 3) {
    const date = dates[windows[i]!]!;
    let from = windows[i + 1]!;
    const to = windows[i + 2]!;
    if (date < now.date) continue;
    if (date === now.date && from <= now.minute) from += duration * Math.ceil((now.minute + 1 - from) / duration);
    if (from + duration <= to) result.push(windows[i]!, from, to);
  }
  return result;
}

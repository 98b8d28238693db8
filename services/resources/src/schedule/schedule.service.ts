// Weekly opening times (several windows a day) and holidays. They belong to main resources;
// a part follows its main resource's schedule. Writes run within the caller's deadline.
//
// A window's times are minutes after local midnight (0 to 1440, the end of the day); the table
// keeps them as H:i text, as it always has (time_from, time_to), and this module converts.
// Holidays are Y-m-d dates, both ends included.
import { isInYearRange, MAX_YEAR, MIN_YEAR, MINUTES_PER_DAY } from '@venue/contracts';
import {
  invalid,
  isDate,
  minutesOf,
  notFound,
  timeOfMinutes,
  transactionWithin,
  type CallContext,
} from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { findResource, findResourceNames } from '../resource/resource.repository.ts';
import { checkText } from '../text.ts';
import {
  deleteHoliday,
  insertHoliday,
  listHolidaysOf,
  listOpeningTimesOf,
  replaceOpeningTimes,
} from './schedule.repository.ts';

/** The resource must be the manager's and a main resource; with lock, its row stays locked. */
async function requireMainResource(
  db: Executor,
  managerId: number,
  resourceId: number,
  lock = false,
): Promise<void> {
  const resource = await findResource(db, managerId, resourceId, { forUpdate: lock });
  if (!resource) throw notFound(`resource ${resourceId} not found`);
  if (resource.parent_id !== null) {
    throw invalid(`resource_id: resource ${resourceId} is a part; its schedule is its main resource's`);
  }
}

/**
 * The schedules of these resources (a part's is its main resource's), in the order asked, with
 * three queries whatever the number of resources: availability asks for hundreds at once.
 */
export async function getSchedules(db: Executor, managerId: number, resourceIds: number[]) {
  const owners = new Map(
    (await findResourceNames(db, managerId, resourceIds)).map((r) => [r.id, r.parent_id ?? r.id]),
  );
  const missing = resourceIds.find((id) => !owners.has(id));
  if (missing !== undefined) throw notFound(`resource ${missing} not found`);
  const ownerIds = [...new Set(owners.values())];
  const [openingTimes, holidays] = await Promise.all([
    listOpeningTimesOf(db, managerId, ownerIds),
    listHolidaysOf(db, managerId, ownerIds),
  ]);
  return resourceIds.map((id) => {
    const owner = owners.get(id)!;
    return {
      resourceId: owner,
      openingTimes: openingTimes.filter((w) => w.resource_id === owner).map(openingWindowOf),
      holidays: holidays.filter((h) => h.resource_id === owner),
    };
  });
}

export async function getSchedule(db: Executor, managerId: number, resourceId: number) {
  const [schedule] = await getSchedules(db, managerId, [resourceId]);
  return schedule!;
}

/** A window of a weekday (1 = Monday … 7 = Sunday) in which the venue is open. */
export interface OpeningWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A stored window (H:i text) in minutes. */
export function openingWindowOf(row: { weekday: number; time_from: string; time_to: string }): OpeningWindow {
  return { weekday: row.weekday, startMinute: minutesOf(row.time_from), endMinute: minutesOf(row.time_to) };
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks a week of opening windows (weekday 1–7, times 0…1440 with the start before the end, no
 * overlap within a day; touching windows are fine) and returns them sorted by day and time.
 */
export function checkOpeningTimes(windows: OpeningWindow[]): OpeningWindow[] {
  if (windows.length > 7 * 24) throw invalid('opening_times: too many windows');
  windows.forEach(({ weekday, startMinute, endMinute }, index) => {
    if (!isWhole(weekday, 1, 7)) throw invalid(`opening_times[${index}].weekday must be 1 (Monday) to 7 (Sunday)`);
    if (!isWhole(startMinute, 0, MINUTES_PER_DAY) || !isWhole(endMinute, 0, MINUTES_PER_DAY)) {
      throw invalid(`opening_times[${index}]: times are minutes of the day, 0 to ${MINUTES_PER_DAY}`);
    }
    if (startMinute >= endMinute) throw invalid(`opening_times[${index}]: from must be before to`);
  });
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.weekday === current.weekday && current.startMinute < previous.endMinute) {
      throw invalid(`opening_times: windows overlap on weekday ${current.weekday}`);
    }
  }
  return sorted;
}

export async function setOpeningTimes(db: Db, context: CallContext, resourceId: number, windows: OpeningWindow[]) {
  const { managerId } = context;
  const rows = checkOpeningTimes(windows).map((w) => ({
    weekday: w.weekday,
    time_from: timeOfMinutes(w.startMinute),
    time_to: timeOfMinutes(w.endMinute),
  }));
  return transactionWithin(db, context, async (trx) => {
    // The row lock makes concurrent replacements take turns: without it two calls both delete
    // the old week and both insert theirs, leaving a mix of the two (overlaps included).
    await requireMainResource(trx, managerId, resourceId, true);
    await replaceOpeningTimes(trx, managerId, resourceId, rows);
    // Read back inside the transaction: the answer is the week this call stored.
    return getSchedule(trx, managerId, resourceId);
  });
}

export async function addHoliday(
  db: Db,
  context: CallContext,
  input: { resourceId: number; title: string; startDate: string; endDate: string },
) {
  const { managerId } = context;
  const title = input.title.trim();
  if (title === '' || title.length > 255) throw invalid('title is required (at most 255 characters)');
  checkText('title', title, 255);
  requireStorableDate('start_date', input.startDate);
  requireStorableDate('end_date', input.endDate);
  if (input.startDate > input.endDate) throw invalid('start_date must not be after end_date');
  await requireMainResource(db, managerId, input.resourceId);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  return transactionWithin(db, context, (trx) =>
    insertHoliday(trx, {
      manager_id: managerId,
      resource_id: input.resourceId,
      title,
      date_from: input.startDate,
      date_to: input.endDate,
    }),
  );
}

/** A calendar date (Y-m-d) within the years every service stores (contracts' limits). */
function requireStorableDate(field: string, date: string): void {
  if (!isDate(date)) throw invalid(`${field} must be a date Y-m-d`);
  if (!isInYearRange(date)) throw invalid(`${field} must be a date from ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31`);
}

export async function removeHoliday(db: Db, context: CallContext, id: number): Promise<number> {
  const row = await transactionWithin(db, context, (trx) => deleteHoliday(trx, context.managerId, id));
  if (!row) throw notFound(`holiday ${id} not found`);
  return row.id;
}

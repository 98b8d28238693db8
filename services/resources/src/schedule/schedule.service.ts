// Weekly opening times (several windows a day) and holidays. They belong to main resources;
// a part follows its main resource's schedule. Writes run within the caller's deadline.
import {
  invalid,
  isDate,
  isTime,
  minutesOf,
  notFound,
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
      openingTimes: openingTimes.filter((w) => w.resource_id === owner),
      holidays: holidays.filter((h) => h.resource_id === owner),
    };
  });
}

export async function getSchedule(db: Executor, managerId: number, resourceId: number) {
  const [schedule] = await getSchedules(db, managerId, [resourceId]);
  return schedule!;
}

export interface OpeningWindow {
  weekday: number;
  time_from: string;
  time_to: string;
}

/**
 * Checks a week of opening windows (weekday 1–7, H:i times, "to" may be 24:00, from before to,
 * no overlap within a day; touching windows are fine) and returns them sorted by day and time.
 */
export function checkOpeningTimes(windows: { weekday: number; from: string; to: string }[]): OpeningWindow[] {
  if (windows.length > 7 * 24) throw invalid('opening_times: too many windows');
  const rows = windows.map(({ weekday, from, to }, index) => {
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
      throw invalid(`opening_times[${index}].weekday must be 1 (Monday) to 7 (Sunday)`);
    }
    if (!isTime(from)) throw invalid(`opening_times[${index}].from must be H:i`);
    if (!isTime(to, true)) throw invalid(`opening_times[${index}].to must be H:i (24:00 allowed)`);
    if (minutesOf(from) >= minutesOf(to)) throw invalid(`opening_times[${index}]: from must be before to`);
    return { weekday, time_from: from, time_to: to };
  });
  const sorted = [...rows].sort(
    (a, b) => a.weekday - b.weekday || minutesOf(a.time_from) - minutesOf(b.time_from),
  );
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.weekday === current.weekday && minutesOf(current.time_from) < minutesOf(previous.time_to)) {
      throw invalid(`opening_times: windows overlap on weekday ${current.weekday}`);
    }
  }
  return sorted;
}

export async function setOpeningTimes(
  db: Db,
  context: CallContext,
  resourceId: number,
  windows: { weekday: number; from: string; to: string }[],
) {
  const { managerId } = context;
  const sorted = checkOpeningTimes(windows);
  return transactionWithin(db, context, async (trx) => {
    // The row lock makes concurrent replacements take turns: without it two calls both delete
    // the old week and both insert theirs, leaving a mix of the two (overlaps included).
    await requireMainResource(trx, managerId, resourceId, true);
    await replaceOpeningTimes(trx, managerId, resourceId, sorted);
    // Read back inside the transaction: the answer is the week this call stored.
    return getSchedule(trx, managerId, resourceId);
  });
}

export async function addHoliday(
  db: Db,
  context: CallContext,
  input: { resourceId: number; title: string; from: string; to: string },
) {
  const { managerId } = context;
  const title = input.title.trim();
  if (title === '' || title.length > 255) throw invalid('title is required (at most 255 characters)');
  checkText('title', title, 255);
  if (!isDate(input.from)) throw invalid('from must be a date Y-m-d');
  if (!isDate(input.to)) throw invalid('to must be a date Y-m-d');
  if (input.from > input.to) throw invalid('from must not be after to');
  await requireMainResource(db, managerId, input.resourceId);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  return transactionWithin(db, context, (trx) =>
    insertHoliday(trx, {
      manager_id: managerId,
      resource_id: input.resourceId,
      title,
      date_from: input.from,
      date_to: input.to,
    }),
  );
}

export async function removeHoliday(db: Db, context: CallContext, id: number): Promise<number> {
  const row = await transactionWithin(db, context, (trx) => deleteHoliday(trx, context.managerId, id));
  if (!row) throw notFound(`holiday ${id} not found`);
  return row.id;
}

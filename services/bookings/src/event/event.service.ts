// Calendar events (spec 2.5): a booking published for display with its marketing data. Setting
// or removing the data is a change of the booking: its version goes up and booking.updated is
// published through the outbox in the same transaction, like any other booking change.
import { MINUTES_PER_DAY } from '@venue/contracts';
import {
  instantToLocal,
  invalid,
  localToInstant,
  minutesOf,
  notFound,
  timeOfMinutes,
  transactionWithin,
  type Admit,
  type CallContext,
  type OutboxRelay,
} from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { BOOKING_UPDATED, publishBookingEvent } from '../booking/booking.events.ts';
import { findBooking, instancesOf, updateBookingRow } from '../booking/booking.repository.ts';
import type { LocalMoment } from '../booking/booking.query.ts';
import { answerTooLarge, heldBytes, LISTED_EVENT_BYTES, MAX_LISTED_EVENTS, requireAnswerFits } from '../answer-limits.ts';
import { requireDateRange } from '../date-rules.ts';
import {
  deleteEvent,
  shownEvents,
  shownEventsSize,
  upsertEvent,
  type ListedEventRow,
} from './event.repository.ts';
import type { EventFields } from './event.table.ts';

export interface EventDeps {
  db: Db;
  relay: OutboxRelay;
}

/**
 * A calendar event's data as a manager sets it: the texts and flags as stored, and the times
 * the doors open and the event begins as minutes after local midnight (null: not given). The
 * table keeps those times as H:i text ('' for none), as it always has; this module converts.
 */
export type EventData = Omit<EventFields, 'entrance_time' | 'beginning_time'> & {
  entranceMinute: number | null;
  beginningMinute: number | null;
};

export interface EventView {
  bookingId: number;
  fields: EventData;
  /** The booking's first start and last end; null for a booking without instances. */
  firstStart: LocalMoment | null;
  lastEnd: LocalMoment | null;
}

/** Texts are bounded so a row stays a row; the gateway checks the same with v2 messages. */
const MAX_TEXT = 10_000;

/** The data as the table keeps it, once its texts and times are checked. */
function storedFields({ entranceMinute, beginningMinute, ...texts }: EventData): EventFields {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === 'string' && value.length > MAX_TEXT) throw invalid(`${name} is too long`);
  }
  return { ...texts, entrance_time: storedTime('entrance_minute', entranceMinute), beginning_time: storedTime('beginning_minute', beginningMinute) };
}

/** A time of the event's day (0 … 1439 minutes) as H:i text; '' for none. */
function storedTime(field: string, minute: number | null): string {
  if (minute === null) return '';
  if (!Number.isInteger(minute) || minute < 0 || minute >= MINUTES_PER_DAY) throw invalid(`${field} must be 0…${MINUTES_PER_DAY - 1}`);
  return timeOfMinutes(minute);
}

const minuteOf = (time: string): number | null => (time === '' ? null : minutesOf(time));

/** Sets or removes the data and publishes the booking's change, in one transaction. */
async function changeEvent(
  deps: EventDeps,
  context: CallContext,
  bookingId: number,
  change: (trx: Executor) => Promise<boolean>,
): Promise<boolean> {
  const changed = await transactionWithin(deps.db, context, async (trx) => {
    const locked = await findBooking(trx, context.managerId, bookingId, true);
    if (!locked) throw notFound(`booking ${bookingId} not found`);
    if (!(await change(trx))) return false;
    // Touching the row bumps its version (trigger), so consumers see a newer booking.
    const updated = await updateBookingRow(trx, context.managerId, bookingId, {});
    const instances = await instancesOf(trx, context.managerId, [bookingId]);
    await publishBookingEvent(trx, BOOKING_UPDATED, updated, instances, { timeZone: context.timezone });
    return true;
  });
  if (changed) deps.relay.kick();
  return changed;
}

export async function setEvent(
  deps: EventDeps,
  context: CallContext,
  bookingId: number,
  data: EventData,
): Promise<void> {
  const fields = storedFields(data);
  await changeEvent(deps, context, bookingId, async (trx) => {
    await upsertEvent(trx, context.managerId, bookingId, fields);
    return true;
  });
}

/** false when the booking had no event data (nothing is published then). */
export function unsetEvent(deps: EventDeps, context: CallContext, bookingId: number): Promise<boolean> {
  return changeEvent(deps, context, bookingId, (trx) => deleteEvent(trx, context.managerId, bookingId));
}

/** An end at local midnight is shown as 24:00 of the date before: a whole day ends on its own date. */
function endMoment(at: Date, timeZone: string): LocalMoment {
  const local = instantToLocal(at, timeZone);
  if (local.time !== '00:00') return local;
  const before = instantToLocal(new Date(at.getTime() - 60_000), timeZone);
  return { date: before.date, time: '24:00' };
}

function toView(row: ListedEventRow, timeZone: string): EventView {
  const { booking_id, first_start, last_end, entrance_time, beginning_time, ...texts } = row;
  return {
    bookingId: booking_id,
    fields: { ...texts, entranceMinute: minuteOf(entrance_time), beginningMinute: minuteOf(beginning_time) },
    firstStart: first_start ? instantToLocal(first_start, timeZone) : null,
    lastEnd: last_end ? endMoment(last_end, timeZone) : null,
  };
}

/**
 * Shown events whose booking has an instance overlapping the dates (Y-m-d, both included). Sized
 * before they are read: `admit` reserves the memory they will hold (answer-limits.ts).
 */
export async function listEvents(
  deps: EventDeps,
  context: CallContext,
  range: { dateFrom: string; dateTo: string },
  admit: Admit,
): Promise<EventView[]> {
  requireDateRange(range);
  const from = localToInstant(range.dateFrom, '00:00', context.timezone);
  const to = localToInstant(range.dateTo, '24:00', context.timezone);
  // Bounded before the answer is read: at most MAX_LISTED_EVENTS events whose texts can fit in one
  // answer (answer-limits.ts).
  const size = await shownEventsSize(deps.db, context.managerId, { from, to }, MAX_LISTED_EVENTS + 1);
  if (size.events > MAX_LISTED_EVENTS)
    throw answerTooLarge(`more than ${MAX_LISTED_EVENTS} events in the range`);
  requireAnswerFits(`${size.events} events`, size.textBytes, size.events);
  await admit(heldBytes(size.events, LISTED_EVENT_BYTES, size.textBytes));
  const rows = await shownEvents(deps.db, context.managerId, { range: { from, to } });
  return rows.map((row) => toView(row, context.timezone));
}

export async function getEvent(deps: EventDeps, context: CallContext, bookingId: number): Promise<EventView> {
  const [row] = await shownEvents(deps.db, context.managerId, { bookingId });
  if (!row) throw notFound(`event ${bookingId} not found`);
  return toView(row, context.timezone);
}

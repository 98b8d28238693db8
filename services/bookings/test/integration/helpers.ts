// Domain pieces of the bookings integration tests (not a test file itself): resources and
// bookings set up through the HTTP API, row counts of the bookings tables and a collector of the
// published booking events. Managers, envelope assertions and SQL access come from @venue/testing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { type EventEnvelope } from '@venue/platform';
import type { DocumentEvent } from '@venue/contracts/events';
import {
  EventLog as SharedEventLog,
  expectFailure,
  expectOk,
  rowCounts as countTables,
  type ApiAnswer,
  type TestManager,
  type TestStack,
} from '@venue/testing';

export { sleep };

/**
 * A document event as billing publishes it, under a new message id (invoice RE-1 of the
 * manager's bookings, Berlin time unless `extra` says otherwise), for applyDocumentEvent.
 */
export function documentEvent(
  subject: string,
  managerId: number,
  bookingIds: number[],
  extra: Partial<DocumentEvent> = {},
): EventEnvelope<DocumentEvent> {
  return {
    id: randomUUID(),
    subject,
    occurred_at: new Date().toISOString(),
    data: { schema_version: 1, manager_id: managerId, document_id: 1, number: 'RE-1', booking_ids: bookingIds, time_zone: 'Europe/Berlin', ...extra },
  };
}

/** The message of a 409 for a taken time. */
export const CONFLICT = /^the time is already booked/;

/** Creates a resource (or a part with parent_id) and returns its id. */
export async function addResource(manager: TestManager, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const data = expectOk(await manager.post('/api/v2/resource_add', { title, ...extra }));
  assert.equal(typeof data.id, 'number');
  return data.id as number;
}

/** A main resource with parts; returns the ids. */
export async function addVenue(manager: TestManager, title: string, parts: string[] = [], extra: Record<string, unknown> = {}) {
  const main = await addResource(manager, title, extra);
  const partIds: number[] = [];
  for (const part of parts) partIds.push(await addResource(manager, part, { parent_id: main }));
  return { main, parts: partIds };
}

/** booking_add body for one timed booking of the whole main resource (override what differs). */
export function singleBody(main: number, date: string, from: string, to: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: date,
    date_to: date,
    time_from: from,
    time_to: to,
    main_resource: main,
    resource_parts: { [main]: [] },
    ...extra,
  };
}

export function bookingAdd(manager: TestManager, body: Record<string, unknown>, options: { form?: boolean } = {}): Promise<ApiAnswer> {
  return manager.post('/api/v2/booking_add', body, options);
}

/** booking_add that must succeed; returns the booking id. */
export async function addBooking(manager: TestManager, body: Record<string, unknown>, options: { form?: boolean } = {}): Promise<number> {
  const data = expectOk(await bookingAdd(manager, body, options));
  assert.ok(Array.isArray(data) && data.length === 1, JSON.stringify(data));
  assert.equal(typeof data[0].id, 'number');
  assert.equal(typeof data[0].message, 'string');
  return data[0].id as number;
}

/** A part booking (or, with parts [], the whole) at one date and time. */
export function partsBody(main: number, parts: number[], date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return singleBody(main, date, from, to, { resource_parts: { [main]: parts }, ...extra });
}

/** The booking detail (booking/<id>) data. */
export async function detailOf(manager: TestManager, id: number) {
  return expectOk(await manager.get(`/api/v2/booking/${id}`));
}

export interface Instance {
  id: number;
  resource_id: number;
  resource: string;
  from: string;
  to: string;
  custom_fields: unknown;
}

/** The instances of a booking detail, over all its resource entries. */
export async function instancesOf(manager: TestManager, id: number): Promise<Instance[]> {
  const booking = await detailOf(manager, id);
  return (booking.resources as { instances: Instance[] }[]).flatMap((r) => r.instances);
}

/** [from, to] pairs of a booking's instances. */
export async function spansOf(manager: TestManager, id: number): Promise<[string, string][]> {
  return (await instancesOf(manager, id)).map((i) => [i.from, i.to]);
}

/** The tables that booking calls write: the bookings schema and customers, which booking_save may write. */
const BOOKING_TABLES = {
  booking: 'bookings.booking',
  booking_instance: 'bookings.booking_instance',
  occupancy: 'bookings.occupancy',
  outbox: 'bookings.outbox',
  customer: 'customers.customer',
} as const;

export type RowCounts = Record<keyof typeof BOOKING_TABLES, number>;

/** Row counts of every bookings table (and of customers), read in one statement. */
export async function rowCounts(sql: pg.Pool): Promise<RowCounts> {
  const counts = await countTables(sql, Object.values(BOOKING_TABLES));
  return Object.fromEntries(Object.entries(BOOKING_TABLES).map(([name, table]) => [name, counts[table]])) as RowCounts;
}

/** Runs a call that must fail and checks that nothing was written. Returns the message. */
export async function expectRejectedWithoutWrites(
  stack: TestStack,
  sql: pg.Pool,
  call: () => Promise<ApiAnswer>,
  status: number,
  messagePattern?: RegExp,
): Promise<string> {
  // Outbox rows of earlier writes may still be on their way out; publish them first.
  await stack.bookings.relay.flush();
  const before = await rowCounts(sql);
  const message = expectFailure(await call(), status, messagePattern);
  assert.deepEqual(await rowCounts(sql), before, `nothing is written (${message})`);
  return message;
}

export type BookingEvent = EventEnvelope<{
  booking_id: number;
  manager_id: number;
  customer_id: number | null;
  main_resource_id: number;
  status: string;
  title: string;
  instances: { id: number; resource_id: number; from: string; to: string }[];
  items: unknown[];
  /** The booking's aggregate version: consumers apply only newer ones. */
  version: number;
  time_zone: string;
  /** Who made the change: the manager (through the API) or billing (a document's effect). */
  cause: 'manager' | 'billing';
}>;

/** Every bookings event published under a stack's prefix (see EventLog in @venue/testing). */
export type EventLog = SharedEventLog<BookingEvent['data']>;
export const EventLog = {
  start: (stack: TestStack): Promise<EventLog> => SharedEventLog.start<BookingEvent['data']>(stack, 'venue.bookings.>', 'booking_id'),
};

/** Y-m-d H:i of a UTC instant in a time zone, computed with Intl alone (not the service's code). */
export function localText(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** ISO weekday (1 = Monday) of a Y-m-d, independent of the service's code. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Y-m-d `days` after a Y-m-d. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

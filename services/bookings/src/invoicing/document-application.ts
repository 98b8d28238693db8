// Billing's document events applied to their bookings, several in one transaction: the bookings of
// all of them locked at once (rows in id order, then the units of those that may start to hold
// their time, the order every booking writer follows), their instances and last document `seq`
// read once, the events applied one after the other in memory in the order given, and each status
// change written with its booking.updated/cancelled event (cause "billing", so billing's automation
// ignores it) in one statement, as before.
//
// Order and repeats: an event published by a relay that sends `seq` (document-seq.ts) changes a
// booking only if it is newer than the last one applied to it, which also makes a redelivered event
// change nothing; a cancellation applies even late, since nothing after it revives a booking. An
// event without `seq` (published before) is claimed in the inbox, as it was alone.
import { DocumentEvent, INVOICE_APPROVED, INVOICE_CANCELLED } from '@venue/contracts/events';
import type { EventEnvelope, Logger } from '@venue/platform';
import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { BOOKING_CANCELLED, BOOKING_UPDATED, bookingEvent, enqueueEventSql } from '../booking/booking.events.ts';
import { groupByBooking } from '../booking/booking.query.ts';
import { instancesOf } from '../booking/booking.repository.ts';
import { BOOKING_COLUMNS, isBlocking, type BookingRow, type BookingStatus, type InstanceRow } from '../booking/booking.table.ts';
import { findConflicts, lockUnits, setBookingBlocking } from '../booking/occupancy.repository.ts';
import { claimedPeriods } from '../booking/resource-tree.ts';
import { requestedStatus, takesStatus } from './document-status.ts';
import { amongBookings, bookingKey, lastDocumentSeqs, recordDocumentSeqs } from './document-seq.ts';
import { setInvoiceMemberships } from './invoiced-booking.ts';

export const INVOICING_CONSUMER = 'bookings-invoicing';

export type DocumentMessage = EventEnvelope<DocumentEvent>;

/** A booking of the events, as the events applied so far leave it. */
interface BookingState {
  row: BookingRow;
  instances: InstanceRow[];
  /** The `seq` of the last document event applied to it. */
  seq: number | undefined;
  seqAdvanced: boolean;
  /** The invoice it is put on (a number) or taken off (null) by the events; undefined: untouched. */
  invoice: string | null | undefined;
}

export interface Applied {
  /** The events applied; an event without `seq` already in the inbox is not. */
  applied: Set<string>;
  /** Status changes written (each with its event in the outbox). */
  changed: number;
}

/** Claims the events that carry no `seq` in the inbox; answers the ids claimed now. */
async function claimUnsequenced(trx: Executor, events: readonly DocumentMessage[]): Promise<Set<string>> {
  const ids = events.filter((event) => event.seq === undefined).map((event) => event.id);
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ message_id: string }>`
    insert into inbox (consumer, message_id) select ${INVOICING_CONSUMER}, unnest(${ids}::text[])
    on conflict (consumer, message_id) do nothing returning message_id`.execute(trx);
  return new Set(rows.map((row) => row.message_id));
}

/** An event that asks its bookings for a status. */
interface Acting {
  event: DocumentMessage;
  requested: BookingStatus;
}

/** The events' bookings, locked in id order, with their instances (read after the lock) and last `seq`. */
async function lockBookings(trx: Executor, events: readonly DocumentMessage[]): Promise<Map<string, BookingState>> {
  const keys = new Map<string, { manager_id: number; booking_id: number }>();
  for (const { data } of events) for (const id of data.booking_ids) keys.set(bookingKey(data.manager_id, id), { manager_id: data.manager_id, booking_id: id });
  const states = new Map<string, BookingState>();
  if (keys.size === 0) return states;
  const rows = await trx
    .selectFrom('booking')
    .select(BOOKING_COLUMNS)
    .where(amongBookings('id', [...keys.values()]))
    .orderBy('id')
    .forUpdate()
    .execute();
  // Read after the lock, in statements of their own: a manager's change of a booking that the lock
  // waited for is seen (a statement's snapshot is taken when it starts, and the lock's statement
  // re-reads only the rows it locked).
  const read: InstanceRow[] = [];
  for (const managerId of new Set(rows.map((row) => row.manager_id))) {
    read.push(...(await instancesOf(trx, managerId, rows.filter((row) => row.manager_id === managerId).map((row) => row.id))));
  }
  const instances = groupByBooking(read);
  const seqs = await lastDocumentSeqs(trx, rows.map((row) => ({ manager_id: row.manager_id, booking_id: row.id })));
  for (const row of rows) {
    const key = bookingKey(row.manager_id, row.id);
    states.set(key, { row, instances: instances.get(row.id) ?? [], seq: seqs.get(key), seqAdvanced: false, invoice: undefined });
  }
  return states;
}

/**
 * Locks the units of every booking the events may make hold its time (asked for a blocking status
 * while not holding it now, or while another event may release it first): all before the first
 * status change, in unit order, as a new booking takes them.
 */
async function lockUnitsToHold(trx: Executor, acting: readonly Acting[], states: Map<string, BookingState>): Promise<void> {
  const asked = new Map<string, BookingStatus[]>();
  for (const { event: { data }, requested } of acting) {
    for (const id of data.booking_ids) {
      const key = bookingKey(data.manager_id, id);
      asked.set(key, [...(asked.get(key) ?? []), requested]);
    }
  }
  const units: number[] = [];
  for (const [key, statuses] of asked) {
    const state = states.get(key);
    if (!state || !statuses.some(isBlocking)) continue;
    if (isBlocking(state.row.status) && statuses.every(isBlocking)) continue;
    units.push(...claimedPeriods(state.row.main_resource_id, state.instances).map((period) => period.unitId));
  }
  await lockUnits(trx, units);
}

/** Sets one booking's status with its event; false when it keeps it (its time is taken by another booking). */
async function setStatus(trx: Executor, data: DocumentEvent, state: BookingState, requested: BookingStatus, logger: Logger): Promise<boolean> {
  const { row: booking, instances } = state;
  const startsBlocking = isBlocking(requested) && !isBlocking(booking.status);
  const periods = startsBlocking ? claimedPeriods(booking.main_resource_id, instances) : [];
  if (periods.length > 0 && (await findConflicts(trx, periods, booking.id)).length > 0) {
    logger.warn({ bookingId: booking.id, requested }, 'booking keeps its status: its time is booked by another booking');
    return false;
  }
  const blocking = isBlocking(requested);
  if (blocking !== isBlocking(booking.status)) await setBookingBlocking(trx, booking.id, blocking);
  // The change and its event in one statement. The event tells the row as the update leaves it:
  // the status asked for and the next version (the version trigger adds one to the row locked
  // above, which nothing else can have changed since); the statement checks that version, and
  // writes no event, so fails, should it ever differ.
  const version = booking.version + 1;
  const event = bookingEvent({ ...booking, status: requested, version }, instances, { timeZone: data.time_zone, cause: 'billing' });
  const { rows } = await sql`
    with updated as (
      update booking set status = ${requested}::text, updated_at = now()
      where manager_id = ${data.manager_id}::bigint and id = ${booking.id}::bigint
      returning version
    ), expected as (select from updated where version = ${version}::bigint)
    ${enqueueEventSql(requested === 'cancel' ? BOOKING_CANCELLED : BOOKING_UPDATED, event, sql`expected`)}
    returning id`.execute(trx);
  if (rows.length !== 1) throw new Error(`booking ${booking.id}: the status change left another version than ${version}`);
  state.row = { ...booking, status: requested, version };
  return true;
}

/** Applies `events`, in the order given, in the caller's transaction. */
export async function applyDocuments(trx: Executor, events: readonly DocumentMessage[], logger: Logger): Promise<Applied> {
  const claimed = await claimUnsequenced(trx, events);
  // An event given twice is claimed once: only its first copy applies.
  const applying = events.filter((event) => event.seq !== undefined || claimed.delete(event.id));
  const acting = applying.flatMap((event): Acting[] => {
    const requested = requestedStatus(event.subject, event.data);
    return requested === undefined ? [] : [{ event, requested }];
  });
  const states = await lockBookings(trx, acting.map(({ event }) => event));
  await lockUnitsToHold(trx, acting, states);
  let changed = 0;
  for (const { event: { subject, data, seq }, requested } of acting) {
    // One after the other, in id order: a booking set blocking here is a conflict for the next.
    for (const id of [...new Set(data.booking_ids)].sort((a, b) => a - b)) {
      const state = states.get(bookingKey(data.manager_id, id));
      if (!state) continue;
      const newer = seq === undefined || state.seq === undefined || seq > state.seq;
      if (newer) {
        if (seq !== undefined) Object.assign(state, { seq, seqAdvanced: true });
        if (subject === INVOICE_APPROVED) state.invoice = data.number;
        if (subject === INVOICE_CANCELLED) state.invoice = null;
      } else if (requested !== 'cancel') continue;
      if (takesStatus(state.row.status, requested) && (await setStatus(trx, data, state, requested, logger))) changed += 1;
    }
  }
  const touched = [...states.values()];
  await setInvoiceMemberships(
    trx,
    touched.flatMap(({ row, invoice }) => (invoice === undefined ? [] : [{ manager_id: row.manager_id, booking_id: row.id, invoice_number: invoice }])),
  );
  await recordDocumentSeqs(
    trx,
    touched.flatMap(({ row, seq, seqAdvanced }) => (seqAdvanced && seq !== undefined ? [{ manager_id: row.manager_id, booking_id: row.id, seq }] : [])),
  );
  return { applied: new Set(applying.map((event) => event.id)), changed };
}

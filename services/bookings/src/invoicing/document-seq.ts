// Per booking, the `seq` of the last billing document event applied to it (migration
// 20270301090000_document_seq). Billing's relay publishes its outbox in `seq` order, and a document
// event that depends on an earlier one (a cancellation on its approval, a new invoice on the old
// one's cancellation) is written after that one committed, so its `seq` is larger. Events applied on
// several replicas may arrive out of that order: one older than the booking's last changes nothing.
import { sql } from 'kysely';
import type { Executor } from '../database.ts';

export interface DocumentSeqTable {
  manager_id: number;
  booking_id: number;
  seq: number;
}

export const bookingKey = (managerId: number, bookingId: number) => `${managerId}/${bookingId}`;

/**
 * `(manager_id, <idColumn>)` is one of the bookings: one statement for any number of them (the lists
 * of ids and managers alone let Postgres go through the tables' indexes).
 */
export function amongBookings(idColumn: 'id' | 'booking_id', bookings: readonly { manager_id: number; booking_id: number }[]) {
  const managers = bookings.map((row) => row.manager_id);
  const ids = bookings.map((row) => row.booking_id);
  return sql<boolean>`${sql.ref(idColumn)} = any(${ids}::int8[]) and manager_id = any(${managers}::int8[])
    and (manager_id, ${sql.ref(idColumn)}) in (select m, b from unnest(${managers}::int8[], ${ids}::int8[]) as k(m, b))`;
}

/** The last applied `seq` of each of the bookings that has one, by bookingKey. Read after the bookings are locked. */
export async function lastDocumentSeqs(trx: Executor, bookings: readonly { manager_id: number; booking_id: number }[]): Promise<Map<string, number>> {
  if (bookings.length === 0) return new Map();
  const rows = await trx.selectFrom('document_seq').select(['manager_id', 'booking_id', 'seq']).where(amongBookings('booking_id', bookings)).execute();
  return new Map(rows.map((row) => [bookingKey(row.manager_id, row.booking_id), row.seq]));
}

export async function recordDocumentSeqs(trx: Executor, rows: readonly DocumentSeqTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('document_seq')
    .values([...rows])
    .onConflict((oc) => oc.columns(['manager_id', 'booking_id']).doUpdateSet({ seq: sql`greatest(document_seq.seq, excluded.seq)` }))
    .execute();
}

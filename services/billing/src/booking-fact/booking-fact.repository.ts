import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../database.ts';
import type { BookingFactTable } from './booking-fact.table.ts';

/**
 * Stores the facts when they are newer than those held; returns the row stored (undefined when
 * it was not), with the status and customer held before (undefined for a booking seen for the
 * first time). The row comes back as factsOf reads it, so the caller needs no read after it.
 */
export async function upsertNewerFacts(
  db: Executor,
  facts: Insertable<BookingFactTable>,
): Promise<{
  stored: Selectable<BookingFactTable> | undefined;
  previous: { status: string; customer_id: number | null } | undefined;
  autoInvoiced: boolean;
}> {
  const previous = await db
    .selectFrom('booking_fact')
    .select(['version', 'status', 'customer_id', 'auto_invoiced'])
    .where('booking_id', '=', facts.booking_id)
    .forUpdate()
    .executeTakeFirst();
  if (previous && previous.version >= facts.version) {
    return { stored: undefined, previous, autoInvoiced: previous.auto_invoiced };
  }
  const values = {
    ...facts,
    instances: JSON.stringify(facts.instances) as never,
    items: JSON.stringify(facts.items) as never,
  };
  // No row back: a newer version was stored meanwhile by another transaction (another replica
  // applying a later event of the booking), which the read above could not see yet.
  const written = await db
    .insertInto('booking_fact')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('booking_id')
        .doUpdateSet({
          version: values.version,
          time_zone: values.time_zone,
          customer_id: values.customer_id,
          main_resource_id: values.main_resource_id,
          status: values.status,
          title: values.title,
          instances: values.instances,
          items: values.items,
          updated_at: sql`now()`,
        })
        .where('booking_fact.version', '<', facts.version),
    )
    .returningAll()
    .executeTakeFirst();
  return { stored: written, previous, autoInvoiced: previous?.auto_invoiced ?? false };
}

export function markAutoInvoiced(db: Executor, bookingId: number) {
  return db
    .updateTable('booking_fact')
    .set({ auto_invoiced: true })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** The manager's bookings among `ids`, locked when asked (approvals lock the bookings they invoice). */
export function factsOf(db: Executor, managerId: number, ids: readonly number[], lock = false) {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('booking_fact')
    .selectAll()
    .where('manager_id', '=', managerId)
    .where('booking_id', 'in', [...ids])
    .orderBy('booking_id');
  if (lock) query = query.forUpdate();
  return query.execute();
}

/**
 * The most unbilled bookings one ListUnbilled answers: about 3 MB of answer at the longest
 * titles, within the 4 MiB one gRPC message carries.
 */
export const MAX_UNBILLED = 10_000;

/**
 * Live bookings on no invoice (draft or approved; a cancelled invoice no longer counts), at most
 * `limit`, with the first start and last end of their instances worked out by Postgres: a booking
 * holds up to 1,000 instances, which are not read.
 */
export function unbilledBookings(db: Executor, managerId: number, limit: number) {
  const epochMs = (bound: 'from' | 'to', fn: 'min' | 'max') =>
    sql<number>`coalesce((select ${sql.raw(fn)}(extract(epoch from (i ->> ${bound})::timestamptz)) * 1000 from jsonb_array_elements(f.instances) as i), 0)::float8`;
  return db
    .selectFrom('booking_fact as f')
    .select(['f.booking_id', 'f.customer_id', 'f.main_resource_id', 'f.title'])
    .select(epochMs('from', 'min').as('start_ms'))
    .select(epochMs('to', 'max').as('end_ms'))
    .where('f.manager_id', '=', managerId)
    .where('f.status', '=', 'live')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('document_booking as db')
            .innerJoin('document as d', 'd.id', 'db.document_id')
            .select('db.booking_id')
            .whereRef('db.booking_id', '=', 'f.booking_id')
            .where('d.manager_id', '=', managerId)
            .where('d.type', '=', 'invoice')
            .where('d.status', 'in', ['draft', 'approved']),
        ),
      ),
    )
    .orderBy('f.booking_id')
    .limit(limit)
    .execute();
}

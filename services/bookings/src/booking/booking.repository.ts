import { sql, type Insertable } from 'kysely';
import type { Executor } from '../database.ts';
import type { BookingStatus, BookingTable } from './booking.table.ts';

export function insertBooking(db: Executor, booking: Insertable<BookingTable>) {
  return db
    .insertInto('booking')
    .values({
      ...booking,
      custom_fields: JSON.stringify(booking.custom_fields) as never,
      items: JSON.stringify(booking.items) as never,
      rule: JSON.stringify(booking.rule ?? null) as never,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertInstances(
  db: Executor,
  managerId: number,
  bookingId: number,
  instances: { resource_id: number; start: Date; end: Date }[],
) {
  return db
    .insertInto('booking_instance')
    .values(
      instances.map((i) => ({
        manager_id: managerId,
        booking_id: bookingId,
        resource_id: i.resource_id,
        starts_at: i.start,
        ends_at: i.end,
      })),
    )
    .returningAll()
    .execute();
}

export function findBooking(db: Executor, managerId: number, id: number, lock = false) {
  let query = db.selectFrom('booking').selectAll().where('manager_id', '=', managerId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function instancesOf(db: Executor, managerId: number, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_instance')
    .selectAll()
    .where('manager_id', '=', managerId)
    .where('booking_id', 'in', bookingIds)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export async function deleteInstances(db: Executor, managerId: number, bookingId: number): Promise<void> {
  await db
    .deleteFrom('booking_instance')
    .where('manager_id', '=', managerId)
    .where('booking_id', '=', bookingId)
    .execute();
}

/** Moves one instance in place: it keeps its id. */
export async function moveInstance(
  db: Executor,
  managerId: number,
  id: number,
  to: { resource_id: number; start: Date; end: Date },
) {
  await db
    .updateTable('booking_instance')
    .set({ resource_id: to.resource_id, starts_at: to.start, ends_at: to.end })
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .execute();
}

export function updateBookingRow(
  db: Executor,
  managerId: number,
  id: number,
  changes: { status?: BookingStatus; customer_id?: number | null },
) {
  return db
    .updateTable('booking')
    .set({ ...changes, updated_at: sql`now()` })
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Instances on these resources overlapping [from, to), of bookings that are not cancelled; at most `limit`. */
export function instancesInRange(
  db: Executor,
  managerId: number,
  resourceIds: number[],
  from: Date,
  to: Date,
  limit: number,
) {
  return db
    .selectFrom('booking_instance as i')
    .innerJoin('booking as b', 'b.id', 'i.booking_id')
    .selectAll('i')
    .where('i.manager_id', '=', managerId)
    .where('b.status', '<>', 'cancel')
    .where('i.resource_id', 'in', resourceIds)
    .where(
      sql<boolean>`tstzrange(i.starts_at, i.ends_at) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
    )
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/**
 * The bytes of text these bookings would bring into an answer (titles, comments, custom field
 * values and selections as stored), summed by Postgres without reading them.
 */
export async function bookingTextBytes(db: Executor, managerId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('booking')
    .select(
      sql<string>`coalesce(sum(octet_length(title) + octet_length(comments) + octet_length(internal_comments) + octet_length(color)
        + octet_length(custom_fields::text) + octet_length(items::text) + octet_length(persons::text)), 0)`.as(
        'bytes',
      ),
    )
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export function bookingsByIds(db: Executor, managerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking')
    .selectAll()
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

import { sql, type Insertable, type QueryCreator, type RawBuilder } from 'kysely';
import { named } from '@venue/platform';
import type { Database, Executor } from '../database.ts';
import { BOOKING_COLUMNS, INSTANCE_COLUMNS, type BookingStatus, type BookingTable, type InstanceRow } from './booking.table.ts';

/** Planned instances as the rows of `planned` (resource_id, starts_at, ends_at): three array parameters. */
const plannedRows = (instances: { resource_id: number; start: Date; end: Date }[]) => sql`
  unnest(${instances.map((i) => i.resource_id)}::bigint[],
         ${instances.map((i) => i.start.toISOString())}::timestamptz[],
         ${instances.map((i) => i.end.toISOString())}::timestamptz[]) as planned(resource_id, starts_at, ends_at)`;

/**
 * The occupancy of the instances a statement has just inserted, read from its CTE named
 * `instance`: each instance occupies every unit its resource claims (`claims`, by resource id); an
 * exclusive claim carries the instance id, a part's shared claim on its main unit 0. The exclusion
 * constraint on occupancy raises 23P01 from here.
 */
const occupancyOfInstances = (claims: { resourceId: number; unitId: number; shared: boolean }[], blocking: boolean) => sql`
  insert into occupancy (booking_id, instance_id, unit_id, claim, period, blocking)
  select instance.booking_id, instance.id, claim.unit_id, case when claim.shared then 0 else instance.id end,
         tstzrange(instance.starts_at, instance.ends_at), ${blocking}::boolean
  from instance
  join unnest(${claims.map((c) => c.resourceId)}::bigint[], ${claims.map((c) => c.unitId)}::bigint[],
              ${claims.map((c) => c.shared)}::boolean[]) as claim(resource_id, unit_id, shared)
    on claim.resource_id = instance.resource_id`;

/**
 * A booking's instances and the occupancy they claim, in one statement whose instances travel as
 * array parameters: a weekly series writes 52 instances and 52 or more occupancy rows, which took
 * two round trips and a statement text per size. Returns the
 * instances in insertion (id) order.
 */
export async function insertInstancesWithOccupancy(
  db: Executor,
  managerId: number,
  bookingId: number,
  instances: { resource_id: number; start: Date; end: Date }[],
  claims: { resourceId: number; unitId: number; shared: boolean }[],
  blocking: boolean,
): Promise<InstanceRow[]> {
  const { rows } = await sql<InstanceRow>`
    with instance as (
      insert into booking_instance (manager_id, booking_id, resource_id, starts_at, ends_at)
      select ${managerId}::bigint, ${bookingId}::bigint, planned.resource_id, planned.starts_at, planned.ends_at
      from ${plannedRows(instances)}
      returning id, manager_id, booking_id, resource_id, starts_at, ends_at
    ), occupied as (${occupancyOfInstances(claims, blocking)})
    select id, manager_id, booking_id, resource_id, starts_at, ends_at from instance order by id`.execute(db);
  return rows;
}

/** No row: what `taken` is for a write that checks for no taken time (a pending booking). */
const NOTHING_TAKEN = sql`select null::bigint as booking_id, null::bigint as unit_id, null::timestamptz as starts_at,
  null::timestamptz as ends_at where false`;

/** What writeNewBooking answers: whether it wrote the booking, else the taken time that refused it (none: too late). */
export interface NewBookingOutcome {
  written: boolean;
  /** The conflicts (occupancy.repository.ts Conflict), instants as JSON text. */
  taken: { booking_id: number; unit_id: number; starts_at: string; ends_at: string }[];
}

/**
 * A new booking (its id given: new-ids.ts), its instances (ids given too), the occupancy they
 * claim and `event` (a data-modifying CTE over the statement's `booking`: its created event), in
 * one statement committed as it ends: one round trip. It writes only when `taken` (the occupancy
 * the booking would conflict with: conflictsOf, which first takes the units' locks, so that racing
 * writers of a unit queue instead of deadlocking on the exclusion constraint) is empty, and only
 * while `leftMs` has not run out, counted on Postgres's clock from the statement's arrival to the
 * moment the check is done: a caller told "timed out" finds nothing written. Its waits are bounded
 * by the connections' statement_timeout (the service's deadline: createDb). The instances and
 * claims travel as array parameters.
 */
export async function writeNewBooking(
  db: Executor,
  booking: Insertable<BookingTable> & { id: number },
  instances: { id: number; resource_id: number; start: Date; end: Date }[],
  claims: { resourceId: number; unitId: number; shared: boolean }[],
  write: { blocking: boolean; taken?: RawBuilder<unknown>; leftMs?: number; event: RawBuilder<unknown> },
): Promise<NewBookingOutcome> {
  // Read once `taken` is complete (an aggregate's target list is computed after all its rows),
  // against the start of the statement's transaction: the arrival of its first message, before any
  // wait (statement_timestamp() moves on with each message, and a lock taken at Bind waits before
  // Execute arrives).
  const inTime =
    write.leftMs === undefined
      ? sql`true`
      : sql`(select checked_at from checked) < transaction_timestamp() + ${Math.floor(write.leftMs)}::int * interval '1 millisecond'`;
  const statement = sql<NewBookingOutcome>`
    with taken as materialized (${write.taken ?? NOTHING_TAKEN}
    ), checked as (select count(*) as conflicts, clock_timestamp() as checked_at from taken
    ), booking as (
      insert into booking (id, manager_id, title, status, main_resource_id, customer_id, persons, color, entrance_hall,
                           hidden_in_widget, comments, internal_comments, custom_fields, items, rule, season_id, created_by)
      overriding system value
      select ${booking.id}::bigint, ${booking.manager_id}::bigint, ${booking.title}::text, ${booking.status}::text,
             ${booking.main_resource_id}::bigint, ${booking.customer_id ?? null}::bigint, ${booking.persons}::bigint[],
             ${booking.color}::text, ${booking.entrance_hall}::boolean, ${booking.hidden_in_widget}::boolean,
             ${booking.comments}::text, ${booking.internal_comments}::text,
             ${JSON.stringify(booking.custom_fields)}::jsonb, ${JSON.stringify(booking.items)}::jsonb,
             ${JSON.stringify(booking.rule ?? null)}::jsonb, ${booking.season_id ?? null}::bigint, ${booking.created_by}::bigint
      where (select conflicts from checked) = 0 and ${inTime}
      returning id, manager_id
    ), instance as (
      insert into booking_instance (id, manager_id, booking_id, resource_id, starts_at, ends_at)
      overriding system value
      select planned.id, booking.manager_id, booking.id, planned.resource_id, planned.starts_at, planned.ends_at
      from booking, unnest(${instances.map((i) => i.id)}::bigint[], ${instances.map((i) => i.resource_id)}::bigint[],
                           ${instances.map((i) => i.start.toISOString())}::timestamptz[],
                           ${instances.map((i) => i.end.toISOString())}::timestamptz[]) as planned(id, resource_id, starts_at, ends_at)
      returning id, booking_id, resource_id, starts_at, ends_at
    ), occupied as (${occupancyOfInstances(claims, write.blocking)}
    ), event as (${write.event})
    select exists (select from booking) as written,
           coalesce((select json_agg(taken order by taken.starts_at) from taken), '[]') as taken`;
  const { rows } = await db.executeQuery(named('booking_write', statement.compile(db)));
  return rows[0]!;
}

export async function findBooking(db: Executor, managerId: number, id: number, lock = false) {
  let query = db.selectFrom('booking').select(BOOKING_COLUMNS).where('manager_id', '=', managerId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function instancesOf(db: Executor, managerId: number, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('booking_instance')
    .select(INSTANCE_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('booking_id', '=', sql<number>`any(${bookingIds}::int8[])`)
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
    .returning(BOOKING_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Instances on these resources overlapping [from, to), of bookings that are not cancelled (or
 * were cancelled at or after `cancelledSince`).
 */
function inRange(db: QueryCreator<Database>, managerId: number, resourceIds: number[], from: Date, to: Date, cancelledSince?: Date) {
  return db
    .selectFrom('booking_instance as i')
    .innerJoin('booking as b', 'b.id', 'i.booking_id')
    .where('i.manager_id', '=', managerId)
    .where((eb) => (cancelledSince ? eb.or([eb('b.status', '<>', 'cancel'), eb('b.updated_at', '>=', cancelledSince)]) : eb('b.status', '<>', 'cancel')))
    .where('i.resource_id', 'in', resourceIds)
    .where(
      sql<boolean>`tstzrange(i.starts_at, i.ends_at) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
    );
}

/** Instances on these resources overlapping [from, to), of bookings that are not cancelled (inRange); at most `limit`. */
export function instancesInRange(
  db: Executor,
  managerId: number,
  resourceIds: number[],
  from: Date,
  to: Date,
  limit: number,
  cancelledSince?: Date,
) {
  return inRange(db, managerId, resourceIds, from, to, cancelledSince)
    .select(INSTANCE_COLUMNS.map((column) => `i.${column}` as const))
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** The bytes of text a booking brings into an answer (titles, comments, custom field values and selections as stored). */
const textBytes = sql<string>`coalesce(sum(octet_length(title) + octet_length(comments) + octet_length(internal_comments) + octet_length(color)
  + octet_length(custom_fields::text) + octet_length(items::text) + octet_length(persons::text)), 0)`;

/**
 * What instancesInRange would read, counted by Postgres without reading it: the instances (at
 * most `limit`), their bookings and those bookings' bytes of text.
 */
export async function sizeInRange(
  db: Executor,
  managerId: number,
  resourceIds: number[],
  range: { from: Date; to: Date; cancelledSince?: Date },
  limit: number,
): Promise<{ instances: number; bookings: number; textBytes: number }> {
  const row = await db
    .with('listed', (db) => inRange(db, managerId, resourceIds, range.from, range.to, range.cancelledSince).select('i.booking_id').limit(limit))
    .selectFrom('booking')
    .select([
      sql<string>`(select count(*) from listed)`.as('instances'),
      sql<string>`count(*)`.as('bookings'),
      textBytes.as('text_bytes'),
    ])
    .where('manager_id', '=', managerId)
    .where('id', 'in', (db) => db.selectFrom('listed').select('booking_id'))
    .executeTakeFirstOrThrow();
  return { instances: Number(row.instances), bookings: Number(row.bookings), textBytes: Number(row.text_bytes) };
}

/** The bytes of text these bookings would bring into an answer, summed by Postgres without reading them. */
export async function bookingTextBytes(db: Executor, managerId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('booking')
    .select(textBytes.as('bytes'))
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export function bookingsByIds(db: Executor, managerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking')
    .select(BOOKING_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

// What bookings tells the rest of the system: facts billing needs to price and invoice, with
// the booking's aggregate version (a consumer applies an event only when it is newer than what
// it holds) and the manager's time zone (billing prices wall-clock tariffs in it).
import { enqueueEvent, enqueueEventSql } from '@venue/platform';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../database.ts';
import type { BookingRow, InstanceRow, StoredItem } from './booking.table.ts';

export const BOOKING_CREATED = 'venue.bookings.booking.created';
export const BOOKING_UPDATED = 'venue.bookings.booking.updated';
export const BOOKING_CANCELLED = 'venue.bookings.booking.cancelled';

/** Who changed the booking: the manager, or billing's documents (no automation reacts to those). */
export type BookingChangeCause = 'manager' | 'billing';

export interface BookingEventData {
  booking_id: number;
  manager_id: number;
  version: number;
  time_zone: string;
  cause: BookingChangeCause;
  customer_id: number | null;
  main_resource_id: number;
  status: string;
  title: string;
  instances: { id: number; resource_id: number; from: string; to: string }[];
  items: StoredItem[];
}

/** The row as the database returns it: the version column comes from the versions migration. */
type VersionedRow = BookingRow & { version?: number };

export async function publishBookingEvent(
  trx: Executor,
  subject: typeof BOOKING_CREATED | typeof BOOKING_UPDATED | typeof BOOKING_CANCELLED,
  booking: VersionedRow,
  instances: InstanceRow[],
  meta: { timeZone: string; cause?: BookingChangeCause },
): Promise<void> {
  if (booking.version === undefined) throw new Error('booking row without its version');
  const data: BookingEventData = {
    booking_id: booking.id,
    manager_id: booking.manager_id,
    version: booking.version,
    time_zone: meta.timeZone,
    cause: meta.cause ?? 'manager',
    customer_id: booking.customer_id,
    main_resource_id: booking.main_resource_id,
    status: booking.status,
    title: booking.title,
    instances: instances.map((i) => ({
      id: i.id,
      resource_id: i.resource_id,
      from: i.starts_at.toISOString(),
      to: i.ends_at.toISOString(),
    })),
    items: booking.items,
  };
  await enqueueEvent(trx as never, subject, data);
}

/** An instant as JSON carries it (Date.prototype.toISOString), in SQL. */
const isoSql = (column: RawBuilder<unknown>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A booking event as a data-modifying CTE of the statement that writes the booking: it reads the
 * statement's CTE `booking` (the row as written, all columns, version included) and the booking's
 * instances from `instances` (a from-clause naming them `i`). The payload is BookingEventData as
 * publishBookingEvent builds it, instances in start order (events.test.ts checks every field).
 */
function bookingEventSql(
  subject: typeof BOOKING_CREATED | typeof BOOKING_UPDATED | typeof BOOKING_CANCELLED,
  meta: { timeZone: string; cause: BookingChangeCause },
  instances: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const instanceList = sql`coalesce((
    select jsonb_agg(jsonb_build_object('id', i.id, 'resource_id', i.resource_id,
                                        'from', ${isoSql(sql`i.starts_at`)}, 'to', ${isoSql(sql`i.ends_at`)})
                     order by i.starts_at, i.id)
    from ${instances}), '[]'::jsonb)`;
  const payload = sql`jsonb_build_object(
    'booking_id', booking.id, 'manager_id', booking.manager_id, 'version', booking.version,
    'time_zone', ${meta.timeZone}::text, 'cause', ${meta.cause}::text, 'customer_id', booking.customer_id,
    'main_resource_id', booking.main_resource_id, 'status', booking.status, 'title', booking.title,
    'instances', ${instanceList}, 'items', booking.items)`;
  return enqueueEventSql(subject, payload, sql`booking`);
}

/**
 * The created event of a booking that a statement is inserting; its instances are the
 * statement's CTE `instance` (id, resource_id, starts_at, ends_at), not yet visible in the table.
 */
export function createdEventSql(meta: { timeZone: string }): RawBuilder<unknown> {
  return bookingEventSql(BOOKING_CREATED, { ...meta, cause: 'manager' }, sql`instance i`);
}

/**
 * The updated or cancelled event of a booking whose row a statement is updating (CTE `booking`),
 * with the instances it has in the table (the statement does not change them).
 */
export function changedEventSql(
  subject: typeof BOOKING_UPDATED | typeof BOOKING_CANCELLED,
  meta: { timeZone: string; cause: BookingChangeCause },
): RawBuilder<unknown> {
  return bookingEventSql(
    subject,
    meta,
    sql`booking_instance i where i.manager_id = booking.manager_id and i.booking_id = booking.id`,
  );
}

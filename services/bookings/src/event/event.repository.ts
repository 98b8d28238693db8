// Calendar event rows, always scoped by manager. An event is listed only when it is flagged for
// API or website display and its booking is neither cancelled nor a request.
import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { EVENT_FIELD_COLUMNS, type EventFields } from './event.table.ts';

/** An event's booking and fields with its booking's first instance start and last instance end. */
export type ListedEventRow = Awaited<ReturnType<typeof shownEvents>>[number];

export async function upsertEvent(db: Executor, managerId: number, bookingId: number, fields: EventFields): Promise<void> {
  await db
    .insertInto('booking_event')
    .values({ booking_id: bookingId, manager_id: managerId, ...fields })
    .onConflict((c) => c.column('booking_id').doUpdateSet({ ...fields, updated_at: sql`now()` }))
    .execute();
}

export async function deleteEvent(db: Executor, managerId: number, bookingId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('booking_event')
    .where('manager_id', '=', managerId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The shown events of the manager, one group per event; `range` keeps those with an instance overlapping [from, to). */
function shownEventGroups(
  db: Executor,
  managerId: number,
  filter: { bookingId?: number; range?: { from: Date; to: Date } },
) {
  let query = db
    .selectFrom('booking_event as e')
    .innerJoin('booking as b', (join) =>
      join.onRef('b.id', '=', 'e.booking_id').onRef('b.manager_id', '=', 'e.manager_id'),
    )
    .leftJoin('booking_instance as i', (join) =>
      join.onRef('i.booking_id', '=', 'e.booking_id').onRef('i.manager_id', '=', 'e.manager_id'),
    )
    .where('e.manager_id', '=', managerId)
    .where((eb) => eb.or([eb('e.show_on_api', '=', true), eb('e.show_on_website', '=', true)]))
    .where('b.status', 'not in', ['cancel', 'pending'])
    .groupBy('e.booking_id');
  if (filter.bookingId !== undefined) query = query.where('e.booking_id', '=', filter.bookingId);
  const { range } = filter;
  if (range) {
    query = query.having(
      sql<boolean>`bool_or(tstzrange(i.starts_at, i.ends_at) && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz))`,
    );
  }
  return query;
}

/** Shown events of the manager with their booking's span; `range` keeps those with an instance overlapping [from, to). */
export function shownEvents(
  db: Executor,
  managerId: number,
  filter: { bookingId?: number; range?: { from: Date; to: Date } },
) {
  return shownEventGroups(db, managerId, filter)
    .select(['e.booking_id', ...EVENT_FIELD_COLUMNS.map((column) => `e.${column}` as const)])
    .select([
      sql<Date | null>`min(i.starts_at)`.as('first_start'),
      sql<Date | null>`max(i.ends_at)`.as('last_end'),
    ])
    .orderBy(sql`min(i.starts_at)`)
    .orderBy('e.booking_id')
    .execute();
}

/**
 * How many shown events overlap the range (at most `limit` are counted) and the bytes of their
 * texts, summed by Postgres without reading them.
 */
export async function shownEventsSize(
  db: Executor,
  managerId: number,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ events: number; textBytes: number }> {
  const rows = await shownEventGroups(db, managerId, { range })
    .select(
      sql<number>`octet_length(e.event_title) + octet_length(e.marketing_data_title) + octet_length(e.marketing_data_description)
        + octet_length(e.entrance_time) + octet_length(e.beginning_time) + octet_length(e.ticket_link) + octet_length(e.price)
        + octet_length(e.notice_text) + octet_length(e.image)`.as('bytes'),
    )
    .limit(limit)
    .execute();
  return { events: rows.length, textBytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0) };
}

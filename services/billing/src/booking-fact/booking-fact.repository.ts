import { sql, type RawBuilder, type Selectable } from 'kysely';
import { compiledOnce } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { AutomationMode } from '../document/automation.ts';
import type { BookingFactTable } from './booking-fact.table.ts';

type NewFacts = Omit<BookingFactTable, 'auto_invoiced' | 'updated_at'>;

/** The facts held of a booking, locked for the rest of the transaction. */
const lockHeld = compiledOnce(1, (db: Executor, bookingId: number) =>
  db
    .selectFrom('booking_fact')
    .select(['version', 'status', 'customer_id', 'auto_invoiced'])
    .where('booking_id', '=', bookingId)
    .forUpdate(),
);

/**
 * Writes the facts unless a version as new is held (no row back then), and returns with them the
 * manager's invoice automation mode, which the consumer asks next for every stored event (one
 * round trip fewer). Every booking event runs both statements: compiled once (see compiled-once.ts).
 */
const storeIfNewer = compiledOnce(
  10,
  (
    db: Executor,
    bookingId: number,
    managerId: number,
    version: number,
    timeZone: string,
    customerId: number | null,
    mainResourceId: number,
    status: string,
    title: string,
    instances: string,
    items: string,
  ) =>
    db
      .insertInto('booking_fact')
      .values({
        booking_id: bookingId,
        manager_id: managerId,
        version,
        time_zone: timeZone,
        customer_id: customerId,
        main_resource_id: mainResourceId,
        status,
        title,
        instances: instances as never,
        items: items as never,
      })
      .onConflict((oc) =>
        oc
          .column('booking_id')
          // The row proposed above (excluded) replaces the one held, but for its booking and manager.
          .doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            time_zone: eb.ref('excluded.time_zone'),
            customer_id: eb.ref('excluded.customer_id'),
            main_resource_id: eb.ref('excluded.main_resource_id'),
            status: eb.ref('excluded.status'),
            title: eb.ref('excluded.title'),
            instances: eb.ref('excluded.instances'),
            items: eb.ref('excluded.items'),
            updated_at: sql`now()`,
          }))
          .where('booking_fact.version', '<', version),
      )
      .returningAll()
      .returning((eb) =>
        eb
          .selectFrom('invoice_automation')
          .select('mode')
          .whereRef('invoice_automation.manager_id', '=', 'booking_fact.manager_id')
          .as('automation_mode'),
      ),
);

/**
 * Stores the facts when they are newer than those held; returns the row stored (undefined when
 * it was not), with the status and customer held before (undefined for a booking seen for the
 * first time) and, when stored, the manager's automation mode ('off' when not). The row comes back
 * as factsOf reads it, so the caller needs no read after it.
 */
export async function upsertNewerFacts(
  db: Executor,
  facts: NewFacts,
): Promise<{
  stored: Selectable<BookingFactTable> | undefined;
  previous: { status: string; customer_id: number | null } | undefined;
  autoInvoiced: boolean;
  automationMode: AutomationMode;
}> {
  const previous = (await lockHeld(db, facts.booking_id)).rows[0];
  if (previous && previous.version >= facts.version) {
    return { stored: undefined, previous, autoInvoiced: previous.auto_invoiced, automationMode: 'off' };
  }
  // No row back: a newer version was stored meanwhile by another transaction (another replica
  // applying a later event of the booking), which the read above could not see yet.
  const { rows } = await storeIfNewer(
    db,
    facts.booking_id,
    facts.manager_id,
    facts.version,
    facts.time_zone,
    facts.customer_id,
    facts.main_resource_id,
    facts.status,
    facts.title,
    JSON.stringify(facts.instances),
    JSON.stringify(facts.items),
  );
  const autoInvoiced = previous?.auto_invoiced ?? false;
  const row = rows[0];
  if (!row) return { stored: undefined, previous, autoInvoiced, automationMode: 'off' };
  const { automation_mode: mode, ...stored } = row;
  return { stored, previous, autoInvoiced, automationMode: mode ?? 'off' };
}

/**
 * Marks a booking automatically invoiced, as SQL to run inside another statement (automation
 * writes it with the invoice's event: document.events.ts).
 */
export function autoInvoicedSql(managerId: number, bookingId: number): RawBuilder<unknown> {
  return sql`update booking_fact set auto_invoiced = true
    where manager_id = ${managerId}::bigint and booking_id = ${bookingId}::bigint`;
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

import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Executor } from '../database.ts';
import type { AutomationMode } from '../document/automation.ts';
import { FACT_COLUMNS, type BookingFactTable } from './booking-fact.table.ts';

type NewFacts = Omit<BookingFactTable, 'auto_invoiced' | 'updated_at'>;

/** The columns every facts statement inserts. */
const FACT_INSERT_COLUMNS = sql`(booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title,
  instances, items)`;

/** The facts columns with their types, as the batch statements read events' JSON (jsonb_to_recordset). */
const FACT_RECORD = sql`booking_id bigint, manager_id bigint, version bigint, time_zone text, customer_id bigint,
  main_resource_id bigint, status text, title text, instances jsonb, items jsonb`;

/**
 * How every facts statement stores: over the row held only when newer, and never over facts held
 * for another manager under the same booking id.
 */
const STORED_IF_NEWER = sql`on conflict (booking_id) do update set
  version = excluded.version, time_zone = excluded.time_zone, customer_id = excluded.customer_id,
  main_resource_id = excluded.main_resource_id, status = excluded.status, title = excluded.title,
  instances = excluded.instances, items = excluded.items, updated_at = now()
  where booking_fact.version < excluded.version and booking_fact.manager_id = excluded.manager_id`;

/** What the held row was when the facts statement locked it (all null for a booking new to billing). */
interface HeldColumns {
  held_version: number | null;
  held_status: string | null;
  held_customer_id: number | null;
  held_auto_invoiced: boolean | null;
}

/** The stored row's columns, null when the facts were not stored (a version as new is held). */
type StoredColumns = { [K in keyof Selectable<BookingFactTable>]: Selectable<BookingFactTable>[K] | null };

type FactsRow = HeldColumns & StoredColumns & { automation_mode: AutomationMode | null };

/** The row of a statement answering 'stored'. */
interface StoredRow {
  stored: boolean;
}

export interface FactsOutcome {
  stored: Selectable<BookingFactTable> | undefined;
  previous: { status: string; customer_id: number | null } | undefined;
  autoInvoiced: boolean;
  automationMode: AutomationMode;
}

/**
 * The statement of an event whose facts are its whole effect: it claims the message (`claim`, a
 * CTE) and stores the facts when they are newer than those held, answering whether it stored them
 * (the booking's instances and items do not travel back to be parsed). Scoped by the event's
 * manager like every query: facts held for another manager under the same booking id (ids are one
 * sequence in bookings, so only a wrong event can name one) are neither read nor changed.
 * `withoutAutomation`: the statement also has a CTE `gate`, one row when the manager's invoice
 * automation is not on_booking and none when it is; it then stores nothing and answers no row
 * (a claim made from `gate` claims nothing either), and the event takes automation's transaction.
 *
 * `held` locks and reads the row held, and the insert reads `held` first (through an aggregate,
 * which takes all of its input before it yields), so the lock is taken before the row changes.
 * Waiting on that lock, Postgres reads the row's newest version (read committed), which the
 * conditional upsert then compares with. A row another transaction inserts meanwhile is not seen
 * by `held`; the upsert then waits for it and updates it when older.
 */
export function newerFactsStatement(facts: NewFacts, claim: RawBuilder<unknown>, withoutAutomation: boolean): RawBuilder<StoredRow> {
  const gate = withoutAutomation
    ? sql`gate as materialized (select 1 where not exists (select from invoice_automation
        where manager_id = ${facts.manager_id}::bigint and mode = 'on_booking')), `
    : sql``;
  const gated = withoutAutomation ? sql` where exists (select from gate)` : sql``;
  // `held` reads the claim, so the claim runs first: the message's inbox key is locked before the
  // facts' row, in the order processOnce takes them (an unread claim would run last, and two
  // replicas handling one message by the two paths could each wait for the other's lock).
  return sql<StoredRow>`
    with ${gate}claim as (${claim} returning message_id), held as materialized (
      select version from booking_fact
      where booking_id = ${facts.booking_id}::bigint and manager_id = ${facts.manager_id}::bigint and exists (select from claim) for update
    ), stored as (
      insert into booking_fact ${FACT_INSERT_COLUMNS}
      select ${facts.booking_id}::bigint, ${facts.manager_id}::bigint, ${facts.version}::bigint, ${facts.time_zone}::text,
             ${facts.customer_id}::bigint, ${facts.main_resource_id}::bigint, ${facts.status}::text, ${facts.title}::text,
             ${JSON.stringify(facts.instances)}::jsonb, ${JSON.stringify(facts.items)}::jsonb
      from (select count(*) from held) as locked${gated}
      ${STORED_IF_NEWER}
      returning booking_id
    )
    select stored.booking_id is not null as stored
    from (select 1) as one left join stored on true${gated}`;
}

/** A booking event whose facts are its whole effect, for newerFactsBatchStatement. */
export interface BatchedFacts {
  messageId: string;
  /** Stored only when the manager's invoice automation is not on_booking (the `gate` of newerFactsStatement). */
  gated: boolean;
  facts: NewFacts;
}

/** A batch statement's row per event: whether its message was claimed (not gated out) and its facts stored. */
export interface BatchedFactsRow {
  message_id: string;
  claimed: boolean;
  stored: boolean;
}

/**
 * newerFactsStatement answering 'stored' for several events at once, each claimed in the inbox of
 * `consumer`: one statement and one commit for all (the events travel as one jsonb parameter).
 * Each event's gate and version check are its own; a gated event of a manager with automation on is neither claimed nor
 * stored, and none changes facts held for another manager. The events must be of different
 * bookings (one row cannot be upserted twice in a statement). A message claimed before fails the
 * whole statement with the inbox's unique violation, and nothing of it stays.
 *
 * Locks: every claim first (the aggregate over `claim` takes all of it before the insert reads a
 * row), in message id order, then the facts' rows in booking id order, so two batches, or a batch
 * and processOnce (a claim, then its facts' row), cannot wait for each other in a circle. Without
 * `held`: the conditional upsert alone decides, as in newerFactsStatement, and the held values
 * are not needed by an event whose facts are its whole effect.
 */
export function newerFactsBatchStatement(consumer: string, batch: readonly BatchedFacts[]): RawBuilder<BatchedFactsRow> {
  const events = JSON.stringify(batch.map(({ messageId, gated, facts }) => ({ message_id: messageId, gated, ...facts })));
  return sql<BatchedFactsRow>`
    with input as materialized (
      select message_id, gated, booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status,
             title, instances, items
      from jsonb_to_recordset(${events}::jsonb) as event(message_id text, gated boolean, ${FACT_RECORD})
    ), eligible as materialized (
      select message_id, booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title,
             instances, items
      from input
      where not gated or not exists (select from invoice_automation
        where invoice_automation.manager_id = input.manager_id and mode = 'on_booking')
    ), claim as (
      insert into inbox (consumer, message_id)
      select ${consumer}::text, message_id from eligible order by message_id
      returning message_id
    ), stored as (
      insert into booking_fact ${FACT_INSERT_COLUMNS}
      select booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title, instances, items
      from eligible, (select count(*) from claim) as claimed
      order by booking_id
      ${STORED_IF_NEWER}
      returning booking_id
    )
    select input.message_id, eligible.message_id is not null as claimed, stored.booking_id is not null as stored
    from input left join eligible using (message_id) left join stored on stored.booking_id = input.booking_id`;
}

/** A booking event of a manager with automation on, for newerFactsOutcomesStatement. */
export interface ClaimedFacts {
  messageId: string;
  facts: NewFacts;
}

/** newerFactsOutcomesStatement's row per event; `claimed` false: its message was processed before. */
export type FactsOutcomeRow = FactsRow & { message_id: string; claimed: boolean };

/**
 * newerFactsStatement answering 'outcome' for several events at once, each claimed in the inbox of
 * `consumer`, inside the transaction of automation's batch (automation-batches.ts): an event whose
 * message was claimed before (a redelivery) is skipped and changes nothing. The events must be of
 * different bookings. Locks as newerFactsBatchStatement's, every claim first, in message id order,
 * then the held rows in booking id order; the insert reads `held` through an aggregate, so the
 * previous values are read, under the lock, before the rows change (as in newerFactsStatement).
 */
export function newerFactsOutcomesStatement(consumer: string, batch: readonly ClaimedFacts[]): RawBuilder<FactsOutcomeRow> {
  const events = JSON.stringify(batch.map(({ messageId, facts }) => ({ message_id: messageId, ...facts })));
  return sql<FactsOutcomeRow>`
    with input as materialized (
      select message_id, booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status,
             title, instances, items
      from jsonb_to_recordset(${events}::jsonb) as event(message_id text, ${FACT_RECORD})
    ), claim as (
      insert into inbox (consumer, message_id)
      select ${consumer}::text, message_id from input order by message_id
      on conflict (consumer, message_id) do nothing
      returning message_id
    ), claimed as materialized (
      select input.message_id, booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status,
             title, instances, items
      from input join claim using (message_id)
    ), held as materialized (
      select f.booking_id, f.version, f.status, f.customer_id, f.auto_invoiced
      from booking_fact f join claimed on claimed.booking_id = f.booking_id and claimed.manager_id = f.manager_id
      order by f.booking_id
      for update of f
    ), stored as (
      insert into booking_fact ${FACT_INSERT_COLUMNS}
      select booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title, instances, items
      from claimed, (select count(*) from held) as locked
      order by booking_id
      ${STORED_IF_NEWER}
      returning booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title, instances,
                items, auto_invoiced, updated_at
    )
    select input.message_id, claimed.message_id is not null as claimed,
           held.version as held_version, held.status as held_status, held.customer_id as held_customer_id,
           held.auto_invoiced as held_auto_invoiced,
           stored.booking_id, stored.manager_id, stored.version, stored.time_zone, stored.customer_id,
           stored.main_resource_id, stored.status, stored.title, stored.instances, stored.items,
           stored.auto_invoiced, stored.updated_at,
           (select mode from invoice_automation where invoice_automation.manager_id = stored.manager_id) as automation_mode
    from input left join claimed using (message_id)
      left join held on held.booking_id = claimed.booking_id
      left join stored on stored.booking_id = claimed.booking_id`;
}

/** What a statement answering 'stored' says: true when it stored the facts, false when a version as new is held. */
export function factsStored(rows: readonly StoredRow[]): boolean {
  return rows[0]!.stored;
}

/** What an event's row of newerFactsOutcomesStatement says: the facts stored, if any, and what was held before. */
export function factsOutcome(answer: FactsRow): FactsOutcome {
  const { held_version, held_status, held_customer_id, held_auto_invoiced, automation_mode, ...row } = answer;
  const previous =
    held_version === null ? undefined : { version: held_version, status: held_status!, customer_id: held_customer_id };
  const autoInvoiced = held_auto_invoiced ?? false;
  // No row stored: a version as new is held (perhaps stored meanwhile by another replica).
  if (row.booking_id === null) return { stored: undefined, previous, autoInvoiced, automationMode: 'off' };
  return { stored: row as Selectable<BookingFactTable>, previous, autoInvoiced, automationMode: automation_mode ?? 'off' };
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
    .select(FACT_COLUMNS)
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

/** Live bookings on no invoice (draft or approved; a cancelled invoice no longer counts). */
function unbilled(db: Executor, managerId: number) {
  return db
    .selectFrom('booking_fact as f')
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
    );
}

/** How many bookings unbilledBookings would read (at most `limit`) and their titles' bytes, counted without reading them. */
export async function unbilledSize(db: Executor, managerId: number, limit: number): Promise<{ bookings: number; titleBytes: number }> {
  const row = await db
    .selectFrom(unbilled(db, managerId).select(sql<number>`octet_length(f.title)`.as('bytes')).limit(limit).as('listed'))
    .select([sql<string>`count(*)`.as('bookings'), sql<string>`coalesce(sum(listed.bytes), 0)`.as('title_bytes')])
    .executeTakeFirstOrThrow();
  return { bookings: Number(row.bookings), titleBytes: Number(row.title_bytes) };
}

/**
 * Unbilled bookings, at most `limit`, with the first start and last end of their instances worked
 * out by Postgres: a booking holds up to 1,000 instances, which are not read.
 */
export function unbilledBookings(db: Executor, managerId: number, limit: number) {
  const epochMs = (bound: 'from' | 'to', fn: 'min' | 'max') =>
    sql<number>`coalesce((select ${sql.raw(fn)}(extract(epoch from (i ->> ${bound})::timestamptz)) * 1000 from jsonb_array_elements(f.instances) as i), 0)::float8`;
  return unbilled(db, managerId)
    .select(['f.booking_id', 'f.customer_id', 'f.main_resource_id', 'f.title'])
    .select(epochMs('from', 'min').as('start_ms'))
    .select(epochMs('to', 'max').as('end_ms'))
    .orderBy('f.booking_id')
    .limit(limit)
    .execute();
}

// The transactional outbox: a service writes its event in the same transaction as the change
// (enqueueEvent), and the relay publishes it afterwards. Each service has an `outbox` table in
// its own schema with this shape (created by the service's own migration):
//   id uuid primary key default gen_random_uuid(), seq bigint generated always as identity,
//   subject text not null, payload jsonb not null, created_at timestamptz not null default now(),
//   traceparent text, request_id text (the trace and request the event belongs to)
import { sql, type Generated, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { compiledOnce } from '../compiled-once.ts';
import { captureMessageContext } from '../telemetry/message-context.ts';

export interface OutboxTable {
  id: Generated<string>;
  seq: Generated<number>;
  subject: string;
  payload: unknown;
  created_at: Generated<Date>;
  traceparent: string | null;
  request_id: string | null;
}

export interface OutboxDatabase {
  outbox: OutboxTable;
}

/** What consumers receive: the outbox id (also the Nats-Msg-Id), the subject and the facts. */
export interface EventEnvelope<T = unknown> {
  id: string;
  subject: string;
  occurred_at: string;
  data: T;
}

/** Every event a service writes is this statement: compiled once (see compiled-once.ts). */
const insertOutboxRow = compiledOnce(
  4,
  (db: Kysely<OutboxDatabase>, subject: string, payload: string, traceparent: string | null, requestId: string | null) =>
    db.insertInto('outbox').values({ subject, payload, traceparent, request_id: requestId }).returning('id'),
);

export async function enqueueEvent<DB extends OutboxDatabase>(
  trx: Transaction<DB> | Kysely<DB>,
  subject: string,
  data: unknown,
): Promise<string> {
  const { traceparent, requestId } = captureMessageContext();
  const { rows } = await insertOutboxRow(
    trx as unknown as Kysely<OutboxDatabase>,
    subject,
    JSON.stringify(data),
    traceparent,
    requestId,
  );
  return rows[0]!.id;
}

/**
 * enqueueEvent for a statement that writes a change and its event at once (one round trip fewer
 * than the change and then enqueueEvent): an INSERT into the outbox, to run as a data-modifying
 * CTE, of one row per row of `from` (SQL naming the statement's other CTEs), its payload the jsonb
 * expression `payload` over them, with the active trace and request as enqueueEvent stores them.
 */
export function enqueueEventSql(subject: string, payload: RawBuilder<unknown>, from: RawBuilder<unknown>): RawBuilder<unknown> {
  const { traceparent, requestId } = captureMessageContext();
  return sql`insert into outbox (subject, payload, traceparent, request_id)
    select ${subject}::text, ${payload}, ${traceparent}::text, ${requestId}::text from ${from}`;
}

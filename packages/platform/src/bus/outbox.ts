// The transactional outbox: a service writes its event in the same transaction as the change
// (enqueueEvent), and the relay publishes it afterwards. Each service has an `outbox` table in
// its own schema with this shape (created by the service's own migration):
//   id uuid primary key default gen_random_uuid(), seq bigint generated always as identity,
//   subject text not null, payload jsonb not null, created_at timestamptz not null default now(),
//   traceparent text, request_id text (the trace and request the event belongs to)
import type { Generated, Kysely, Transaction } from 'kysely';
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

/** What consumers receive: the outbox id (also the Nats-Msg-Id), the subject, the facts, and the row's
 * place in its outbox, the order the relay publishes in (`seq`: none in events of releases before it). */
export interface EventEnvelope<T = unknown> {
  id: string;
  subject: string;
  occurred_at: string;
  data: T;
  seq?: number;
}

/** Writes an event into the outbox, in the caller's transaction: it commits with the change. */
export async function enqueueEvent<DB extends OutboxDatabase>(
  trx: Transaction<DB> | Kysely<DB>,
  subject: string,
  data: unknown,
): Promise<string> {
  const { traceparent, requestId } = captureMessageContext();
  const row = await (trx as unknown as Kysely<OutboxDatabase>)
    .insertInto('outbox')
    .values({ subject, payload: JSON.stringify(data), traceparent, request_id: requestId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Publishes outbox rows to JetStream, oldest first, with Nats-Msg-Id = the outbox id and the row's
// traceparent and x-request-id as headers, and deletes them once acknowledged. One relay of an outbox
// publishes at a time, whatever the replicas (docs/decisions.md, 'One relay of an outbox at a time'):
// side by side they would interleave batches, and a consumer in delivery order (bookings applies
// billing's document events so) would apply them out of order. A relay that died after publishing but
// before deleting publishes the rows again; JetStream drops them (same Nats-Msg-Id).
import { headers as natsHeaders, TimeoutError } from '@nats-io/transport-node';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { sampledGauge } from '../metrics.ts';
import { inPublishSpan } from '../telemetry/message-context.ts';
import type { Bus } from './nats.ts';
import type { EventEnvelope, OutboxDatabase } from './outbox.ts';

const outboxBacklog = sampledGauge({
  name: 'outbox_backlog_events',
  help: 'Events written to an outbox and not yet published to NATS',
  labelNames: ['outbox'] as const,
});
const outboxOldestAge = sampledGauge({
  name: 'outbox_oldest_event_age_seconds',
  help: 'Age of the oldest event still waiting in an outbox (0 when it is empty)',
  labelNames: ['outbox'] as const,
});

export interface OutboxRelay {
  /** Publish soon (call after committing a transaction that enqueued events). */
  kick(): void;
  /** Publishes everything pending now; resolves with the number published. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A batch's first statement: the transaction advisory lock that makes one relay of an outbox publish at
 * a time (space 3, its own: bookings' unit locks are space 2, resources' one bigint key; the second key
 * the outbox's oid, so each service has its own lock in a shared database), and a bound on how long the
 * batch may sit idle in its transaction (idle while publishing): a relay that died mid-batch would hold
 * the lock until TCP noticed (hours); past it Postgres ends that session. No later statement of the
 * batch waits on a lock, so nothing here needs a timeout first.
 */
const RELAY_LOCK_SPACE = 3;
const IDLE_IN_BATCH = '60s';
const lockOutbox = (trx: Kysely<OutboxDatabase>) =>
  sql`select set_config('idle_in_transaction_session_timeout', ${IDLE_IN_BATCH}::text, true),
    pg_advisory_xact_lock(${RELAY_LOCK_SPACE}::int4, 'outbox'::regclass::oid::int4)`.execute(trx);

/** Up to `limit` of the oldest rows, deleted (committed once published; under lockOutbox's lock). */
const takeOldest = (trx: Kysely<OutboxDatabase>, limit: number) =>
  trx
    .deleteFrom('outbox')
    .where('id', 'in', (eb) => eb.selectFrom('outbox').select('id').orderBy('seq').limit(limit).forUpdate())
    .returning(['id', 'seq', 'subject', 'payload', 'created_at', 'traceparent', 'request_id'])
    .execute();

type TakenRow = Awaited<ReturnType<typeof takeOldest>>[number];

// A publish the stream cannot take yet (no leader: a cluster elects one in 4–9 s) is never answered: the batch is
// tried again after this, not nats.js's 5 s (same Nats-Msg-Id, so never stored twice).
const PUBLISH_TIMEOUT_MS = 1000;

const envelopeJson = (row: TakenRow): string =>
  JSON.stringify({ id: row.id, subject: row.subject, occurred_at: row.created_at.toISOString(), data: row.payload, seq: Number(row.seq) } satisfies EventEnvelope);

export function startOutboxRelay<DB extends OutboxDatabase>(options: {
  /** The owning service, as the metrics name its outbox. */
  name: string;
  db: Kysely<DB>;
  bus: Bus;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const db = options.db as unknown as Kysely<OutboxDatabase>;
  const { bus, logger } = options;
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failing = false;

  /** Publishes a batch of the oldest rows, oldest first; any failure rolls the batch back. */
  const publishBatch = (): Promise<number> =>
    db.transaction().execute(async (trx) => {
      await lockOutbox(trx);
      // A delete returns its rows in no particular order.
      const rows = (await takeOldest(trx, batchSize)).sort((a, b) => Number(a.seq) - Number(b.seq));
      for (const row of rows) {
        const stored = { traceparent: row.traceparent, requestId: row.request_id };
        await inPublishSpan(row.subject, stored, async (carried) => {
          const headers = natsHeaders();
          for (const [name, value] of Object.entries(carried)) headers.set(name, value);
          await bus.js.publish(bus.subjectPrefix + row.subject, envelopeJson(row), { msgID: row.id, headers, timeout: PUBLISH_TIMEOUT_MS });
        });
      }
      return rows.length;
    });

  // Set by kick(): a transaction committed events, maybe after the running batch took its rows.
  let kicked = false;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      kicked = false;
      const published = await publishBatch();
      total += published;
      // Kicked meanwhile: one more batch now, rather than leaving those events to the next poll.
      if (published < batchSize && !kicked) return total;
    }
  }

  function run(): Promise<number> {
    return (running ??= drain()
      .then((count) => {
        if (failing) logger.info('outbox relay recovered');
        failing = false;
        return count;
      })
      .catch((error: unknown) => {
        if (!failing) logger.warn({ err: error }, 'outbox relay failed; retrying');
        failing = true;
        // A publish unanswered (a stream without a leader yet) has waited already: try again at once.
        if (error instanceof TimeoutError) setImmediate(() => stopped || void run());
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollMs);
    // Polling alone must not keep a process alive.
    timer.unref();
  }
  schedule();

  // One query for both gauges: a scrape collects them at once, and the second joins the first's read.
  let reading: Promise<{ count: number; age: number | null }> | undefined;
  const pending = () =>
    (reading ??= db
      .selectFrom('outbox')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number | null>`extract(epoch from now() - min(created_at))::float8`.as('age'),
      ])
      .executeTakeFirstOrThrow()
      .finally(() => (reading = undefined)));
  const untrackBacklog = outboxBacklog.track(async () => [{ labels: { outbox: options.name }, value: (await pending()).count }]);
  const untrackAge = outboxOldestAge.track(async () => [{ labels: { outbox: options.name }, value: (await pending()).age ?? 0 }]);

  return {
    kick() {
      if (stopped) return;
      kicked = true;
      void run();
    },
    async flush() {
      if (running) await running;
      return run();
    },
    /** Stops polling and publishes what is still pending (the events of the last calls served). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      untrackBacklog();
      untrackAge();
      if (running) await running;
      await run();
    },
  };
}

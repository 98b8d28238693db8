// Durable JetStream consumers with explicit acks, and the inbox that makes handlers idempotent:
// the effect of a message and its inbox row commit in one transaction, so a redelivered message
// is acknowledged without being applied again. Each consuming service has an `inbox` table:
//   consumer text, message_id text, processed_at timestamptz default now(),
//   primary key (consumer, message_id)
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { sql, type CompiledQuery, type Generated, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import { compiledOnce } from '../compiled-once.ts';
import { writeInOneMessage } from '../one-message-write.ts';
import { lastStatementSlot, openedTransaction, type LastStatement } from '../opened-transaction.ts';
import { preparedExecution } from '../prepared-execution.ts';
import { counter, sampledGauge } from '../metrics.ts';
import { acceptRequestId, REQUEST_ID_HEADER, runInRequestScope } from '../request-scope.ts';
import { inProcessSpan } from '../telemetry/message-context.ts';
import { KeyedLanes } from './keyed-lanes.ts';
import { RecentAcks } from './recent-acks.ts';
import type { Bus } from './nats.ts';
import type { OpenedBus } from './open-bus.ts';
import type { EventEnvelope } from './outbox.ts';

const eventsProcessed = counter({
  name: 'events_processed_total',
  help: 'Events a durable consumer handled, by outcome (ok, failed: left for redelivery)',
  labelNames: ['durable', 'outcome'] as const,
});
const eventsRedelivered = counter({
  name: 'events_redelivered_total',
  help: 'Events a durable consumer received again after a failure, a nak or an ack timeout',
  labelNames: ['durable'] as const,
});
const consumerLag = sampledGauge({
  name: 'events_consumer_lag',
  help: 'Events of a durable consumer not yet delivered (pending) or delivered and not yet acknowledged (ack_pending)',
  labelNames: ['durable', 'state'] as const,
});

export interface InboxTable {
  consumer: string;
  message_id: string;
  processed_at: Generated<Date>;
}

export interface InboxDatabase {
  inbox: InboxTable;
}

/** The inbox row of a message; no row back when the consumer has processed it before. */
const claimMessage = compiledOnce(2, (db: Transaction<InboxDatabase>, consumer: string, messageId: string) =>
  db
    .insertInto('inbox')
    .values({ consumer, message_id: messageId })
    .onConflict((oc) => oc.columns(['consumer', 'message_id']).doNothing())
    .returning('message_id'),
);

/** What may be written into the claim's SQL text as it is: checked, never taken as it came. */
const PLAIN_CONSUMER = /^[a-z0-9_-]{1,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNIQUE_VIOLATION = '23505';

/** The inbox's unique violation: the message was claimed, so processed, before. */
export function isInboxConflict(error: unknown): boolean {
  const { code, table } = error as { code?: string; table?: string };
  return code === UNIQUE_VIOLATION && table === 'inbox';
}

/**
 * Runs `effect` unless this consumer processed the message already. Returns whether it ran.
 *
 * Our events carry UUIDs, and for those `begin` and the inbox claim go to Postgres as one
 * simple-query message: one round trip fewer for every event consumed. The claim is then a plain
 * insert, so a message processed before fails it with unique_violation (one being processed by
 * another replica makes it wait for that replica's commit first, as the upsert did), and the
 * transaction is rolled back without running the effect. Other ids take the parameterised upsert.
 *
 * `first`, the effect's first statement, travels in that message too (prepared-execution.ts),
 * right after the claim, and the effect gets its rows: one round trip fewer again. The effect may
 * hand over its last statement (`last`), which runs after the rest of it, with the commit.
 */
export async function processOnce<DB extends InboxDatabase>(
  db: Kysely<DB>,
  consumer: string,
  messageId: string,
  effect: (trx: Kysely<DB>, firstRows: unknown[], last: LastStatement) => Promise<void>,
  first?: CompiledQuery,
): Promise<boolean> {
  if (!PLAIN_CONSUMER.test(consumer) || !UUID.test(messageId)) {
    return db.transaction().execute(async (trx) => {
      const { rows } = await claimMessage(trx as unknown as Transaction<InboxDatabase>, consumer, messageId);
      if (rows.length === 0) return false;
      // The last statement runs last here too, then Kysely commits: a round trip more, the same effect.
      const slot = lastStatementSlot();
      await effect(trx, first ? (await trx.executeQuery(first)).rows : [], slot.hand);
      await slot.runLast((statement) => trx.executeQuery(statement));
      return true;
    });
  }
  const claim = `insert into inbox (consumer, message_id) values ('${consumer}', '${messageId}')`;
  const firstExecution = first && preparedExecution(first);
  // Only the claim, which runs before the effect, can say "processed before" (not the first statement).
  let claimed = false;
  try {
    return await openedTransaction(
      db,
      () => (firstExecution ? `${claim}; ${firstExecution.execute}` : claim),
      async (trx, opened, last) => {
        claimed = true;
        await effect(trx, firstExecution ? opened : [], last);
        return true;
      },
      undefined,
      firstExecution?.prepared,
    );
  } catch (error) {
    if (!claimed && isInboxConflict(error)) return false;
    throw error;
  }
}

/**
 * The inbox claim as a data-modifying CTE of a statement: unconditional, or, with `from`, one
 * claim per row of that CTE (so a statement that changes nothing claims nothing).
 */
export type InboxClaim = (from?: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * processOnce for an effect that is one statement known before it runs: the statement claims the
 * message itself (`claim`, which it must hold as a CTE) and is sent alone, committed on its own
 * (writeInOneMessage): one round trip where processOnce takes two (the claim with its first
 * statement, then the commit). Returns the statement's rows, or undefined when this consumer
 * processed the message before (the claim's unique violation; nothing of the statement stays).
 * A statement whose claim is conditional and returns no row claimed nothing: the caller may then
 * take processOnce.
 */
export async function processOnceInOneStatement<DB extends InboxDatabase, Row>(
  db: Kysely<DB>,
  consumer: string,
  messageId: string,
  statement: (claim: InboxClaim) => RawBuilder<Row>,
): Promise<Row[] | undefined> {
  const claim: InboxClaim = (from) =>
    from
      ? sql`insert into inbox (consumer, message_id) select ${consumer}::text, ${messageId}::text from ${from}`
      : sql`insert into inbox (consumer, message_id) values (${consumer}::text, ${messageId}::text)`;
  try {
    return await writeInOneMessage(db, {}, undefined, () => statement(claim));
  } catch (error) {
    if (isInboxConflict(error)) return undefined;
    throw error;
  }
}

/** Messages a consumer takes from the server at once. */
const TAKEN_AT_ONCE = 100;

export interface EventConsumer {
  stop(): Promise<void>;
}

/**
 * Creates (or keeps) the durable consumer and processes its messages until stopped. A handler
 * that throws gets the message redelivered after a delay; the consume loop restarts on errors.
 * With `concurrency` above 1, up to that many messages are handled at once, but messages with the
 * same `orderingKey` one after the other in delivery order (without a key: all in one order).
 *
 * Every replica of a service consumes the same durable consumer, so without a key JetStream is
 * also told to hand out one message at a time (max_ack_pending 1): the next only once the one
 * before is acknowledged, by whichever replica had it, so that all replicas together apply the
 * events in stream order. The price is the head of the line: an event whose handler fails is
 * offered again every 2 s and nothing after it is applied meanwhile, and one held by a replica
 * that died is offered again after ack_wait (30 s); the consumer's lag metric shows both. An ack a
 * NATS server lost in a crash is sent again when the connection is back (recent-acks.ts). With a
 * key, a key's order holds within a replica only: two replicas may each hold an event of one key
 * at once, so such a handler must tolerate reordering (billing orders a booking's events by the
 * booking's version).
 */
export async function startEventConsumer(options: {
  bus: Bus;
  durable: string;
  /** Subject without the bus prefix, wildcards allowed, e.g. "venue.bookings.>" (one subject:
   * the Debian NATS server predates filter_subjects). */
  subject: string;
  handler: (event: EventEnvelope) => Promise<void>;
  logger: Logger;
  /** Messages handled at once (default 1: one at a time). */
  concurrency?: number;
  /** Messages of one key are handled in delivery order; default: one key for all. */
  orderingKey?: (event: EventEnvelope) => string;
}): Promise<EventConsumer> {
  const { bus, durable, logger } = options;
  const orderingKey = options.orderingKey ?? (() => '');
  const inStreamOrder = options.orderingKey === undefined;
  const addConsumer = async () => {
    // A durable made before its consumer was kept in stream order has JetStream's default; NATS
    // 2.10 refuses to create it again with another setting, so that one setting is changed.
    const existing = await bus.jsm.consumers.info(bus.stream, durable).catch(() => undefined);
    if (existing && inStreamOrder && existing.config.max_ack_pending !== 1) {
      await bus.jsm.consumers.update(bus.stream, durable, { max_ack_pending: 1 });
      return;
    }
    await bus.jsm.consumers.add(bus.stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: `${bus.subjectPrefix}${options.subject}`,
      ack_wait: 30_000_000_000,
      ...(inStreamOrder && { max_ack_pending: 1 }),
    });
  };
  // A bus still connecting (openBus) gets the consumer once it is up; it delivers from the start
  // of the stream, so nothing published meanwhile is missed.
  const pending = 'ready' in bus ? (bus as OpenedBus) : undefined;
  let added = false;
  if (!pending || pending.isConnected()) {
    await addConsumer();
    added = true;
  }
  let stopped = false;
  let messages: ConsumerMessages | null = null;
  let wake: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (wake = resolve));
  // As many as the consumer takes at once (max_messages below): a server killed may have lost the
  // acks of all of them.
  const recentAcks = new RecentAcks(TAKEN_AT_ONCE);
  let stopResending: (() => void) | undefined;

  function handle(message: JsMsg, event: EventEnvelope | undefined): Promise<void> {
    const carriedId = message.headers?.get(REQUEST_ID_HEADER);
    // The work joins the producer's trace, and its log lines name the producer's request.
    return runInRequestScope(carriedId ? acceptRequestId(carriedId) : undefined, () =>
      inProcessSpan(
        message.subject.slice(bus.subjectPrefix.length),
        message.headers?.get('traceparent') || undefined,
        async (fail) => {
          try {
            await options.handler(event ?? message.json<EventEnvelope>());
            recentAcks.ack(message);
            eventsProcessed.inc({ durable, outcome: 'ok' });
          } catch (error) {
            logger.warn({ err: error, subject: message.subject }, 'event handler failed; redelivering later');
            message.nak(2000);
            eventsProcessed.inc({ durable, outcome: 'failed' });
            fail(error);
          }
        },
      ),
    );
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        if (!added) {
          await Promise.race([pending?.ready, stopping]);
          if (stopped) break;
          await addConsumer();
          added = true;
        }
        if (!stopped) {
          stopResending ??= recentAcks.watch(
            bus.nc,
            async () => {
              const { ack_floor, delivered } = await bus.jsm.consumers.info(bus.stream, durable);
              return { after: ack_floor.stream_seq, upTo: delivered.stream_seq };
            },
            (count) => logger.info({ durable, count }, 'NATS is back: the last acknowledgements sent again'),
            (error) =>
              logger.warn({ err: error, durable }, 'acknowledgements not sent again after a reconnect'),
          );
        }
        const consumer = await bus.js.consumers.get(bus.stream, durable);
        messages = await consumer.consume({ max_messages: TAKEN_AT_ONCE });
        const lanes = new KeyedLanes(options.concurrency ?? 1);
        try {
          for await (const message of messages) {
            if (message.redelivered) eventsRedelivered.inc({ durable });
            let event: EventEnvelope | undefined;
            try {
              event = message.json<EventEnvelope>();
            } catch {
              // handle() parses it again and fails like any handler: the message is refused.
            }
            await lanes.run(event ? orderingKey(event) : '', () => handle(message, event));
          }
        } finally {
          // Every message taken is acknowledged or refused before the loop takes more or stops.
          await lanes.drain();
        }
      } catch (error) {
        if (!stopped) {
          logger.warn({ err: error, durable }, 'event consumer stopped; restarting');
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }
  }
  const running = loop();
  const untrackLag = consumerLag.track(async () => {
    const info = await bus.jsm.consumers.info(bus.stream, durable);
    return [
      { labels: { durable, state: 'pending' }, value: info.num_pending },
      { labels: { durable, state: 'ack_pending' }, value: info.num_ack_pending },
    ];
  });

  return {
    async stop() {
      untrackLag();
      stopped = true;
      stopResending?.();
      wake();
      await messages?.close();
      await running;
    },
  };
}

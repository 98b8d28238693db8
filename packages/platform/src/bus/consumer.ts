// Durable JetStream consumers with explicit acks, and the inbox that makes handlers idempotent:
// the effect of a message and its inbox row commit in one transaction, so a redelivered message
// is acknowledged without being applied again. Each consuming service has an `inbox` table:
//   consumer text, message_id text, processed_at timestamptz default now(),
//   primary key (consumer, message_id)
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Generated, Kysely } from 'kysely';
import type { Logger } from 'pino';
import { decodeEvent } from '@venue/contracts/events';
import type { Static, TSchema } from 'typebox';
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
  help: 'Events a durable consumer handled, by outcome (ok; failed: left for redelivery; invalid: failing its schema, acknowledged and skipped; newer_version: left for a consumer that reads it)',
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

/**
 * Runs `effect` unless this consumer processed the message already, in one transaction with the
 * message's inbox row. Returns whether it ran. A message being processed by another replica makes
 * the claim wait for that replica's commit, and then finds it claimed.
 */
export async function processOnce<DB extends InboxDatabase>(
  db: Kysely<DB>,
  consumer: string,
  messageId: string,
  effect: (trx: Kysely<DB>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await (trx as unknown as Kysely<InboxDatabase>)
      .insertInto('inbox')
      .values({ consumer, message_id: messageId })
      .onConflict((oc) => oc.columns(['consumer', 'message_id']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await effect(trx);
    return true;
  });
}

/** How long an event of a newer schema version waits to be offered again (to a release that reads it). */
const NEWER_VERSION_RETRY_MS = 30_000;

const TAKEN_AT_ONCE = 100;

export interface EventConsumer {
  stop(): Promise<void>;
}

/**
 * Creates (or keeps) the durable consumer and processes its messages until stopped. A handler that
 * throws gets the message redelivered after 2 s; the consume loop restarts on errors. Up to
 * `concurrency` messages at once, those of one `orderingKey` in delivery order. Without a key all
 * replicas together apply the events in stream order, one at a time (a lost ack is resent,
 * recent-acks.ts). With a key, a key's order holds within a replica only: its handler must tolerate
 * reordering (billing orders a booking's events by its version, bookings a document's by `seq`).
 */
export async function startEventConsumer<S extends TSchema = TSchema>(options: {
  bus: Bus;
  durable: string;
  /** Subject without the bus prefix, e.g. "venue.bookings.>" (one: Debian's NATS predates filter_subjects). */
  subject: string;
  /**
   * The payload's schema (packages/contracts/src/events), decoded before the handler sees it. An
   * invalid event is logged, counted and acknowledged (it would fail at every delivery and stall an
   * in-order consumer); a newer version is counted and offered again later (docs/decisions.md, 'Event payloads').
   */
  schema?: S;
  handler: (event: EventEnvelope<Static<S>>) => Promise<void>;
  logger: Logger;
  /** Messages handled at once (default 1: one at a time). */
  concurrency?: number;
  /** Messages of one key are handled in delivery order; default: one key for all. */
  orderingKey?: (event: EventEnvelope) => string;
}): Promise<EventConsumer> {
  const { bus, durable, logger } = options;
  const orderingKey = options.orderingKey ?? (() => '');
  const inStreamOrder = options.orderingKey === undefined;
  const settings = { ack_wait: 30_000_000_000, max_ack_pending: inStreamOrder ? 1 : 1000 }; // 1000: JetStream 2.9's default
  const addConsumer = async () => {
    // An existing durable gets these settings (a release of the other kind made it, or an operator
    // changed it): by an update, as NATS 2.10 will not re-add it changed.
    const existing = await bus.jsm.consumers.info(bus.stream, durable).catch(() => undefined);
    if (existing) return void (await bus.jsm.consumers.update(bus.stream, durable, settings));
    await bus.jsm.consumers.add(bus.stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: `${bus.subjectPrefix}${options.subject}`,
      ...settings,
    });
  };
  // A bus still connecting (openBus) gets the consumer once up; delivered from the stream's start, nothing is missed.
  const pending = 'ready' in bus ? (bus as OpenedBus) : undefined;
  let added = !pending || pending.isConnected();
  if (added) await addConsumer();
  let stopped = false;
  let messages: ConsumerMessages | null = null;
  let wake: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (wake = resolve));
  // As many as are taken at once (max_messages): a server killed may have lost all their acks.
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
            const envelope = event ?? message.json<EventEnvelope>();
            const decoded = options.schema ? decodeEvent(options.schema, envelope.data) : { ok: true as const, data: envelope.data };
            if (!decoded.ok) {
              const details = { subject: message.subject, id: envelope.id, durable, problem: decoded.detail };
              if (decoded.reason === 'invalid') {
                logger.error(details, 'event fails its schema; acknowledged and skipped');
                recentAcks.ack(message);
              } else {
                logger.warn(details, 'event of a newer schema version; offered again later');
                message.nak(NEWER_VERSION_RETRY_MS);
              }
              eventsProcessed.inc({ durable, outcome: decoded.reason });
              return;
            }
            await options.handler({ ...envelope, data: decoded.data as Static<S> });
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
        // Pulls of 1 s, heartbeats every 500 ms: a pull lost with a server (the consumer's leader moved) is
        // made again at the second heartbeat missed, at once (`bind`: no consumer info first, which waits 5 s
        // while the consumer has no leader). With nats.js's defaults (30 s, 15 s) events stalled for 30 s.
        messages = await consumer.consume({ max_messages: TAKEN_AT_ONCE, expires: 1000, idle_heartbeat: 500, bind: true });
        if (stopped) messages.stop(); // stopped while it was asked for: the loop below ends at once
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

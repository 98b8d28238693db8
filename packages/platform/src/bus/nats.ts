// NATS connection and the JetStream stream every domain publishes to. One stream holds all
// `venue.>` subjects; a subject prefix (tests use a fresh one per run) gives an isolated stream.
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';

export interface Bus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** Prepended to every subject, e.g. "" in production, "t1a2b3." in a test run. */
  subjectPrefix: string;
  stream: string;
  close(): Promise<void>;
}

/** How long JetStream remembers a Nats-Msg-Id to drop a republished event. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * How long the stream keeps an event, acknowledged or not, unless told otherwise
 * (EVENT_RETENTION_HOURS): a week. Without a bound the stream grew by every event ever published
 * (disk, and a NATS restart reading it all). An event is dropped only once it is this old, so a
 * consumer stopped for longer loses what it had not read; its lag metric (events_consumer_lag)
 * shows it waiting long before that. See docs/decisions.md.
 */
export const DEFAULT_EVENT_RETENTION_HOURS = 7 * 24;

export function streamName(subjectPrefix: string): string {
  return `${subjectPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}VENUE`;
}

export async function connectBus(options: {
  url: string;
  subjectPrefix?: string;
  name?: string;
  /** How long the stream keeps an event (at least the duplicate window, an hour or more). */
  retentionHours?: number;
}): Promise<Bus> {
  const subjectPrefix = options.subjectPrefix ?? '';
  // noAsyncTraces: nats.js otherwise builds an Error per request (every JetStream publish and
  // ack) only to lend its stack to a failure; 1-2 % of a service's CPU when relaying events.
  const nc = await connect({ servers: options.url, name: options.name, maxReconnectAttempts: -1, noAsyncTraces: true });
  const jsm = await jetstreamManager(nc);
  const stream = streamName(subjectPrefix);
  const retentionHours = options.retentionHours ?? DEFAULT_EVENT_RETENTION_HOURS;
  if (!Number.isSafeInteger(retentionHours) || retentionHours * 3_600_000 < DUPLICATE_WINDOW_MS) {
    await nc.close();
    throw new Error(`event retention of ${retentionHours} hours: a whole number of hours, 1 or more`);
  }
  const maxAge = nanos(retentionHours * 3_600_000);
  const config = { subjects: [`${subjectPrefix}venue.>`], duplicate_window: nanos(DUPLICATE_WINDOW_MS), max_age: maxAge };
  const existing = await jsm.streams.info(stream).catch(() => undefined);
  if (!existing) {
    // Missing: create it. Two processes racing here both succeed with the same config.
    await jsm.streams.add({ name: stream, ...config });
  } else if (existing.config.max_age !== maxAge) {
    // A stream made before the bound (max_age 0: forever) or with another one takes this one;
    // every service of a deployment must be given the same, or they set it in turn.
    await jsm.streams.update(stream, { ...existing.config, max_age: maxAge });
  }
  return {
    nc,
    js: jetstream(nc),
    jsm,
    subjectPrefix,
    stream,
    close: () => nc.drain(),
  };
}

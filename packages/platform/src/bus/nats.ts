// NATS connection and the JetStream stream every domain publishes to. One stream holds all
// `venue.>` subjects; a subject prefix (tests use a fresh one per run) gives an isolated stream.
// Speed: noAsyncTraces removed the Errors nats.js built per request, 1.4 % of bookings' race profile (2a349ea; bench/REPORT.md).
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { EVENT_RETENTION_HOURS } from '../config.ts';

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

export function streamName(subjectPrefix: string): string {
  return `${subjectPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}VENUE`;
}

export interface BusOptions {
  url: string;
  subjectPrefix?: string;
  name?: string;
  /** How long the stream keeps an event, in hours (EVENT_RETENTION_HOURS's range and default). */
  retentionHours?: number;
  /** Copies of the stream in a JetStream cluster (EVENT_STREAM_REPLICAS), 1 on a single server. */
  replicas?: number;
}

export async function connectBus(options: BusOptions): Promise<Bus> {
  const subjectPrefix = options.subjectPrefix ?? '';
  const retentionHours = options.retentionHours ?? EVENT_RETENTION_HOURS.default;
  const { minimum, maximum } = EVENT_RETENTION_HOURS;
  if (!Number.isSafeInteger(retentionHours) || retentionHours < minimum || retentionHours > maximum) {
    throw new Error(`event retention of ${retentionHours} hours: a whole number of hours, ${minimum} to ${maximum}`);
  }
  // The url may list several servers of a cluster ("nats://a:4222,nats://b:4222"): any one answering
  // will do, and nats.js learns the others from it. noAsyncTraces: nats.js would build an Error per
  // publish and ack only to lend a failure its stack.
  const servers = options.url.split(',').map((server) => server.trim());
  const nc = await connect({ servers, name: options.name, maxReconnectAttempts: -1, noAsyncTraces: true });
  // A connection whose stream could not be set up (JetStream not ready yet, say) is closed: left
  // open it would reconnect for ever, and the caller tries again with a new one.
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamName(subjectPrefix);
    const maxAge = nanos(retentionHours * 3_600_000);
    const replicas = options.replicas ?? 1;
    const config = {
      subjects: [`${subjectPrefix}venue.>`],
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: maxAge,
      num_replicas: replicas,
    };
    const existing = await jsm.streams.info(stream).catch(() => undefined);
    if (!existing) {
      // Missing: create it. Two processes racing here both succeed with the same config.
      await jsm.streams.add({ name: stream, ...config });
    } else if (existing.config.max_age !== maxAge || existing.config.num_replicas !== replicas) {
      // A stream kept otherwise takes this bound and these copies: give every service the same.
      await jsm.streams.update(stream, { ...existing.config, max_age: maxAge, num_replicas: replicas });
    }
    return { nc, js: jetstream(nc), jsm, subjectPrefix, stream, close: () => nc.drain() };
  } catch (error) {
    await nc.close();
    throw error;
  }
}

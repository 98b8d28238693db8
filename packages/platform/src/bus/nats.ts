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

export function streamName(subjectPrefix: string): string {
  return `${subjectPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}VENUE`;
}

export async function connectBus(options: { url: string; subjectPrefix?: string; name?: string }): Promise<Bus> {
  const subjectPrefix = options.subjectPrefix ?? '';
  // noAsyncTraces: nats.js otherwise builds an Error per request (every JetStream publish and
  // ack) only to lend its stack to a failure; 1-2 % of a service's CPU when relaying events.
  const nc = await connect({ servers: options.url, name: options.name, maxReconnectAttempts: -1, noAsyncTraces: true });
  const jsm = await jetstreamManager(nc);
  const stream = streamName(subjectPrefix);
  const config = { subjects: [`${subjectPrefix}venue.>`], duplicate_window: nanos(DUPLICATE_WINDOW_MS) };
  try {
    await jsm.streams.info(stream);
  } catch {
    // Missing: create it. Two processes racing here both succeed with the same config.
    await jsm.streams.add({ name: stream, ...config });
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

// A bus a service can start without (docs/decisions.md, 'Services run without NATS'): openBus returns at
// once and connects in the background, trying again every second; the relay's publish is retried.
import type { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { connectBus, streamName, type Bus, type BusOptions } from './nats.ts';

export interface OpenedBus extends Bus {
  /** Resolves once connected (never, if the bus is closed first). */
  ready: Promise<void>;
  isConnected(): boolean;
}

/** The gRPC health service name that tells whether events flow (the service serves regardless). */
export const EVENTS_HEALTH = 'events';

export function openBus(options: BusOptions & { logger: Logger }): OpenedBus {
  const subjectPrefix = options.subjectPrefix ?? '';
  let current: Bus | null = null;
  let closed = false;
  let warned = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function attempt(): Promise<void> {
    try {
      const bus = await connectBus(options);
      if (closed) return void (await bus.close());
      current = bus;
      if (warned) options.logger.info('connected to NATS; the outbox is published now');
      markReady();
    } catch (error) {
      if (closed) return;
      if (!warned) options.logger.warn({ err: error }, 'NATS cannot be reached; serving on, events wait in the outbox');
      warned = true;
      timer = setTimeout(() => void attempt(), 1000);
    }
  }
  void attempt();

  const connected = (): Bus => {
    if (!current) throw new Error('NATS is not connected yet');
    return current;
  };
  return {
    get nc() { return connected().nc; },
    get js() { return connected().js; },
    get jsm() { return connected().jsm; },
    subjectPrefix,
    stream: streamName(subjectPrefix),
    ready,
    isConnected: () => current !== null && !current.nc.isClosed(),
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.close();
    },
  };
}

export function reportBusHealth(bus: OpenedBus, health: HealthImplementation): void {
  health.setStatus(EVENTS_HEALTH, bus.isConnected() ? 'SERVING' : 'NOT_SERVING');
  void bus.ready.then(async () => {
    health.setStatus(EVENTS_HEALTH, 'SERVING');
    for await (const status of bus.nc.status()) {
      if (status.type === 'disconnect') health.setStatus(EVENTS_HEALTH, 'NOT_SERVING');
      if (status.type === 'reconnect') health.setStatus(EVENTS_HEALTH, 'SERVING');
    }
  });
}

/** Waits for the bus at most `ms`, so a service whose NATS is up starts with events flowing. */
export async function settle(bus: OpenedBus, ms = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([bus.ready, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

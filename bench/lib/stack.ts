// The whole stack as in production: every service process of scripts/stack.ts (resources,
// customers, bookings, billing, gateway), each spawned as the image runs it (processes.ts) on free
// ports, with its own node flags, a unique Redis key prefix and a unique event subject prefix
// (its own JetStream stream), all removed again at cleanup.
import { randomBytes } from 'node:crypto';
import { deleteEventStream, NATS_URL, REDIS_URL } from '@venue/testing';
import { serviceDatabaseUrl } from '@venue/platform';
import { serviceProcesses } from '../../scripts/stack.ts';
import { onCleanup } from './cleanup.ts';
import { freePort } from './ports.ts';
import { spawnService, stopAll, waitForGrpc, waitForHttp, type Child, type Runtime } from './processes.ts';
import { deleteKeys } from './redis.ts';

type ServiceName = (typeof serviceProcesses)[number]['name'];

export interface BenchStack {
  gatewayUrl: string;
  resourcesAddr: string;
  customersAddr: string;
  bookingsAddr: string;
  /** The prefix of the stack's Redis keys (REDIS_KEY_PREFIX). */
  redisPrefix: string;
  /** pid of every service process, by name. */
  pids: Record<ServiceName, number>;
  /**
   * One more process of a service, with the stack's environment and `overrides` (its own address
   * or port, say), started as the others and ready (scale-out scenario); stopped at cleanup.
   */
  spawnAnother(service: ServiceName, overrides: Record<string, string>): Promise<Child>;
}

export interface StackOptions {
  root: string;
  databaseUrl: string;
  logLevel: string;
  nodeArgs: string[];
  /** How the services run (settings.ts). */
  runtime: Runtime;
  /** The node binary the services run on (BENCH_NODE). */
  nodeBinary: string;
  /** An OTLP/HTTP endpoint: the services trace and export there (BENCH_TRACING). */
  tracingEndpoint?: string;
  /** A taskset CPU list every service is pinned to (BENCH_CPUS). */
  cpus?: string | undefined;
}

export async function startBenchStack(options: StackOptions): Promise<BenchStack> {
  const redisPrefix = `venue_bench:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const eventPrefix = `bench${process.pid}_${randomBytes(4).toString('hex')}.`;
  onCleanup('delete the bench Redis keys', () => deleteKeys(REDIS_URL, redisPrefix));
  onCleanup('delete the bench JetStream stream', () => deleteEventStream(eventPrefix));
  onCleanup('stop the services', () => stopAll());

  const [gatewayPort, resourcesPort, customersPort, bookingsPort, billingPort, webhooksPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const addr = (port: number) => `127.0.0.1:${port}`;
  const [resourcesAddr, customersAddr, bookingsAddr, billingAddr, webhooksAddr] = [
    addr(resourcesPort),
    addr(customersPort),
    addr(bookingsPort),
    addr(billingPort),
    addr(webhooksPort),
  ];
  const tracing: Record<string, string> = options.tracingEndpoint
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: options.tracingEndpoint }
    : {};
  const common = { DATABASE_URL: options.databaseUrl, LOG_LEVEL: options.logLevel, ...tracing };
  const bus = { NATS_URL, EVENT_SUBJECT_PREFIX: eventPrefix };
  const env: Record<ServiceName, Record<string, string>> = {
    resources: {
      ...common,
      RESOURCES_ADDR: resourcesAddr,
      // The availability scenario needs 200 main resources for one manager (default quota 100).
      RESOURCES_LOCATIONS_QUOTA: process.env.RESOURCES_LOCATIONS_QUOTA || '100000',
    },
    customers: { ...common, ...bus, CUSTOMERS_ADDR: customersAddr },
    bookings: {
      ...common,
      ...bus,
      BOOKINGS_ADDR: bookingsAddr,
      RESOURCES_ADDR: resourcesAddr,
      CUSTOMERS_ADDR: customersAddr,
    },
    billing: {
      ...common,
      ...bus,
      BILLING_ADDR: billingAddr,
      RESOURCES_ADDR: resourcesAddr,
      CUSTOMERS_ADDR: customersAddr,
      BOOKINGS_ADDR: bookingsAddr,
      // The gateway's: where catalog versions are (billing reuses resource names under them).
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
    },
    webhooks: {
      ...common,
      ...bus,
      WEBHOOKS_ADDR: webhooksAddr,
      CUSTOMERS_ADDR: customersAddr,
      BOOKINGS_ADDR: bookingsAddr,
      BILLING_ADDR: billingAddr,
      // The webhooks scenario's receiver listens on loopback, over http.
      WEBHOOKS_ALLOW_HTTP: '1',
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    gateway: {
      ...common,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      RESOURCES_ADDR: resourcesAddr,
      CUSTOMERS_ADDR: customersAddr,
      BOOKINGS_ADDR: bookingsAddr,
      BILLING_ADDR: billingAddr,
      WEBHOOKS_ADDR: webhooksAddr,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      RATE_COOLDOWN_MS: '0',
    },
  };
  // Each service as its own role, as npm start runs them (platform's service-role.ts).
  for (const [name, serviceEnv] of Object.entries(env)) serviceEnv.DATABASE_URL = serviceDatabaseUrl(options.databaseUrl, name);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  /** Starts one process of `service` with `serviceEnv` and waits until it answers. */
  async function spawnReady(service: (typeof serviceProcesses)[number], serviceEnv: Record<string, string>): Promise<Child> {
    const child = spawnService(service.name, service.entry, serviceEnv, {
      cwd: options.root,
      // The service's own flags, as its command in the image names them; BENCH_NODE_FLAGS after
      // them, so they win.
      nodeArgs: [...service.nodeFlags, ...options.nodeArgs],
      runtime: options.runtime,
      nodeBinary: options.nodeBinary,
      cpus: options.cpus,
    });
    if (service.name === 'gateway') await waitForHttp(child, `http://127.0.0.1:${serviceEnv.PORT}/readyz`);
    else await waitForGrpc(child, serviceEnv[`${service.name.toUpperCase()}_ADDR`]!);
    return child;
  }

  // Start order of scripts/stack.ts; each one ready before the next (bookings and the gateway
  // connect to the others).
  const children = {} as Record<ServiceName, Child>;
  for (const service of serviceProcesses) children[service.name] = await spawnReady(service, env[service.name]);

  return {
    gatewayUrl,
    resourcesAddr,
    customersAddr,
    bookingsAddr,
    redisPrefix,
    pids: Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child.pid])) as Record<
      ServiceName,
      number
    >,
    spawnAnother: (service, overrides) =>
      spawnReady(serviceProcesses.find((candidate) => candidate.name === service)!, { ...env[service], ...overrides }),
  };
}

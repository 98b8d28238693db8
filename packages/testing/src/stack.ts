// Starts the services in this process, on free ports, against a fresh database and Redis
// prefix, and gives tests a small HTTP client for the gateway. A test names the gRPC services it
// needs (`services`); those it leaves out are answered by one stand-in (absent-services.ts).
import { Writable } from 'node:stream';
import { createDb, createLogger, serviceDatabaseUrl, startOrUndo, type Logger, type OpenedStack } from '@venue/platform';
import { createGatewayLogger, createManager, loadGatewayConfig, startGateway, type Db } from '@venue/gateway';
import { loadResourcesConfig, startResourcesService } from '@venue/resources';
import { loadCustomersConfig, startCustomersService } from '@venue/customers';
import { loadBookingsConfig, startBookingsService } from '@venue/bookings';
import { loadBillingConfig, startBillingService } from '@venue/billing';
import { loadWebhooksConfig, startWebhooksService } from '@venue/webhooks';
import { deleteEventStream, NATS_URL, testEventPrefix } from './nats.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freeAddress, freePort } from './ports.ts';
import { REDIS_URL, testRedisPrefix } from './redis.ts';
import { startServiceProcess, type ServiceName, type ServiceProcess } from './service-process.ts';
import { startAbsentServices } from './absent-services.ts';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
  body: { success: boolean; data: any; total?: number; [extra: string]: unknown };
  /**
   * With a 5xx only: the warnings and errors the stack logged lately (gateway and services), so
   * that an assertion failing on an unexpected 5xx says why (expectOk, expectFailure).
   */
  logged?: string[];
}

/** Every gRPC service, the default of `services`. */
export const ALL_SERVICES: readonly ServiceName[] = ['resources', 'customers', 'bookings', 'billing'];

/**
 * The peers a service calls to answer its own calls: a stack that starts it lists them too (they
 * are not added behind the test's back), or names them in standIns.
 */
const PEERS: Record<ServiceName, readonly ServiceName[]> = {
  resources: [],
  customers: [],
  bookings: ['resources', 'customers'],
  billing: ['resources', 'customers', 'bookings'],
};

/** The services that publish or consume events: only with one of them does a stack use NATS. */
const USES_EVENTS: readonly ServiceName[] = ['customers', 'bookings', 'billing'];

export interface StackOptions {
  /**
   * The gRPC services to start (default all four). Each one left out is answered by a stand-in
   * that fails every call UNAVAILABLE, naming it (the gateway then answers 503), and reading its
   * accessor (stack.bookings, say) throws. A listed service's peers must be listed too (PEERS),
   * or in standIns.
   */
  services?: readonly ServiceName[];
  /**
   * Peers of a listed service that the test leaves to the stand-in all the same, because what it
   * calls never needs them (billing's tax rates never ask bookings, say).
   */
  standIns?: readonly ServiceName[];
  /** Start the gateway (default true); without it baseUrl, gateway, get and post throw. */
  gateway?: boolean;
  /** Extra gateway environment, e.g. RATE_COOLDOWN_MS. */
  gatewayEnv?: Record<string, string>;
  resourcesEnv?: Record<string, string>;
  customersEnv?: Record<string, string>;
  bookingsEnv?: Record<string, string>;
  billingEnv?: Record<string, string>;
  /**
   * Start the webhooks service too (in this process, on the gateway's database, allowed to call
   * http:// and private addresses unless webhooksEnv says otherwise), with this extra environment.
   * Without it the gateway's webhook calls find nothing listening (503).
   */
  webhooks?: boolean;
  webhooksEnv?: Record<string, string>;
  /** The NATS server of every service (default NATS_URL), e.g. a private one a test restarts. */
  natsUrl?: string;
  /** Keep every line the gRPC services log (at info) in serviceLogs; otherwise only warnings and errors. */
  captureServiceLogs?: boolean;
  /**
   * Listed services to run as OS processes of their own (their main.ts, see service-process.ts)
   * instead of in this process, with the environment they would get here: stack.processes then
   * reads their memory, pauses, kills and restarts them, and their in-process accessors throw.
   */
  asProcesses?: readonly ServiceName[];
  /**
   * Node flags of the bookings process (with bookings in asProcesses): its heap, say;
   * imageNodeEnv() and scripts/stack.ts give the image's.
   */
  bookingsNodeFlags?: readonly string[];
  /**
   * Services run as processes (as asProcesses) from another checkout: the last release's
   * (release.ts), for the version skew tests.
   */
  fromCheckout?: { root: string; services: readonly ServiceName[] };
  /**
   * Each service on a database of its own (clones of the template; the gateway keeps `database`),
   * as an install with one database per service would run: stack.databases names them, and the
   * gateway and billing read the version ports from the resources and customers databases.
   */
  separateDatabases?: boolean;
  /**
   * Bookings processes to start (with bookings in asProcesses), each on its own address and metrics
   * port; the gateway and billing call them all through one `ipv4:` target (round robin).
   */
  bookingsReplicas?: number;
}

/** One of several processes of a service (StackOptions.bookingsReplicas), with its /metrics port. */
export interface Replica {
  process: ServiceProcess;
  metricsPort: number;
}

export interface TestStack {
  /** The gRPC services this stack started (StackOptions.services). */
  services: readonly ServiceName[];
  /** host:port of each gRPC service: where it listens, or the stand-in's for one not started. */
  addresses: Readonly<Record<ServiceName, string>>;
  baseUrl: string;
  database: TestDatabase;
  /** The database of each service: `database` for all, unless StackOptions.separateDatabases. */
  databases: Readonly<Record<ServiceName | 'gateway', TestDatabase>>;
  redisPrefix: string;
  /** Every line the gateway logged, as raw JSON text. */
  gatewayLogs: string[];
  /**
   * Every line the gRPC services logged as raw JSON text: at info with captureServiceLogs, else
   * warnings and errors (none when TEST_LOG_LEVEL sends their logs to stdout instead); and a
   * warning of the stand-in (service "stand-in") for each call to a service not started.
   */
  serviceLogs: string[];
  gateway: Awaited<ReturnType<typeof startGateway>>;
  /** The subject prefix (and so the JetStream stream) of this stack's events. */
  eventPrefix: string;
  /** The NATS server of its services (StackOptions.natsUrl, else NATS_URL). */
  natsUrl: string;
  /** The in-process customers service (reading it throws when it runs as a process). */
  customers: Awaited<ReturnType<typeof startCustomersService>>;
  /** The in-process bookings service (reading it throws when it runs as a process). */
  bookings: Awaited<ReturnType<typeof startBookingsService>>;
  /** The process of each service in asProcesses; no entry for those run in this process. */
  processes: Partial<Record<ServiceName, ServiceProcess>>;
  /** Every bookings process when there are several (bookingsReplicas); processes.bookings is the first. */
  bookingsReplicas: Replica[];
  /** The running in-process billing instance (replaced by startBilling; throws when billing runs as a process). */
  billing: Awaited<ReturnType<typeof startBillingService>>;
  /** The in-process webhooks service (StackOptions.webhooks; reading it throws without). */
  webhooks: Awaited<ReturnType<typeof startWebhooksService>>;
  /** The environment the webhooks service runs with, to start another instance on the same stack. */
  webhooksEnv: Readonly<Record<string, string>>;
  /**
   * The environment billing runs with (its address fixed once started), to start another instance
   * elsewhere; that of its process when billing runs as one.
   */
  billingEnv: Record<string, string>;
  /**
   * The environment of the stack's gateway but its PORT (with StackOptions.gateway false too), to
   * start another gateway on the same database, Redis, key prefix and services.
   */
  gatewayEnv: Readonly<Record<string, string>>;
  /** Stops the in-process billing instance, as a crash-free shutdown would; the other services keep running. */
  stopBilling(): Promise<void>;
  /** Starts a new in-process billing instance on the same database, stream and address (after stopBilling). */
  startBilling(): Promise<void>;
  /** The gateway's database (schema gateway), for the admin service functions of @venue/gateway. */
  adminDb: Db;
  createManager(options?: {
    cooldownMs?: number;
    dailyQuota?: number;
    timezone?: string;
  }): Promise<{ managerId: number; apiKey: string }>;
  get(path: string, query?: Record<string, string | number | boolean>): Promise<ApiAnswer>;
  /** POST as JSON (default) or form-encoded; a string body is sent as it is. */
  post(
    path: string,
    body: unknown,
    options?: { form?: boolean; query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
  /** Stops resources (its process, when it runs as one: processes.resources.restart() starts it again). */
  stopResources(): Promise<void>;
  stop(): Promise<void>;
}

function captureLogs(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
}

let managerCounter = 0;

/** Where the gateway calls the webhooks service of a stack without it: port 1 refuses at once (503). */
const NOTHING_LISTENS = '127.0.0.1:1';

/** The last warnings and errors (level 40 and up) among the lines logged so far. */
function recentTrouble(...logs: string[][]): string[] {
  const trouble = (line: string) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 40;
    } catch {
      return false;
    }
  };
  return logs.flatMap((lines) => lines.filter(trouble).slice(-10));
}

/**
 * Waits until the gateway's Redis client is connected, or has been refused a connection (the stack
 * with an unreachable REDIS_URL), so the first request of a test never races the connection. Any
 * other error (a slow answer while connecting) is followed by a new connection, which is awaited.
 * (A ping is not enough: with the offline queue disabled it fails at once while still connecting.)
 */
function redisSettled(redis: {
  status: string;
  on(event: string, listener: (error?: { code?: string }) => void): unknown;
  off(event: string, listener: (error?: { code?: string }) => void): unknown;
}): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', refused);
      resolve();
    };
    const refused = (error?: { code?: string }) => {
      if (error?.code === 'ECONNREFUSED') done();
    };
    const timer = setTimeout(done, 10_000);
    redis.on('ready', done);
    redis.on('error', refused);
  });
}

export async function startTestStack(options: StackOptions = {}): Promise<TestStack> {
  // Stopped in the reverse order by stop(), or at once should a later step fail (a port taken, say):
  // a half-started stack would leave servers and connections that keep the test file running.
  const services = startedServices(options);
  return startOrUndo((opened) => startStack(opened, options, services));
}

/** The services to start, checked before anything starts: a missing peer is the test's mistake. */
function startedServices(options: StackOptions): Set<ServiceName> {
  const services = new Set(options.services ?? ALL_SERVICES);
  for (const service of services) {
    const missing = PEERS[service].filter((peer) => !services.has(peer) && !options.standIns?.includes(peer));
    if (missing.length > 0)
      throw new Error(`startTestStack: ${service} calls ${missing.join(' and ')}; list ${missing.length > 1 ? 'them' : 'it'} in services (or standIns) too`);
  }
  const started = options.standIns?.filter((service) => services.has(service)) ?? [];
  if (started.length > 0) throw new Error(`startTestStack: ${started.join(' and ')} cannot be both started and stood in`);
  const notListed = options.asProcesses?.filter((service) => !services.has(service)) ?? [];
  if (notListed.length > 0) {
    const them = notListed.length > 1 ? 'them' : 'it';
    throw new Error(`startTestStack: asProcesses names ${notListed.join(' and ')}, not started; list ${them} in services too`);
  }
  if ((options.bookingsNodeFlags || options.bookingsReplicas) && !options.asProcesses?.includes('bookings'))
    throw new Error('startTestStack: bookingsNodeFlags and bookingsReplicas need bookings in asProcesses');
  return services;
}

/** The error an accessor of something the stack did not start throws. */
function notStarted(what: string, option: string): never {
  throw new Error(`${what} is not started in this test stack (see startTestStack's ${option})`);
}

/** The error an accessor of an in-process service throws when the service runs as a process. */
function runsAsProcess(service: ServiceName): never {
  throw new Error(`${service} runs as a process of its own in this test stack (asProcesses): see stack.processes.${service}`);
}

async function startStack(opened: OpenedStack, options: StackOptions, services: Set<ServiceName>): Promise<TestStack> {
  const database = opened.adopt(await createTestDatabase(), (database) => database.drop());
  const ownDatabase = async () => (options.separateDatabases ? opened.adopt(await createTestDatabase(), (own) => own.drop()) : database);
  const databases = {
    gateway: database,
    resources: await ownDatabase(),
    customers: await ownDatabase(),
    bookings: await ownDatabase(),
    billing: await ownDatabase(),
  };
  /** The URL a service connects with: its database, as its role. */
  const urlOf = (service: ServiceName | 'gateway') => serviceDatabaseUrl(databases[service].url, service);
  /** Where a reader finds an owner's version port, when not in its own database. */
  const portsOf = (reader: ServiceName | 'gateway', owner: 'resources' | 'customers') =>
    options.separateDatabases ? { [`${owner.toUpperCase()}_DATABASE_URL`]: serviceDatabaseUrl(databases[owner].url, reader) } : {};
  const serviceLogs: string[] = [];
  const serviceLogger = (service: string): Logger =>
    options.captureServiceLogs
      ? createLogger(service, 'info', {}, captureLogs(serviceLogs))
      : process.env.TEST_LOG_LEVEL
        ? createLogger(service, process.env.TEST_LOG_LEVEL)
        : createLogger(service, 'warn', {}, captureLogs(serviceLogs));
  const billingLogger = serviceLogger('billing');
  const absent = ALL_SERVICES.filter((service) => !services.has(service));
  const standInCalled = (msg: string) => serviceLogs.push(JSON.stringify({ level: 40, time: Date.now(), service: 'stand-in', msg }));
  const standIn = absent.length > 0 ? opened.adopt(await startAbsentServices(absent, standInCalled), (server) => server.stop()) : null;
  /** host:port of each service: where it listens once started, else the stand-in's. */
  const addresses = Object.fromEntries(ALL_SERVICES.map((service) => [service, standIn?.address ?? ''])) as Record<ServiceName, string>;
  const startedHere = <T extends { port: number }>(service: ServiceName, started: T): T => {
    addresses[service] = `127.0.0.1:${started.port}`;
    return started;
  };

  // A service in asProcesses gets the very environment it would be started with here, so that
  // running it as a process changes nothing else about the stack.
  const processes: Partial<Record<ServiceName, ServiceProcess>> = {};
  /** Starts `service` as a process with `env` when asProcesses names it; false if it is to run here. */
  /** One process of `service` with `env`, stopped with the stack (bookings with bookingsNodeFlags). */
  const startProcess = async (service: ServiceName, env: Record<string, string>): Promise<ServiceProcess> => {
    const nodeFlags = service === 'bookings' ? (options.bookingsNodeFlags ?? []) : [];
    const root = options.fromCheckout?.services.includes(service) ? options.fromCheckout.root : undefined;
    return opened.adopt(await startServiceProcess(service, env, { nodeFlags, ...(root && { root }) }), (child) => child.stop());
  };
  const startedAsProcess = async (service: ServiceName, env: Record<string, string>): Promise<boolean> => {
    if (!options.asProcesses?.includes(service) && !options.fromCheckout?.services.includes(service)) return false;
    processes[service] = startedHere(service, await startProcess(service, env));
    return true;
  };
  const bookingsReplicas: Replica[] = [];
  /** Starts options.bookingsReplicas bookings processes, each on an address of its own: one ipv4: target. */
  const startedReplicas = async (env: Record<string, string>): Promise<boolean> => {
    if (!options.bookingsReplicas || options.bookingsReplicas < 2) return startedAsProcess('bookings', env);
    for (let replica = 0; replica < options.bookingsReplicas; replica += 1) {
      const metricsPort = await freePort();
      const own = { ...env, BOOKINGS_ADDR: await freeAddress(), METRICS_PORT: String(metricsPort) };
      bookingsReplicas.push({ process: await startProcess('bookings', own), metricsPort });
    }
    processes.bookings = bookingsReplicas[0]!.process;
    addresses.bookings = `ipv4:${bookingsReplicas.map((replica) => replica.process.address).join(',')}`;
    return true;
  };

  let resourcesStopped = false;
  const resourcesEnv: Record<string, string> | null = services.has('resources')
    ? { DATABASE_URL: urlOf('resources'), RESOURCES_ADDR: await freeAddress(), ...options.resourcesEnv }
    : null;
  const resources =
    resourcesEnv && !(await startedAsProcess('resources', resourcesEnv))
      ? startedHere(
          'resources',
          opened.adopt(
            await startResourcesService(loadResourcesConfig(resourcesEnv), serviceLogger('resources')),
            async (resources) => {
              if (!resourcesStopped) await resources.stop();
            },
          ),
        )
      : null;
  // NATS and a stream of its own only for a stack with a service that publishes or consumes.
  const eventPrefix = USES_EVENTS.some((service) => services.has(service)) || options.webhooks ? testEventPrefix() : null;
  const natsUrl = options.natsUrl ?? NATS_URL;
  if (eventPrefix) opened.adopt(eventPrefix, (prefix) => deleteEventStream(prefix, natsUrl));
  const events = { NATS_URL: natsUrl, EVENT_SUBJECT_PREFIX: eventPrefix ?? '' };
  const customersEnv: Record<string, string> | null = services.has('customers')
    ? { DATABASE_URL: urlOf('customers'), CUSTOMERS_ADDR: await freeAddress(), ...events, ...options.customersEnv }
    : null;
  const customers =
    customersEnv && !(await startedAsProcess('customers', customersEnv))
      ? startedHere(
          'customers',
          opened.adopt(
            await startCustomersService(loadCustomersConfig(customersEnv), serviceLogger('customers')),
            (customers) => customers.stop(),
          ),
        )
      : null;
  const bookingsEnv: Record<string, string> = {
    DATABASE_URL: urlOf('bookings'),
    BOOKINGS_ADDR: await freeAddress(),
    RESOURCES_ADDR: addresses.resources,
    CUSTOMERS_ADDR: addresses.customers,
    ...events,
    ...options.bookingsEnv,
  };
  const bookings =
    services.has('bookings') && !(await startedReplicas(bookingsEnv))
      ? startedHere(
          'bookings',
          opened.adopt(await startBookingsService(loadBookingsConfig(bookingsEnv), serviceLogger('bookings')), (bookings) => bookings.stop()),
        )
      : null;
  const redisPrefix = testRedisPrefix();
  const billingEnv: Record<string, string> = {
    DATABASE_URL: urlOf('billing'),
    ...portsOf('billing', 'resources'),
    ...portsOf('billing', 'customers'),
    BILLING_ADDR: await freeAddress(),
    RESOURCES_ADDR: addresses.resources,
    CUSTOMERS_ADDR: addresses.customers,
    BOOKINGS_ADDR: addresses.bookings,
    ...events,
    ...options.billingEnv,
  };
  let billing: Awaited<ReturnType<typeof startBillingService>> | null =
    services.has('billing') && !(await startedAsProcess('billing', billingEnv))
      ? startedHere('billing', await startBillingService(loadBillingConfig(billingEnv), billingLogger))
      : null;
  // Whichever billing runs here by then: stopBilling and startBilling replace it.
  opened.adopt(null, () => billing?.stop());
  // A restarted instance listens where the gateway already calls.
  billingEnv.BILLING_ADDR = addresses.billing;
  const webhooksEnv: Record<string, string> = {
    DATABASE_URL: serviceDatabaseUrl(database.url, 'webhooks'),
    WEBHOOKS_ADDR: options.webhooks ? await freeAddress() : NOTHING_LISTENS,
    CUSTOMERS_ADDR: addresses.customers,
    BOOKINGS_ADDR: addresses.bookings,
    BILLING_ADDR: addresses.billing,
    WEBHOOKS_ALLOW_HTTP: '1',
    WEBHOOKS_ALLOW_PRIVATE: '1',
    ...events,
    ...options.webhooksEnv,
  };
  const webhooks = options.webhooks
    ? opened.adopt(await startWebhooksService(loadWebhooksConfig(webhooksEnv), serviceLogger('webhooks')), (webhooks) => webhooks.stop())
    : null;
  const gatewayLogs: string[] = [];
  /** The stack's gateway's environment, but its PORT: another gateway on the same stack starts from it. */
  const gatewayEnv: Record<string, string> = {
    DATABASE_URL: urlOf('gateway'),
    ...portsOf('gateway', 'resources'),
    HOST: '127.0.0.1',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    RESOURCES_ADDR: addresses.resources,
    CUSTOMERS_ADDR: addresses.customers,
    BOOKINGS_ADDR: addresses.bookings,
    BILLING_ADDR: addresses.billing,
    WEBHOOKS_ADDR: webhooksEnv.WEBHOOKS_ADDR!,
    RATE_COOLDOWN_MS: '0',
    KEY_CACHE_TTL_MS: '200',
    LOG_LEVEL: 'info',
    ...options.gatewayEnv,
  };
  const gateway =
    options.gateway === false
      ? null
      : opened.adopt(
          await startGateway(
            loadGatewayConfig({ PORT: String(await freePort()), ...gatewayEnv }),
            createGatewayLogger('info', captureLogs(gatewayLogs)),
          ),
          (gateway) => gateway.stop(),
        );
  if (gateway) await redisSettled(gateway.redis);
  const baseUrl = gateway ? `http://127.0.0.1:${gateway.port}` : null;
  const gatewayUrl = () => baseUrl ?? notStarted('the gateway', 'gateway option');
  const adminDb: Db = opened.adopt(createDb({ url: database.url, schema: 'gateway', max: 2 }), (db) => db.destroy());

  async function answer(response: Response): Promise<ApiAnswer> {
    const text = await response.text();
    let body: ApiAnswer['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { success: false, data: text };
    }
    if (response.status < 500) return { status: response.status, headers: response.headers, body };
    return { status: response.status, headers: response.headers, body, logged: recentTrouble(gatewayLogs, serviceLogs) };
  }

  const billingStarted = () => services.has('billing') || notStarted('billing', 'services');
  /** Billing started, and in this process (stopBilling and startBilling replace its instance). */
  const billingHere = () => billingStarted() && (!processes.billing || runsAsProcess('billing'));

  return {
    services: [...services],
    addresses,
    get baseUrl() {
      return gatewayUrl();
    },
    database,
    databases,
    redisPrefix,
    gatewayLogs,
    serviceLogs,
    get gateway() {
      return gateway ?? notStarted('the gateway', 'gateway option');
    },
    get eventPrefix() {
      return eventPrefix ?? notStarted('a service with events (customers, bookings, billing)', 'services');
    },
    natsUrl,
    get customers() {
      if (processes.customers) runsAsProcess('customers');
      return customers ?? notStarted('customers', 'services');
    },
    get bookings() {
      if (processes.bookings) runsAsProcess('bookings');
      return bookings ?? notStarted('bookings', 'services');
    },
    processes,
    bookingsReplicas,
    get billing() {
      billingHere();
      if (!billing) throw new Error('billing is stopped');
      return billing;
    },
    get webhooks() {
      return webhooks ?? notStarted('webhooks', 'webhooks option');
    },
    webhooksEnv,
    gatewayEnv,
    get billingEnv() {
      billingStarted();
      return billingEnv;
    },
    async stopBilling() {
      billingHere();
      const running = billing;
      billing = null;
      await running?.stop();
    },
    async startBilling() {
      billingHere();
      if (billing) throw new Error('billing is running');
      billing = await startBillingService(loadBillingConfig(billingEnv), billingLogger);
    },
    adminDb,
    async createManager(manager = {}) {
      managerCounter += 1;
      const created = await createManager(adminDb, {
        email: `manager${managerCounter}.${process.pid}.${Date.now()}@example.test`,
        company: `Company ${managerCounter}`,
        timezone: manager.timezone ?? 'Europe/Berlin',
        cooldownMs: manager.cooldownMs,
        dailyQuota: manager.dailyQuota,
      });
      return { managerId: created.manager_id, apiKey: created.api_key };
    },
    async get(path, query = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return answer(await fetch(`${gatewayUrl()}${path}${search.size ? `?${search}` : ''}`));
    },
    async post(path, body, postOptions = {}) {
      const search = new URLSearchParams(postOptions.query ?? {});
      const url = `${gatewayUrl()}${path}${search.size ? `?${search}` : ''}`;
      const form = postOptions.form || false;
      const headers = {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...postOptions.headers,
      };
      const encoded = typeof body === 'string' ? body : form ? toForm(body) : JSON.stringify(body);
      return answer(await fetch(url, { method: 'POST', headers, body: encoded }));
    },
    async stopResources() {
      if (processes.resources) return processes.resources.stop();
      if (!resources) notStarted('resources', 'services');
      if (!resourcesStopped) await resources.stop();
      resourcesStopped = true;
    },
    stop: () => opened.closeAll(),
  };
}

/** Form encoding with PHP-style brackets for nested values (a[b]=c, a[0][b]=c). */
export function toForm(value: unknown, prefix = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return `${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => toForm(inner, prefix ? `${prefix}[${key}]` : key))
    .filter(Boolean)
    .join('&');
}

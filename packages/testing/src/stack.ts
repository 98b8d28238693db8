// Starts the services in this process, on free ports, against a fresh database and Redis
// prefix, and gives tests a small HTTP client for the gateway.
import { Writable } from 'node:stream';
import { createDb, createLogger, startOrUndo, type Logger, type OpenedStack } from '@venue/platform';
import { createGatewayLogger, createManager, loadGatewayConfig, startGateway, type Db } from '@venue/gateway';
import { loadResourcesConfig, startResourcesService } from '@venue/resources';
import { loadCustomersConfig, startCustomersService } from '@venue/customers';
import { loadBookingsConfig, startBookingsService } from '@venue/bookings';
import { loadBillingConfig, startBillingService } from '@venue/billing';
import { deleteEventStream, NATS_URL, testEventPrefix } from './nats.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freeAddress, freePort } from './ports.ts';
import { REDIS_URL, testRedisPrefix } from './redis.ts';
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

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

export interface StackOptions {
  /** Extra gateway environment, e.g. RATE_COOLDOWN_MS. */
  gatewayEnv?: Record<string, string>;
  resourcesEnv?: Record<string, string>;
  customersEnv?: Record<string, string>;
  bookingsEnv?: Record<string, string>;
  billingEnv?: Record<string, string>;
  /** The NATS server of every service (default NATS_URL), e.g. a private one a test restarts. */
  natsUrl?: string;
  /** Keep every line the gRPC services log (at info) in serviceLogs; otherwise only warnings and errors. */
  captureServiceLogs?: boolean;
  /**
   * Run bookings as an OS process of its own (its main.ts, see service-process.ts) instead of in
   * this process: stack.bookingsProcess then reads its memory, kills and restarts it.
   */
  bookingsAsProcess?: boolean;
}

export interface TestStack {
  baseUrl: string;
  database: TestDatabase;
  redisPrefix: string;
  /** Every line the gateway logged, as raw JSON text. */
  gatewayLogs: string[];
  /**
   * Every line the gRPC services logged as raw JSON text: at info with captureServiceLogs, else
   * warnings and errors (none when TEST_LOG_LEVEL sends their logs to stdout instead).
   */
  serviceLogs: string[];
  gateway: Awaited<ReturnType<typeof startGateway>>;
  /** The subject prefix (and so the JetStream stream) of this stack's events. */
  eventPrefix: string;
  customers: Awaited<ReturnType<typeof startCustomersService>>;
  /** The in-process bookings service (not with bookingsAsProcess: reading it then throws). */
  bookings: Awaited<ReturnType<typeof startBookingsService>>;
  /** The bookings process (with bookingsAsProcess), else null. */
  bookingsProcess: ServiceProcess | null;
  /** The running billing instance (replaced by startBilling). */
  billing: Awaited<ReturnType<typeof startBillingService>>;
  /** The environment billing runs with (its address fixed once started), to start another instance elsewhere. */
  billingEnv: Record<string, string>;
  /** Stops the billing instance, as a crash-free shutdown would; the other services keep running. */
  stopBilling(): Promise<void>;
  /** Starts a new billing instance on the same database, stream and address (after stopBilling). */
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

export function startTestStack(options: StackOptions = {}): Promise<TestStack> {
  // Stopped in the reverse order by stop(), or at once should a later step fail (a port taken, say):
  // a half-started stack would leave servers and connections that keep the test file running.
  return startOrUndo((opened) => startStack(opened, options));
}

async function startStack(opened: OpenedStack, options: StackOptions): Promise<TestStack> {
  const database = opened.adopt(await createTestDatabase(), (database) => database.drop());
  const serviceLogs: string[] = [];
  const serviceLogger = (service: string): Logger =>
    options.captureServiceLogs
      ? createLogger(service, 'info', {}, captureLogs(serviceLogs))
      : process.env.TEST_LOG_LEVEL
        ? createLogger(service, process.env.TEST_LOG_LEVEL)
        : createLogger(service, 'warn', {}, captureLogs(serviceLogs));
  const billingLogger = serviceLogger('billing');
  let resourcesStopped = false;
  const resources = opened.adopt(
    await startResourcesService(
      loadResourcesConfig({
        DATABASE_URL: database.url,
        RESOURCES_ADDR: await freeAddress(),
        ...options.resourcesEnv,
      }),
      serviceLogger('resources'),
    ),
    async (resources) => {
      if (!resourcesStopped) await resources.stop();
    },
  );
  const eventPrefix = testEventPrefix();
  const natsUrl = options.natsUrl ?? NATS_URL;
  opened.adopt(eventPrefix, (prefix) => deleteEventStream(prefix, natsUrl));
  const customers = opened.adopt(await startCustomersService(
    loadCustomersConfig({
      DATABASE_URL: database.url,
      CUSTOMERS_ADDR: await freeAddress(),
      NATS_URL: natsUrl,
      EVENT_SUBJECT_PREFIX: eventPrefix,
      ...options.customersEnv,
    }),
    serviceLogger('customers'),
  ), (customers) => customers.stop());
  const bookingsEnv: Record<string, string> = {
    DATABASE_URL: database.url,
    BOOKINGS_ADDR: await freeAddress(),
    RESOURCES_ADDR: `127.0.0.1:${resources.port}`,
    CUSTOMERS_ADDR: `127.0.0.1:${customers.port}`,
    NATS_URL: natsUrl,
    EVENT_SUBJECT_PREFIX: eventPrefix,
    ...options.bookingsEnv,
  };
  const bookingsProcess = options.bookingsAsProcess
    ? opened.adopt(await startServiceProcess('bookings', bookingsEnv), (child) => child.stop())
    : null;
  const bookings = bookingsProcess
    ? null
    : opened.adopt(await startBookingsService(loadBookingsConfig(bookingsEnv), serviceLogger('bookings')), (bookings) => bookings.stop());
  const bookingsPort = bookingsProcess?.port ?? bookings!.port;
  const redisPrefix = testRedisPrefix();
  // Billing reads catalog versions where the gateway keeps them: its Redis and prefix.
  const gatewayRedis = {
    REDIS_URL: options.gatewayEnv?.REDIS_URL ?? REDIS_URL,
    REDIS_KEY_PREFIX: options.gatewayEnv?.REDIS_KEY_PREFIX ?? redisPrefix,
  };
  const billingEnv: Record<string, string> = {
    DATABASE_URL: database.url,
    BILLING_ADDR: await freeAddress(),
    RESOURCES_ADDR: `127.0.0.1:${resources.port}`,
    CUSTOMERS_ADDR: `127.0.0.1:${customers.port}`,
    BOOKINGS_ADDR: `127.0.0.1:${bookingsPort}`,
    NATS_URL: natsUrl,
    EVENT_SUBJECT_PREFIX: eventPrefix,
    ...gatewayRedis,
    ...options.billingEnv,
  };
  let billing: Awaited<ReturnType<typeof startBillingService>> | null = await startBillingService(
    loadBillingConfig(billingEnv),
    billingLogger,
  );
  // Whichever billing runs by then: stopBilling and startBilling replace it.
  opened.adopt(null, () => billing?.stop());
  // A restarted instance listens where the gateway already calls.
  billingEnv.BILLING_ADDR = `127.0.0.1:${billing.port}`;
  const gatewayLogs: string[] = [];
  const gatewayConfig = loadGatewayConfig({
    DATABASE_URL: database.url,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    RESOURCES_ADDR: `127.0.0.1:${resources.port}`,
    CUSTOMERS_ADDR: `127.0.0.1:${customers.port}`,
    BOOKINGS_ADDR: `127.0.0.1:${bookingsPort}`,
    BILLING_ADDR: `127.0.0.1:${billing.port}`,
    RATE_COOLDOWN_MS: '0',
    KEY_CACHE_TTL_MS: '200',
    LOG_LEVEL: 'info',
    ...options.gatewayEnv,
  });
  const gateway = opened.adopt(await startGateway(gatewayConfig, createGatewayLogger('info', captureLogs(gatewayLogs))), (gateway) => gateway.stop());
  await redisSettled(gateway.redis);
  const baseUrl = `http://127.0.0.1:${gateway.port}`;
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

  return {
    baseUrl,
    database,
    redisPrefix,
    gatewayLogs,
    serviceLogs,
    gateway,
    eventPrefix,
    customers,
    get bookings() {
      if (!bookings) throw new Error('bookings runs as a process of its own: see bookingsProcess');
      return bookings;
    },
    bookingsProcess,
    get billing() {
      if (!billing) throw new Error('billing is stopped');
      return billing;
    },
    billingEnv,
    async stopBilling() {
      const running = billing;
      billing = null;
      await running?.stop();
    },
    async startBilling() {
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
      return answer(await fetch(`${baseUrl}${path}${search.size ? `?${search}` : ''}`));
    },
    async post(path, body, postOptions = {}) {
      const search = new URLSearchParams(postOptions.query ?? {});
      const url = `${baseUrl}${path}${search.size ? `?${search}` : ''}`;
      const form = postOptions.form || false;
      const headers = {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...postOptions.headers,
      };
      const encoded = typeof body === 'string' ? body : form ? toForm(body) : JSON.stringify(body);
      return answer(await fetch(url, { method: 'POST', headers, body: encoded }));
    },
    async stopResources() {
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

// @venue/testcontainers: a whole Venue for another team's integration tests, in one call.
//   const venue = await startVenue();            // Postgres, Redis, NATS, migrations, 5 services
//   await fetch(`${venue.baseUrl}/api/v2/profile?api_secret_key=${venue.apiKey}`);
//   await venue.stop();
// Every container uses the host's network (no Docker bridge is needed) on free ports below
// 32768; the images are the ones docker-compose.yml names, so a machine that has pulled or
// built them (deploy/offline/) needs no registry.
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { configureTestcontainers } from './config.ts';
import { freePorts } from './ports.ts';

export interface VenueOptions {
  /** The Venue image (`docker build -t venue:local .`). */
  image?: string;
  postgresImage?: string;
  redisImage?: string;
  natsImage?: string;
  /** The manager that the API key belongs to. */
  manager?: { email: string; company: string; timezone?: string };
  /** Extra environment for every Venue service (e.g. RATE_COOLDOWN_MS: '0'). */
  environment?: Record<string, string>;
}

export interface StartedVenue {
  /** The gateway, e.g. http://127.0.0.1:23456 (the API is under /api/v2). */
  baseUrl: string;
  /** An API key of the manager created at start. */
  apiKey: string;
  managerId: number;
  /** Stops and removes every container (the data goes with them). */
  stop(): Promise<void>;
}

type HealthCheck = Parameters<GenericContainer['withHealthCheck']>[0];

const SERVICES = ['resources', 'customers', 'bookings', 'billing', 'webhooks'] as const;
type GrpcService = (typeof SERVICES)[number];
/** Each service's own node flags, as scripts/stack.ts starts it (a unit test holds them to it). */
const NODE_FLAGS: Record<GrpcService | 'gateway', string[]> = {
  resources: [],
  customers: [],
  bookings: ['--heap-growing-percent=100', '--max-semi-space-size=4'],
  billing: [],
  webhooks: [],
  gateway: ['--max-semi-space-size=4'],
};

function healthCheck(test: HealthCheck['test']): HealthCheck {
  return { test, interval: 1_000, timeout: 3_000, retries: 60, startPeriod: 0 };
}

export async function startVenue(options: VenueOptions = {}): Promise<StartedVenue> {
  configureTestcontainers();
  const image = options.image ?? 'venue:local';
  const [pgPort, redisPort, natsPort, gatewayPort, ...grpcPorts] = await freePorts(4 + SERVICES.length);
  const grpcPort = Object.fromEntries(SERVICES.map((name, index) => [name, grpcPorts[index]])) as Record<
    GrpcService,
    number
  >;
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    // Last started, first stopped: the gateway before the services before the servers.
    for (const container of started.reverse())
      await container.stop({ timeout: 10_000 }).catch(() => undefined);
  };
  const start = async (container: GenericContainer) => {
    const running = await container.withNetworkMode('host').start();
    started.push(running);
    return running;
  };

  try {
    const password = 'venue';
    const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${pgPort}/venue`;
    const addresses = Object.fromEntries(
      SERVICES.map((name) => [`${name.toUpperCase()}_ADDR`, `127.0.0.1:${grpcPort[name]}`]),
    );
    const environment = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      LOG_LEVEL: 'warn',
      ...addresses,
      ...options.environment,
    };

    await Promise.all([
      start(
        new GenericContainer(options.postgresImage ?? 'postgres:15')
          .withEnvironment({ POSTGRES_PASSWORD: password, POSTGRES_DB: 'venue' })
          .withCommand(['postgres', '-p', String(pgPort), '-c', 'listen_addresses=127.0.0.1'])
          .withHealthCheck(
            healthCheck([
              'CMD',
              'pg_isready',
              '-h',
              '127.0.0.1',
              '-p',
              String(pgPort),
              '-U',
              'postgres',
              '-d',
              'venue',
            ]),
          )
          .withWaitStrategy(Wait.forHealthCheck()),
      ),
      start(
        new GenericContainer(options.redisImage ?? 'redis:7')
          .withCommand([
            'redis-server',
            '--bind',
            '127.0.0.1',
            '--port',
            String(redisPort),
            '--save',
            '',
            '--appendonly',
            'no',
          ])
          .withHealthCheck(healthCheck(['CMD-SHELL', `redis-cli -p ${redisPort} ping | grep -q PONG`]))
          .withWaitStrategy(Wait.forHealthCheck()),
      ),
      start(
        new GenericContainer(options.natsImage ?? 'nats:2-alpine')
          .withCommand(['-a', '127.0.0.1', '-p', String(natsPort), '-js'])
          .withWaitStrategy(Wait.forLogMessage(/Server is ready/)),
      ),
    ]);

    // Migrations, once, before any service starts.
    await start(
      new GenericContainer(image)
        .withEnvironment(environment)
        .withCommand(['scripts/migrate.js'])
        .withWaitStrategy(Wait.forOneShotStartup()),
    );

    const service = (name: GrpcService) =>
      new GenericContainer(image)
        .withEnvironment({ ...environment, [`${name.toUpperCase()}_ADDR`]: `127.0.0.1:${grpcPort[name]}` })
        .withCommand([...NODE_FLAGS[name], `services/${name}/src/main.js`])
        .withHealthCheck(
          healthCheck(['CMD', 'node', 'deploy/docker/grpc-health-check.mjs', `127.0.0.1:${grpcPort[name]}`]),
        )
        .withWaitStrategy(Wait.forHealthCheck());
    // The same order as docker-compose.yml: bookings calls resources and customers, billing all
    // three, webhooks customers, bookings and billing.
    await Promise.all([start(service('resources')), start(service('customers'))]);
    await start(service('bookings'));
    await start(service('billing'));
    await start(service('webhooks'));
    const readyz = `http://127.0.0.1:${gatewayPort}/readyz`;
    const gateway = await start(
      new GenericContainer(image)
        .withEnvironment({ ...environment, HOST: '127.0.0.1', PORT: String(gatewayPort) })
        .withCommand([...NODE_FLAGS.gateway, 'services/gateway/src/main.js'])
        .withHealthCheck(
          healthCheck([
            'CMD',
            'node',
            '-e',
            `fetch('${readyz}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`,
          ]),
        )
        .withWaitStrategy(Wait.forHealthCheck()),
    );

    const manager = options.manager ?? { email: 'tests@example.com', company: 'Venue tests' };
    const created = await gateway.exec([
      'node',
      'services/gateway/src/admin/cli.js',
      'create-manager',
      '--email',
      manager.email,
      '--company',
      manager.company,
      '--timezone',
      manager.timezone ?? 'Europe/Berlin',
    ]);
    if (created.exitCode !== 0) throw new Error(`create-manager failed: ${created.output}`);
    const { manager_id: managerId, api_key: apiKey } = JSON.parse(
      created.stdout.trim().split('\n').pop() ?? '{}',
    ) as {
      manager_id: number;
      api_key: string;
    };
    return { baseUrl: `http://127.0.0.1:${gatewayPort}`, apiKey, managerId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { Type } from 'typebox';
import { busConfig, commonConfig, grpcServiceConfig, grpcTarget, listenAddress, loadConfig, readGrpcTls } from '@venue/platform';

/** 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h until the retry window ends (3 days). */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000].join(',');

const flag = Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' });

export const webhooksConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcServiceConfig,
  ...busConfig,
  WEBHOOKS_ADDR: grpcTarget('127.0.0.1:50055'),
  // The services whose objects a webhook's data shows (the v2 views of a booking, customer, invoice).
  CUSTOMERS_ADDR: grpcTarget('127.0.0.1:50052'),
  BOOKINGS_ADDR: grpcTarget('127.0.0.1:50053'),
  BILLING_ADDR: grpcTarget('127.0.0.1:50054'),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
  // Where the resources service's version port is (catalog_version_of), when not in DATABASE_URL's
  // database: a booking is read for its webhook under the manager's catalog version, so bookings
  // reuses the resource tree instead of asking resources for it each time.
  RESOURCES_DATABASE_URL: Type.String({ default: '' }),
  // Safe by default (delivery/safe-address.ts): https only, public addresses only.
  WEBHOOKS_ALLOW_HTTP: flag,
  WEBHOOKS_ALLOW_PRIVATE: flag,
  // An attempt without a whole answer by then is cut and counts as failed.
  WEBHOOKS_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100, maximum: 60_000 }),
  // The waits between attempts, the last one repeated; each is varied by ±20 % (jitter).
  WEBHOOKS_RETRY_DELAYS_MS: Type.String({ default: DEFAULT_RETRY_DELAYS_MS, pattern: '^\\d+(,\\d+)*$' }),
  // Attempts in flight at once in this process, and to one endpoint: 16 hanging endpoints hold every
  // slot for the timeout; one endpoint takes up to ~300 deliveries/s (16 a turn, dispatcher.ts).
  WEBHOOKS_MAX_IN_FLIGHT: Type.Integer({ default: 256, minimum: 1 }),
  WEBHOOKS_MAX_PER_ENDPOINT: Type.Integer({ default: 16, minimum: 1 }),
});

export type WebhooksConfig = ReturnType<typeof loadWebhooksConfig>;

export function loadWebhooksConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(webhooksConfigSchema, env);
  return Object.freeze({
    ...config,
    listenAddress: listenAddress(config, 'WEBHOOKS_ADDR'),
    grpcTls: readGrpcTls(config),
    allowHttp: config.WEBHOOKS_ALLOW_HTTP === '1',
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE === '1',
    retryDelaysMs: config.WEBHOOKS_RETRY_DELAYS_MS.split(',').map(Number),
  });
}

// Builds the running webhooks service: database, the consumer that turns events into deliveries,
// the dispatcher that sends them, and the gRPC server with health. main.ts and the test helpers
// both start it through here.
import { webhooksPackage } from '@venue/contracts';
import { createDb, migrateSchema, openBus, ownerVersionsAt, reportBusHealth, settle, startGrpcServer, startOrUndo, type Logger } from '@venue/platform';
import type { WebhooksConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { startDispatcher } from './delivery/dispatcher.ts';
import { startBacklogMetrics } from './delivery/backlog-metrics.ts';
import { sweepHourly } from './delivery/retention.ts';
import { startFanOut } from './fan-out/fan-out.ts';
import { keepSubscriptions } from './fan-out/subscriptions.ts';
import { webhooksHandlers } from './grpc/handlers.ts';
import { migrations, roles } from './migrations/index.ts';
import { createPeerClients } from './peers.ts';
import { SERVICE_VERSION } from './version.ts';

export function migrateWebhooks(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}

export function startWebhooksService(config: WebhooksConfig, logger: Logger) {
  // Closed in the reverse order by stop(), or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger }), (db) => db.destroy());
    const peers = opened.adopt(createPeerClients(config), (peers) => peers.close());
    const dispatcher = opened.adopt(startDispatcher({ db, config, logger }), (dispatcher) => dispatcher.stop());
    opened.adopt(startBacklogMetrics(db), (stop) => stop());
    opened.adopt(sweepHourly(db, config.EVENT_RETENTION_HOURS, logger), (stop) => stop());
    const bus = opened.adopt(
      openBus({
        url: config.NATS_URL,
        subjectPrefix: config.EVENT_SUBJECT_PREFIX,
        retentionHours: config.EVENT_RETENTION_HOURS,
        replicas: config.EVENT_STREAM_REPLICAS,
        name: 'webhooks',
        logger,
      }),
      (bus) => bus.close(),
    );
    await settle(bus);
    const catalogVersions = opened.adopt(ownerVersionsAt(config.RESOURCES_DATABASE_URL, db, 'catalog', SCHEMA), (versions) => versions.close());
    const subscriptions = opened.adopt(keepSubscriptions(db, config.DATABASE_URL, logger), (subscriptions) => subscriptions.stop());
    opened.adopt(await startFanOut({ db, bus, peers, subscriptions, catalogVersions, logger, stored: () => dispatcher.wake() }), (consumer) => consumer.stop());
    const server = opened.adopt(
      await startGrpcServer({
        address: config.listenAddress,
        version: SERVICE_VERSION,
        tls: config.grpcTls,
        services: [
          {
            definition: webhooksPackage().WebhooksService.service,
            implementation: webhooksHandlers({ db, policy: { allowHttp: config.allowHttp, allowPrivate: config.allowPrivate } }, logger),
          },
        ],
        logger,
        metricsPort: config.METRICS_PORT,
        maxCallsInFlight: config.MAX_CALLS_IN_FLIGHT,
        maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
        shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
      }),
      (server) => server.stop(),
    );
    reportBusHealth(bus, server.health);
    return {
      port: server.port,
      metricsPort: server.metricsPort,
      db,
      dispatcher,
      stop: () => opened.closeAll(),
    };
  });
}

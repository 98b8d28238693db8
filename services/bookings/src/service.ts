// Builds the running bookings service: database, peers, event bus with its outbox relay, gRPC
// server with health. main.ts and the test helpers both start it through here.
import { bookingsPackage } from '@venue/contracts';
import { connectBus, createDb, migrateSchema, startGrpcServer, startOutboxRelay, type Logger } from '@venue/platform';
import type { BookingsConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { createPeers } from './clients/peers.ts';
import { bookingsHandlers } from './grpc/handlers.ts';
import { migrations } from './migrations/index.ts';

export function migrateBookings(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger);
}

export async function startBookingsService(config: BookingsConfig, logger: Logger) {
  const db = createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger });
  const bus = await connectBus({ url: config.NATS_URL, subjectPrefix: config.EVENT_SUBJECT_PREFIX, name: 'bookings' });
  const relay = startOutboxRelay({ db, bus, logger });
  const peers = createPeers(config);
  const server = await startGrpcServer({
    address: config.BOOKINGS_ADDR,
    services: [{ definition: bookingsPackage().BookingsService.service, implementation: bookingsHandlers({ db, relay, peers }, logger) }],
    logger,
  });
  return {
    port: server.port,
    relay,
    async stop() {
      await server.stop();
      await relay.stop();
      peers.close();
      await bus.close();
      await db.destroy();
    },
  };
}

// The billing service started in-process on a free port against a fresh database migrated with
// billing's own migrations, with in-memory fakes for its peers and a plain grpc-js client.
import * as grpc from '@grpc/grpc-js';
import pg from 'pg';
import { createLogger } from '@venue/platform';
import { createTestDatabase, deleteEventStream, freeAddress, NATS_URL, testEventPrefix, type TestDatabase } from '@venue/testing';
import {
  billingPackage,
  loadBillingConfig,
  migrateBilling,
  startBillingService,
  type billing,
} from '../../src/index.ts';
import { FakePeers } from './fakes.ts';

export interface BillingUnderTest {
  client: billing.BillingServiceClient;
  peers: FakePeers;
  database: TestDatabase;
  /** Rows in a billing table, all managers. */
  count(table: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startBillingUnderTest(): Promise<BillingUnderTest> {
  const database = await createTestDatabase();
  await migrateBilling(database.url);
  const logger = createLogger('billing-test', process.env.TEST_LOG_LEVEL || 'silent');
  const peers = new FakePeers();
  // A stream of its own: the service consumes bookings' events from it.
  const eventPrefix = testEventPrefix();
  const service = await startBillingService(
    loadBillingConfig({ DATABASE_URL: database.url, BILLING_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: eventPrefix }),
    logger,
    peers,
  );
  const Client = billingPackage().BillingService;
  const client = new Client(`127.0.0.1:${service.port}`, grpc.credentials.createInsecure());
  // A pool, not one client: tests count several tables at once, and pg deprecates queries sent to
  // a client that is still running one (removed in pg 9).
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    client,
    peers,
    database,
    async count(table) {
      const result = await sql.query<{ count: string }>(`select count(*) from billing.${table}`);
      return Number(result.rows[0]?.count ?? 0);
    },
    async stop() {
      client.close();
      await sql.end();
      await service.stop();
      await deleteEventStream(eventPrefix);
      await database.drop();
    },
  };
}

/** Metadata as the gateway sends it. */
export function as(managerId: number, timezone = 'Europe/Berlin'): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('x-manager-id', String(managerId));
  metadata.set('x-manager-timezone', timezone);
  return metadata;
}

// The resources service started on its own (no gateway) on a free port against a fresh
// database, with plain grpc-js clients, for the tests that speak gRPC directly.
import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { resourcesPackage, type resources } from '@venue/contracts';
import { createLogger } from '@venue/platform';
import { loadResourcesConfig, startResourcesService } from '@venue/resources';
import { createTestDatabase, freeAddress, type TestDatabase } from '@venue/testing';

export interface ResourcesUnderTest {
  port: number;
  address: string;
  database: TestDatabase;
  client: resources.ResourcesServiceClient;
  /** The standard grpc.health.v1.Health service of the same server. */
  health: grpc.Client & Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>;
  stop(): Promise<void>;
}

export async function startResourcesUnderTest(env: Record<string, string> = {}): Promise<ResourcesUnderTest> {
  const database = await createTestDatabase();
  const logger = createLogger('resources-test', process.env.TEST_LOG_LEVEL || 'silent');
  const service = await startResourcesService(
    loadResourcesConfig({ DATABASE_URL: database.url, RESOURCES_ADDR: await freeAddress(), ...env }),
    logger,
  );
  const address = `127.0.0.1:${service.port}`;
  const Client = resourcesPackage().ResourcesService;
  const client = new Client(address, grpc.credentials.createInsecure());
  const HealthClient = grpc.makeGenericClientConstructor(healthService as grpc.ServiceDefinition, 'Health');
  const health = new HealthClient(address, grpc.credentials.createInsecure()) as ResourcesUnderTest['health'];
  return {
    port: service.port,
    address,
    database,
    client,
    health,
    async stop() {
      client.close();
      health.close();
      await service.stop();
      await database.drop();
    },
  };
}

/** Metadata as the gateway sends it. */
export function managerMetadata(managerId: number | string, timezone?: string): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('x-manager-id', String(managerId));
  if (timezone !== undefined) metadata.set('x-manager-timezone', timezone);
  return metadata;
}

export { createTestDatabase, POSTGRES_URL, type TestDatabase } from './database.ts';
export { databaseUrl, quoteIdent, withAdminClient } from './postgres.ts';
export { testRedisPrefix, REDIS_URL } from './redis.ts';
export { ALL_SERVICES, startTestStack, toForm, type TestStack, type ApiAnswer, type StackOptions, type Replica } from './stack.ts';
export { NATS_URL, testEventPrefix, deleteEventStream } from './nats.ts';
export { EventLog } from './event-log.ts';
export { expectOk, expectFailure } from './answers.ts';
export { newManager, type TestManager, type ManagerOptions } from './manager.ts';
export { openSql, countRows, rowCounts, type SqlRunner } from './sql.ts';
export { migratedServices, type MigratedService } from './schemas.ts';
export { freePort, freeAddress } from './ports.ts';
export { startStandInServer, type StandInServer } from './grpc-server.ts';
export { autoInvoicingVenue, book, bookMany, invoicedLastName, knownToBilling, pricedVenue, type AutoInvoicingVenue } from './auto-invoicing.ts';
export { addHolidayOverGrpc, editCustomerOverGrpc } from './past-the-gateway.ts';
export { COMPLETE_ISSUER, setCompleteIssuer } from './issuer.ts';
export { eventually } from './eventually.ts';
export { grpcCall, expectGrpcOk, expectGrpcError, type GrpcOutcome } from './grpc-calls.ts';
export { eventsHandled } from './events-handled.ts';
export { waitingForLocks } from './lock-waits.ts';
export {
  startServiceProcess,
  type ServiceProcess,
  type ServiceName,
  type ProcessMemory,
} from './service-process.ts';
export { imageNodeEnv } from './image-node.ts';
export { startPrivateNats, startPrivateNatsCluster, type PrivateNats, type PrivateNatsCluster } from './private-nats.ts';
export { checkOutLastRelease, lastRelease, type ReleaseCheckout } from './release.ts';

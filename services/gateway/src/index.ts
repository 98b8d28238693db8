export { buildApp } from './app.ts';
export { startGateway } from './server.ts';
export { migrateGateway } from './migrate.ts';
export { loadGatewayConfig, type GatewayConfig } from './config.ts';
export { createGatewayLogger } from './logging.ts';
export { createManager, createKeyFor, revokeApiKeyCommand, setLimits } from './admin/admin.service.ts';
export type { Db } from './database.ts';
export { redactRequestUrl } from './logging.ts';

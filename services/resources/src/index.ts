export { startResourcesService, migrateResources } from './service.ts';
export { loadResourcesConfig, type ResourcesConfig } from './config.ts';

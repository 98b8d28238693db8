export { startWebhooksService, migrateWebhooks } from './service.ts';
export { loadWebhooksConfig, type WebhooksConfig } from './config.ts';

// Process entry point: wiring only.
import { createLogger, onShutdown } from '@venue/platform';
import { loadWebhooksConfig } from './config.ts';
import { startWebhooksService } from './service.ts';

const config = loadWebhooksConfig(process.env);
const logger = createLogger('webhooks', config.LOG_LEVEL);
const service = await startWebhooksService(config, logger);
onShutdown(logger, [() => service.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

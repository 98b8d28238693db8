// Process entry point: wiring only.
import { createLogger, onShutdown } from '@venue/platform';
import { loadResourcesConfig } from './config.ts';
import { startResourcesService } from './service.ts';

const config = loadResourcesConfig(process.env);
const logger = createLogger('resources', config.LOG_LEVEL);
const service = await startResourcesService(config, logger);
onShutdown(logger, [() => service.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

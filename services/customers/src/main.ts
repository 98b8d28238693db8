// Process entry point: wiring only.
import { createLogger, onShutdown } from '@venue/platform';
import { loadCustomersConfig } from './config.ts';
import { startCustomersService } from './service.ts';

const config = loadCustomersConfig(process.env);
const logger = createLogger('customers', config.LOG_LEVEL);
const service = await startCustomersService(config, logger);
onShutdown(logger, [() => service.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

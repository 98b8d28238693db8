// Process entry point: wiring only.
import { createLogger, onShutdown } from '@venue/platform';
import { loadBillingConfig } from './config.ts';
import { startBillingService } from './service.ts';

const config = loadBillingConfig(process.env);
const logger = createLogger('billing', config.LOG_LEVEL);
const service = await startBillingService(config, logger);
onShutdown(logger, [() => service.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

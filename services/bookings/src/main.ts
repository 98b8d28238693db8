// Process entry point: wiring only.
import { createLogger, onShutdown } from '@venue/platform';
import { loadBookingsConfig } from './config.ts';
import { startBookingsService } from './service.ts';

const config = loadBookingsConfig(process.env);
const logger = createLogger('bookings', config.LOG_LEVEL);
const service = await startBookingsService(config, logger);
onShutdown(logger, [() => service.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

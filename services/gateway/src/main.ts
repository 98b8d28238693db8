// Process entry point: wiring only.
import { onShutdown } from '@venue/platform';
import { loadGatewayConfig } from './config.ts';
import { createGatewayLogger } from './logging.ts';
import { startGateway } from './server.ts';

const config = loadGatewayConfig(process.env);
const logger = createGatewayLogger(config.LOG_LEVEL);
const gateway = await startGateway(config, logger);
onShutdown(logger, [() => gateway.stop()], config.SHUTDOWN_DELAY_MS + 10_000);

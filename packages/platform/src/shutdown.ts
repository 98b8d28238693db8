// Graceful shutdown: on SIGINT/SIGTERM run the closers in order (stop taking work first, close
// pools last), then exit. A second signal or a stuck closer forces the exit.
import type { Logger } from 'pino';
import { flushTracing } from './telemetry/tracing.ts';

export type Closer = () => Promise<unknown> | unknown;

export function onShutdown(logger: Logger, closers: Closer[], timeoutMs = 10_000): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    await flushTracing();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

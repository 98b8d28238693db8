// The gateway's Redis client: it fails fast while Redis is away (no queue of commands waiting
// for a connection, no retries, a short command timeout), so that whatever uses Redis can answer
// without it (the rate limiter falls back to its in-process limit) instead of waiting.
import { Redis } from 'ioredis';
import type { Logger } from '@venue/platform';

export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    // Concurrent requests share one socket write per event-loop tick.
    enableAutoPipelining: true,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    // No INFO before 'ready': held to the command timeout, one slow answer was taken for a broken
    // connection (docs/decisions.md, 'Redis clients skip the ready check').
    enableReadyCheck: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) logger.warn({ err: error }, 'Redis connection error');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

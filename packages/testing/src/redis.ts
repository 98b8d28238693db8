import { randomBytes } from 'node:crypto';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix no other test run shares. */
export function testRedisPrefix(): string {
  return `venue_test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

// The benchmark's Redis housekeeping: the server's pid (for CPU accounting) and removal of the
// rate-limit keys written under the run's unique prefix.
import { Redis } from 'ioredis';

export async function redisServerPid(url: string): Promise<number | undefined> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('server');
    const match = /^process_id:(\d+)/m.exec(info);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

export async function deleteKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) deleted += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}


// A revoked key stops working at once on every gateway: revoking publishes the key's SHA-256 hash
// (hex; never the key) on the Redis channel `<REDIS_KEY_PREFIX>api-key:revoked`, and every gateway
// listens there on its own connection (a subscribed ioredis connection can run no other command)
// and drops that key from its KeyResolver cache. Valid keys keep their cached lookups.
//
// Without Redis the cache TTL (KEY_CACHE_TTL_MS) is the bound: a revocation published while a
// gateway's subscriber is away is missed, so each time it subscribes (again) it empties its cache;
// a revocation that could not be published at all reaches the gateways within the TTL.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from '@venue/platform';
import type { KeyResolver } from './api-key.service.ts';

/** A message that drops every cached key rather than one. */
export const FORGET_ALL = '*';

const HASH_HEX = /^[0-9a-f]{64}$/;

export function revocationChannel(prefix: string): string {
  return `${prefix}api-key:revoked`;
}

/** Publishes a revoked key's hash on a connection; resolves to the number of gateways that heard it. */
export function publishRevocation(redis: Redis, prefix: string, keyHash: Buffer): Promise<number> {
  return redis.publish(revocationChannel(prefix), keyHash.toString('hex'));
}

/**
 * Publishes a revoked key's hash over a connection of its own, for a process without one (the
 * admin CLI). Fails within about `timeoutMs` when Redis does not answer.
 */
export async function publishRevocationOnce(
  url: string,
  prefix: string,
  keyHash: Buffer,
  timeoutMs = 2000,
): Promise<number> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await publishRevocation(redis, prefix, keyHash);
  } finally {
    redis.disconnect();
  }
}

export interface KeyRevocationsOptions {
  url: string;
  prefix: string;
  resolver: KeyResolver;
  logger?: Logger;
}

/**
 * Keeps a KeyResolver's cache free of revoked keys: start() subscribes, stop() disconnects. Emits
 * 'revoked' (the key hash in hex, or FORGET_ALL) once the key is out of the cache, and 'subscribed'
 * each time the subscription is (back) in place and the cache emptied.
 */
export class KeyRevocations extends EventEmitter {
  private subscriber: Redis | null = null;
  private subscribed = false;
  private reported = false;

  constructor(private readonly options: KeyRevocationsOptions) {
    super();
  }

  /** Whether revocations are heard right now (if not, the cache TTL is the bound). */
  get active(): boolean {
    return this.subscribed;
  }

  /**
   * Connects and subscribes; waits up to `waitMs` for the subscription, then goes on without it
   * (a gateway starts while Redis is down, and subscribes when Redis is back).
   */
  async start(waitMs = 2000): Promise<void> {
    if (this.subscriber) return;
    const { url, prefix, resolver, logger } = this.options;
    const channel = revocationChannel(prefix);
    const subscriber = new Redis(url, {
      lazyConnect: true,
      // Found in CLIENT LIST by its prefix.
      connectionName: `${prefix}key-revocations`.replace(/\s/g, '_'),
      // Subscribed again by hand on every 'ready', so the cache is emptied only once the
      // subscription is back: nothing published from then on can be missed.
      autoResubscribe: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.subscriber = subscriber;
    let firstSubscription!: () => void;
    const subscribedOnce = new Promise<void>((resolve) => (firstSubscription = resolve));

    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      if (HASH_HEX.test(message)) resolver.forget(message);
      else if (message === FORGET_ALL) resolver.clear();
      else return;
      this.emit('revoked', message);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          // Whatever was published while unsubscribed is lost: forget everything cached.
          resolver.clear();
          this.subscribed = true;
          this.reported = false;
          firstSubscription();
          this.emit('subscribed');
        },
        (error: unknown) => this.report(error),
      );
    });
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    subscriber.on('error', (error: unknown) => this.report(error));
    subscriber.connect().catch(() => undefined);

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), waitMs);
    });
    const late = await Promise.race([subscribedOnce.then(() => false), timedOut]);
    clearTimeout(timer);
    if (late) {
      logger?.warn(
        'not subscribed to key revocations yet (Redis away?): a revoked key is refused within KEY_CACHE_TTL_MS until then',
      );
    }
  }

  async stop(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    this.subscribed = false;
    subscriber?.disconnect();
  }

  private report(error: unknown): void {
    if (this.reported) return;
    this.reported = true;
    this.options.logger?.warn({ err: error }, 'key revocation subscriber: Redis connection error');
  }
}

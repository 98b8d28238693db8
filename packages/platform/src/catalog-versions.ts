// Each manager's catalog version in Redis, under which catalog reads are reused (docs/decisions.md, 'The
// bookings service and the gateway reuse catalog reads within one catalog version'; why no reused read
// outlives an acknowledged change: 'No stale read after an acknowledged change'). One hash per manager:
// `t`, a token unique for all time, new after every change, and `w`, the writes in progress (no token
// meanwhile). The gateway counts resources writes in and out (catalogWrites) and passes the version on,
// prefixed with the Redis server's run id; billing reads it here for invoices made from events. Scope
// 'customers' versions customers alike (decisions.md, 'Billing reuses customers').
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The token, or none while a write is in progress; a missing hash gets a new token. */
const READ = `
local state = redis.call('HMGET', KEYS[1], 't', 'w')
if state[2] and tonumber(state[2]) > 0 then return false end
if state[1] then return state[1] end
redis.call('HSET', KEYS[1], 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return ARGV[1]`;

/** A write begins: counted in; the hash lives at least for the write's lease. */
const BEGIN = `
redis.call('HINCRBY', KEYS[1], 'w', 1)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** A write has ended (done or failed): counted out, a new token; the idle lifetime again once none is left. */
const END = `
local writing = redis.call('HINCRBY', KEYS[1], 'w', -1)
redis.call('HSET', KEYS[1], 't', ARGV[1])
if writing <= 0 then
  redis.call('HDEL', KEYS[1], 'w')
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/** A hash nobody reads or writes for a day goes; the next reader starts a new one. */
const IDLE_LIFETIME_MS = 86_400_000;

/** What a version is of: the manager's resource catalog, or the manager's customers. */
export type VersionScope = 'catalog' | 'customers';

/** The Redis key of a manager's version of a scope (one hash tag per manager). */
export function catalogKey(keyPrefix: string, managerId: number, scope: VersionScope = 'catalog'): string {
  return `${keyPrefix}${scope}:{${managerId}}`;
}

type ScriptRedis = Redis & {
  venueCatalogRead(key: string, token: string, lifetimeMs: number): Promise<string | null>;
  venueCatalogBegin(key: string, leaseMs: number): Promise<number>;
  venueCatalogEnd(key: string, token: string, lifetimeMs: number): Promise<number>;
};

export class CatalogVersions {
  private readonly redis: ScriptRedis;
  /** Unique to this process; with a counter, every token it puts is unique for all time. */
  private readonly origin = randomUUID();
  private issued = 0;

  /** The run id of the Redis server of the current connection; undefined until learned. */
  private serverRun: string | undefined;

  /** `writeLeaseMs`: longer than any write to the resources (or customers) service can take (its deadline). */
  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly writeLeaseMs: number,
    private readonly scope: VersionScope = 'catalog',
  ) {
    redis.defineCommand('venueCatalogRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('venueCatalogBegin', { numberOfKeys: 1, lua: BEGIN });
    redis.defineCommand('venueCatalogEnd', { numberOfKeys: 1, lua: END });
    this.redis = redis as ScriptRedis;
    const forget = () => (this.serverRun = undefined);
    redis.on('close', forget);
    redis.on('reconnecting', forget);
    redis.on('end', forget);
    redis.on('ready', () => void this.learnServerRun());
    if (redis.status === 'ready') void this.learnServerRun();
  }

  private learning: Promise<void> | undefined;

  private learnServerRun(): Promise<void> {
    this.learning ??= this.redis
      .info('server')
      .then((info) => {
        this.serverRun = /^run_id:(\w+)/m.exec(info)?.[1];
      })
      .catch(() => {
        this.serverRun = undefined;
      })
      .finally(() => {
        this.learning = undefined;
      });
    return this.learning;
  }

  private key(managerId: number): string {
    return catalogKey(this.keyPrefix, managerId, this.scope);
  }

  private newToken(): string {
    this.issued += 1;
    return `${this.origin}.${this.issued}`;
  }

  /** The manager's version now; undefined while a write is in progress or Redis cannot say. */
  async current(managerId: number): Promise<string | undefined> {
    // Connected, the run id not learned yet (just connected): learned first, once for all callers.
    if (this.serverRun === undefined && this.redis.status === 'ready') await this.learnServerRun();
    const server = this.serverRun;
    if (server === undefined) return undefined;
    try {
      const token = await this.redis.venueCatalogRead(this.key(managerId), this.newToken(), IDLE_LIFETIME_MS);
      // Read on another connection than the run id was learned on: not trusted.
      return token === null || this.serverRun !== server ? undefined : `${server}.${token}`;
    } catch {
      return undefined;
    }
  }

  /** Before a write is sent. Throws when Redis cannot count it: the write must not be sent then. */
  async beginWrite(managerId: number): Promise<void> {
    await this.redis.venueCatalogBegin(this.key(managerId), this.writeLeaseMs);
  }

  /** After a write has ended, whatever its outcome (it may have committed). Throws when Redis cannot record it. */
  async endWrite(managerId: number): Promise<void> {
    await this.redis.venueCatalogEnd(this.key(managerId), this.newToken(), IDLE_LIFETIME_MS);
  }
}

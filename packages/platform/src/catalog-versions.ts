// A version of each manager's resource catalog (resources, parts, schedules, custom fields), kept
// in Redis, so that the services can reuse what they read of the catalog for as long as nothing
// in it has changed, and never once a change has been acknowledged (decisions.md, "The bookings
// service and the gateway reuse catalog reads", "Billing reuses resource names"). The gateway
// counts the writes and passes the version on with each request; billing reads it here itself
// for what it does outside a request (an invoice made from a booking event).
//
// One hash per manager: `t`, a token unique for all time (a new one after every change), and
// `w`, the number of writes to the catalog in progress. Every write to the resources service
// goes through the gateway (catalogWrites): it counts itself in before it is sent and, after it
// has ended, counts itself out and puts a new token. A request reads the token once, with its rate
// limit, and passes it on; while a write is in progress there is no token to pass, so nothing
// read then is reused. Why that is enough:
// - An answer cached under token T was read after T was put, and T is put after every write
//   that ended before it: such an answer is at least as new as the catalog when T was read.
// - A write acknowledged to its client has put a new token first, so a request that starts after
//   the acknowledgement reads a newer token than any answer cached before the write committed.
// - A write that could not count itself out (Redis lost, the gateway died) leaves `w` above zero:
//   no token, no reuse, until the hash expires after the write lease; the next reader then puts
//   a new token. Tokens are never reused, so an old answer never matches a new hash.
// - A write that cannot count itself in is refused (503) before anything is written.
// - A Redis that comes back with older data (a snapshot reloaded, a replica promoted) could hand
//   out a token again that answers were kept under before a later change. So the version the
//   gateway passes on is the token prefixed with the run id of the Redis server it read it from
//   (new at every start of a server, different on every server), learned on each connection and
//   forgotten when the connection drops: until it is known again, there is no version.
// The same versions, under a scope of their own, say when a manager's customers last changed
// (scope 'customers': the gateway counts the customers writes that change an existing customer,
// billing reuses customers it read within one version; decisions.md, "Billing reuses customers").
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

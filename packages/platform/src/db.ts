// Kysely over a pg pool whose connections see only the owning service's schema (plus public,
// where extensions live). In production a service may get its own database: only the URL changes.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { sampledGauge } from './metrics.ts';
import { namingPool } from './named-statements.ts';

const poolConnections = sampledGauge({
  name: 'db_pool_connections',
  help: 'Connections of a database pool: in_use (checked out), idle, and waiting (requests queued for one)',
  labelNames: ['pool', 'state'] as const,
});

// bigint ids fit comfortably in a double; dates stay plain Y-m-d strings (no time zone shift).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export interface PoolOptions {
  url: string;
  schema: string;
  max?: number;
  logger?: Logger;
  /** A statement's longest run unless its transaction sets less: the bound of a one-statement write. */
  statementTimeoutMs?: number;
}

/** A service's connections call themselves `venue-<schema>` in Postgres (the bench reads it back). */
export const APPLICATION_NAME_PREFIX = 'venue-';

/**
 * A pool that survives losing connections (a restart, failover, pg_terminate_backend): the lost client
 * emits 'error', re-emitted by the pool while idle; unheard, that ends the process. Heard, the query in
 * flight fails, the connection is dropped on release and the next call gets a new one.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // A database that stops answering fails requests instead of hanging them.
    connectionTimeoutMillis: 5000,
    // A named statement keeps one plan for all values (named-statements.ts); unnamed ones are planned anew.
    options: `-c search_path=${options.schema},public -c plan_cache_mode=force_generic_plan${
      options.statementTimeoutMs ? ` -c statement_timeout=${Math.floor(options.statementTimeoutMs)}` : ''
    }`,
    // Names the service in pg_stat_activity, logs and lock waits (the bench charges Postgres's CPU by it).
    application_name: `${APPLICATION_NAME_PREFIX}${options.schema}`,
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger?.warn({ err: error }, 'database connection lost'));
  });
  // The same error re-emitted for an idle connection: logged above already.
  pool.on('error', () => undefined);
  const untrack = poolConnections.track(() => [
    { labels: { pool: options.schema, state: 'in_use' }, value: pool.totalCount - pool.idleCount },
    { labels: { pool: options.schema, state: 'idle' }, value: pool.idleCount },
    { labels: { pool: options.schema, state: 'waiting' }, value: pool.waitingCount },
  ]);
  const end = pool.end.bind(pool);
  pool.end = ((...args: Parameters<typeof end>) => {
    untrack();
    return end(...args);
  }) as typeof pool.end;
  return pool;
}

export function createDb<DB>(options: PoolOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(createPool(options)) }) });
}

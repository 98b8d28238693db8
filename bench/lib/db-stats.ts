// Postgres activity of the bench database between two samples: committed transactions (each
// autocommit query is one) and index/sequential scans per table, e.g. gateway.api_key to see
// whether the gateway's key cache spares the lookup. Postgres flushes these counters about once
// a second per backend, so samples are taken after a short pause and the figures are approximate.
import pg from 'pg';

export interface DbSample {
  transactions: number;
  scans: Record<string, number>;
}

export interface DbStatsProbe {
  sample(): Promise<DbSample>;
  close(): Promise<void>;
}

const FLUSH_PAUSE_MS = 1_200;

export function createDbStatsProbe(databaseUrl: string): DbStatsProbe {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  return {
    async sample() {
      await new Promise((resolve) => setTimeout(resolve, FLUSH_PAUSE_MS));
      const client = await pool.connect();
      try {
        // One transaction, so the probe adds exactly one commit per sample.
        await client.query('begin');
        const database = await client.query<{ xact_commit: string }>(
          'select xact_commit from pg_stat_database where datname = current_database()',
        );
        const tables = await client.query<{ name: string; scans: string }>(
          `select schemaname || '.' || relname as name, coalesce(idx_scan, 0) + coalesce(seq_scan, 0) as scans
             from pg_stat_user_tables`,
        );
        await client.query('commit');
        return {
          transactions: Number(database.rows[0]?.xact_commit ?? 0),
          scans: Object.fromEntries(tables.rows.map((row) => [row.name, Number(row.scans)])),
        };
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface DbDelta {
  transactions: number;
  /** Scans per table, only tables that were read. */
  scans: Record<string, number>;
}

export function dbDelta(before: DbSample, after: DbSample): DbDelta {
  const scans: Record<string, number> = {};
  for (const [name, count] of Object.entries(after.scans)) {
    const delta = count - (before.scans[name] ?? 0);
    if (delta > 0) scans[name] = delta;
  }
  // Minus the probe's own commit (the "after" sample's transaction).
  return { transactions: Math.max(0, after.transactions - before.transactions - 1), scans };
}

/**
 * VACUUM ANALYZE of one table the scenario has just filled, as autovacuum would have by the time
 * a deployed system serves reads from it (after 1,000 inserts and 20 % more; this machine's
 * Postgres runs with autovacuum off, its CI configuration). Only that table: a one-off analysis of
 * small tables that a phase then grows makes Postgres keep plans for a small table (sequential
 * scans, cached by every connection) while it grows, which autovacuum's repeated analyses avoid
 * and one settle cannot (bench/REPORT.md, fourth session).
 */
export async function vacuumTable(databaseUrl: string, table: 'bookings.occupancy'): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

// Waiting until work a test started has reached a lock the test holds, so that what the test wants
// to overlap surely does (a sleep was too short on a loaded machine and too long on an idle one).
import { eventually } from './eventually.ts';
import { openSql } from './sql.ts';

/** Waits until at least `count` sessions of the test database wait for a lock. */
export async function waitingForLocks(target: Parameters<typeof openSql>[0], count = 1, timeoutMs = 10_000): Promise<void> {
  const sql = openSql(target);
  try {
    await eventually(
      `${count} sessions waiting for a lock`,
      async () => {
        const { rows } = await sql.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n >= count ? true : undefined;
      },
      timeoutMs,
      10,
    );
  } finally {
    await sql.end();
  }
}

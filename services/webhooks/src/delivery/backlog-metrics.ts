// What the dashboard shows of the deliveries not done yet: how many wait for a retry, and the
// age of the oldest pending one (a growing age is an endpoint, or this service, falling behind).
import { sql } from 'kysely';
import { sampledGauge } from '@venue/platform';
import type { Db } from '../database.ts';

const backlog = sampledGauge({
  name: 'webhook_deliveries_pending',
  help: 'Webhook deliveries not yet delivered or given up: state new (no attempt yet) or retry (failed at least once)',
  labelNames: ['state'] as const,
});
const oldest = sampledGauge({
  name: 'webhook_oldest_pending_seconds',
  help: 'Age of the oldest pending webhook delivery of an enabled endpoint',
  labelNames: [] as const,
});

/** Both gauges of one scrape read one answer: a query is reused for this long. */
const REUSED_MS = 1000;

export function startBacklogMetrics(db: Db): () => void {
  let last: { at: number; answer: ReturnType<typeof read> } | undefined;
  const counts = () => {
    if (!last || Date.now() - last.at > REUSED_MS) last = { at: Date.now(), answer: read() };
    return last.answer;
  };
  const read = async () => {
    const { rows } = await sql<{ fresh: string; retry: string; oldest: number | null }>`
      select count(*) filter (where d.attempts = 0) as fresh, count(*) filter (where d.attempts > 0) as retry,
             extract(epoch from now() - min(d.created_at))::float8 as oldest
      from delivery d join endpoint e on e.id = d.endpoint_id and e.enabled
      where d.state = 'pending'`.execute(db);
    return rows[0] ?? { fresh: '0', retry: '0', oldest: null };
  };
  const untrackBacklog = backlog.track(async () => {
    const row = await counts();
    return [
      { labels: { state: 'new' }, value: Number(row.fresh) },
      { labels: { state: 'retry' }, value: Number(row.retry) },
    ];
  });
  const untrackOldest = oldest.track(async () => [{ labels: {}, value: (await counts()).oldest ?? 0 }]);
  return () => {
    untrackBacklog();
    untrackOldest();
  };
}

// Large answers seeded straight into the bookings schema (faster than the API by far), and the
// bookings process's memory measured while a request runs: bounded-answers.test.ts and
// heavy-reads.test.ts (not a test file itself).
import type pg from 'pg';
import type { ServiceProcess } from '@venue/testing';

/**
 * `bookings` live bookings on `resource`, each with `instances` one-minute instances, one after
 * the other from `from` on (every `gapMinutes`), and `comments` of `commentBytes` bytes. Their
 * ids, in order.
 */
export async function seedBookings(
  sql: pg.Pool,
  managerId: number,
  resource: number,
  options: { bookings: number; instances: number; commentBytes?: number; from?: string; gapMinutes?: number },
): Promise<number[]> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into bookings.booking (manager_id, title, status, main_resource_id, created_by, comments)
     select $1, 'Seeded', 'live', $2, $1, repeat('x', $3) from generate_series(1, $4) returning id`,
    [managerId, resource, options.commentBytes ?? 0, options.bookings],
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await sql.query(
    `insert into bookings.booking_instance (manager_id, booking_id, resource_id, starts_at, ends_at)
     select $1, b.id, $2, at, at + interval '1 minute'
       from unnest($3::bigint[]) with ordinality as b(id, n), generate_series(0, $4 - 1) as k,
            lateral (select $5::timestamptz + ((b.n - 1) * $4 + k) * $6 * interval '1 minute' as at) t`,
    [
      managerId,
      resource,
      ids,
      options.instances,
      options.from ?? '2031-01-01T00:00:00Z',
      options.gapMinutes ?? 1,
    ],
  );
  // What autovacuum would do after such a load: without statistics, the planner takes the tables
  // for empty and may join them row by row.
  await sql.query('analyze bookings.booking, bookings.booking_instance');
  return ids;
}

/** Calendar events, shown on the API, for these bookings, with a description of `bytes` bytes. */
export async function seedEvents(sql: pg.Pool, managerId: number, bookingIds: number[], bytes = 0): Promise<void> {
  await sql.query(
    `insert into bookings.booking_event (booking_id, manager_id, event_title, marketing_data_description, show_on_api)
     select id, $1, 'Seeded event', repeat('d', $3), true from unnest($2::bigint[]) as id`,
    [managerId, bookingIds, bytes],
  );
  await sql.query('analyze bookings.booking_event');
}

/** How many instances a booking_list answer holds. */
export const instancesIn = (list: { resources: { instances: Record<string, unknown> }[] }[]) =>
  list.reduce(
    (sum, booking) => sum + booking.resources.reduce((n, r) => n + Object.keys(r.instances).length, 0),
    0,
  );

/** Samples the process's RSS every few ms while `work` runs: its peak, and where it started. */
export async function measured<T>(service: ServiceProcess, work: () => Promise<T>) {
  const before = service.memory().rss;
  // The kernel's own peak (VmHWM) catches a spike between two samples; reset so it starts now.
  const kernelPeak = service.resetPeak();
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, service.memory().rss)), 5);
  try {
    const result = await work();
    const after = service.memory();
    const peak = Math.max(sampled, after.rss, kernelPeak ? after.peak : 0);
    return { result, before, peak, after: after.rss, kernelPeak };
  } finally {
    clearInterval(sampler);
  }
}

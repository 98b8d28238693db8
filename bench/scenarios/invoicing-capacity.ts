// The billing consumer's capacity: how many bookings a second it invoices when it has a backlog,
// the figure the invoicing scenario compares with the rate the stack books at. Billing is paused
// (SIGSTOP) while a backlog of bookings is made with automatic invoicing on (their events wait in
// JetStream: bookings' relay publishes them meanwhile), then resumed (SIGCONT); the rate is read
// from the invoices' own approval times (billing sets approved_at with clock_timestamp()), between
// the 10th and the 90th percentile of the backlog, so that neither the consumer's first pull after
// the pause nor the last stragglers count. Nothing else runs while it drains: this is what the
// consumer sustains with the machine to itself.
import pg from 'pg';
import { daysFromToday } from '../lib/dates.ts';
import { createInvoicedManager, createRooms, invoicedBookingBody, invoicedSoFar } from '../lib/invoicing-fixture.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { mapLimit } from '../lib/pool.ts';
import type { Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

const ROOMS = 20;
/** booking_add calls in flight while the backlog is made (closed loop). */
const BACKLOG_CONCURRENCY = 16;
/** Seconds of the booking rate the backlog holds by default, and its least size. */
const BACKLOG_SECONDS = 4;
const MIN_BACKLOG = 400;
const POLL_MS = 100;
/** The drain ends when every booking is invoiced, or when no invoice came for this long. */
const STALL_MS = 15_000;

export interface ConsumerCapacity {
  backlog: number;
  /** Bookings of the backlog that booked (200); the others are counted by status in `refused`. */
  booked: number;
  refused: Record<string, number>;
  /** Seconds the backlog took to book, billing paused. */
  bookSeconds: number;
  invoiced: number;
  /** Invoices per second between the 10th and the 90th percentile of their approval times. */
  perSec: number;
  /** From resuming billing to the last invoice. */
  drainSeconds: number;
  /** CPU while it drained. */
  phase: Phase<null>;
}

/** The invoices' approval times of the manager, in order (ms since the epoch). */
async function approvalTimes(sql: pg.Pool, managerId: number): Promise<number[]> {
  const { rows } = await sql.query<{ at: Date }>(
    `select approved_at as at from billing.document
      where manager_id = $1 and type = 'invoice' and status = 'approved' order by approved_at`,
    [managerId],
  );
  return rows.map((row) => row.at.getTime());
}

/** Invoices per second between the 10th and the 90th percentile of sorted approval times. */
export function middleRate(times: number[]): number {
  const first = Math.floor(times.length * 0.1);
  const last = Math.floor(times.length * 0.9);
  const seconds = (times[last]! - times[first]!) / 1000;
  return last > first && seconds > 0 ? (last - first) / seconds : 0;
}

export function backlogSize(setting: number, bookingsPerSec: number): number {
  return setting > 0 ? setting : Math.max(MIN_BACKLOG, Math.round(BACKLOG_SECONDS * bookingsPerSec));
}

export async function measureConsumerCapacity(ctx: ScenarioContext, backlog: number): Promise<ConsumerCapacity> {
  const { database, stack } = ctx;
  const billingPid = stack.pids.billing;
  const { managerId, api, customerId } = await createInvoicedManager(database.url, stack.gatewayUrl);
  const sql = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const rooms = await createRooms(api, 'Backlog room', ROOMS);
    const firstDate = daysFromToday(3);
    const refused: Record<string, number> = {};
    let booked = 0;

    await sleep(ctx.settings.settleSec);
    const probes = createProbes(ctx.pids, database);
    console.log(`invoicing: capacity: ${backlog} bookings with billing paused (SIGSTOP ${billingPid}) …`);
    const bookStarted = Date.now();
    let bookSeconds = 0;
    let invoiced = 0;
    let resumedAt = 0;
    let measured: Phase<null>;
    process.kill(billingPid, 'SIGSTOP');
    try {
      await mapLimit(
        Array.from({ length: backlog }, (_, i) => i),
        BACKLOG_CONCURRENCY,
        async (i) => {
          const answer = await api.postFast('/api/v2/booking_add', invoicedBookingBody(i, rooms, firstDate, customerId));
          if (answer.status === 200) booked += 1;
          else refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        },
      );
      bookSeconds = (Date.now() - bookStarted) / 1000;
      console.log(`invoicing: capacity: ${booked} booked in ${bookSeconds.toFixed(1)} s; resuming billing, measuring the drain …`);
      measured = await phase(`billing consumer draining ${booked} bookings`, probes, async (beforeMeasure) => {
        await beforeMeasure();
        resumedAt = Date.now();
        process.kill(billingPid, 'SIGCONT');
        let lastProgress = Date.now();
        while (invoiced < booked && Date.now() - lastProgress < STALL_MS) {
          await sleep(POLL_MS / 1000);
          const { count } = await invoicedSoFar(sql, managerId);
          if (count > invoiced) lastProgress = Date.now();
          invoiced = count;
        }
        return null;
      });
    } finally {
      // Also when booking failed: billing must not stay paused (a second SIGCONT does nothing).
      process.kill(billingPid, 'SIGCONT');
    }
    const times = await approvalTimes(sql, managerId);
    return {
      backlog,
      booked,
      refused,
      bookSeconds: Math.round(bookSeconds * 10) / 10,
      invoiced,
      perSec: Math.round(middleRate(times) * 10) / 10,
      drainSeconds: times.length > 0 ? Math.round((times.at(-1)! - resumedAt) / 100) / 10 : 0,
      phase: measured,
    };
  } finally {
    await sql.end();
    api.close();
  }
}

// Scenario "invoicing": does invoicing keep up with booking? Y is the rate the stack books at on
// this machine (the race's successes per second in this run; without a race, BENCH_INVOICING_RATE).
// First the billing consumer's capacity X (invoicing-capacity.ts: a backlog booked while billing is
// paused, then drained); then, with automatic invoicing on, booking_add of single bookings with a
// customer at 0.8 × Y (open loop, for BENCH_INVOICING_SECONDS), and for each booking the time from
// sending booking_add until its approved invoice is committed in billing (and so visible to
// invoice_list, which reads the same rows): the event path bookings outbox -> JetStream -> billing
// consumer -> numbered invoice. A warm-up (BENCH_WARMUP seconds at the same rate, other rooms, all
// invoiced) comes before it.
import { loadavg } from 'node:os';
import pg from 'pg';
import { percentile } from '../lib/call-load.ts';
import { daysFromToday } from '../lib/dates.ts';
import type { GatewayApi } from '../lib/gateway-api.ts';
import { createInvoicedManager, createRooms, invoicedBookingBody, invoicedSoFar } from '../lib/invoicing-fixture.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { accountingLines, fmt, type NamedPhase, type Phase, type ScenarioReport } from '../lib/report.ts';
import { plainTarget, type MachineClass } from '../lib/targets.ts';
import { raceRatesOf } from './booking-race.ts';
import { backlogSize, measureConsumerCapacity, type ConsumerCapacity } from './invoicing-capacity.ts';
import type { ScenarioContext } from './context.ts';

const RESOURCES = 20;
/** The open-loop phase books at this share of Y: invoicing must keep up with room to spare. */
const LOAD_SHARE = 0.8;
/** Issue #57: booking_add sent -> invoice committed, p99 at 0.8 × Y. */
const P99_TARGET_MS = 1000;
const POLL_MS = 20;
/** How long after the last booking_add the scenario waits for the remaining invoices. */
const DRAIN_TIMEOUT_MS = 60_000;

export interface InvoicingResults {
  /** Y: the booking rate invoicing must keep up with, and where it came from. */
  bookingRate: { perSec: number; source: string };
  /** X: the consumer's capacity (the backlog drained). */
  capacity: ConsumerCapacity;
  /** The open-loop phase's rate: 0.8 × Y. */
  rate: number;
  seconds: number;
  sent: number;
  booked: number;
  refused: Record<string, number>;
  invoiced: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Where the time went, from Postgres' clocks (each transaction's start, and the approval). */
  stagesMs: { waiting: Percentiles; billing: Percentiles };
  /** Invoices per second between the first and the last one seen. */
  sustainedPerSec: number;
  load: { before: number[]; after: number[] };
  /** CPU per component from the first booking_add until the last invoice (or the drain timeout). */
  phase: Phase<null>;
}

type Percentiles = { p50: number; p99: number };

/**
 * Per invoiced booking: waiting = from booking_add's transaction to the start of billing's (the
 * outbox relay, JetStream, the consumer's queue); billing = billing's transaction until approval.
 */
async function stages(sql: pg.Pool, managerId: number, afterDocument: number) {
  const { rows } = await sql.query<{ stage: string; p50: number; p99: number }>(
    `with timed as (
       select extract(epoch from d.created_at - b.created_at) * 1000 as waiting,
              extract(epoch from d.approved_at - d.created_at) * 1000 as billing
         from billing.document d
         join billing.document_booking db on db.document_id = d.id
         join bookings.booking b on b.id = db.booking_id
        where d.manager_id = $1 and d.type = 'invoice' and d.status = 'approved' and d.id > $2)
     select 'waiting' as stage, percentile_cont(0.5) within group (order by waiting) as p50,
            percentile_cont(0.99) within group (order by waiting) as p99 from timed
     union all
     select 'billing', percentile_cont(0.5) within group (order by billing),
            percentile_cont(0.99) within group (order by billing) from timed`,
    [managerId, afterDocument],
  );
  const of = (stage: string) => {
    const row = rows.find((r) => r.stage === stage);
    return { p50: Number(row?.p50 ?? 0), p99: Number(row?.p99 ?? 0) };
  };
  return { waiting: of('waiting'), billing: of('billing') };
}

/**
 * Which of `bookingIds` are on an approved invoice of the manager by now. Asked by booking, not
 * by document id: billing numbers a manager's waiting bookings in one transaction, several at
 * once, so invoices commit out of their ids' order by more than any fixed window. Named, so that
 * each connection prepares it once: planned at every poll (50 a second), it cost Postgres about
 * 0.3 ms a time, which the bench charged to each invoiced booking (fourteenth session).
 */
async function pollInvoices(sql: pg.Pool, managerId: number, bookingIds: readonly number[]): Promise<number[]> {
  if (bookingIds.length === 0) return [];
  const { rows } = await sql.query<{ booking_id: string }>({
    name: 'bench_poll_invoices',
    text: `select b.booking_id
       from billing.document_booking b join billing.document d on d.id = b.document_id
      where b.manager_id = $1 and b.booking_id = any($2::bigint[]) and d.type = 'invoice' and d.status = 'approved'`,
    values: [managerId, bookingIds],
  });
  return rows.map((row) => Number(row.booking_id));
}

export type Answered = (sent: number, outcome: { id: number } | { refused: string }) => void;

/**
 * `count` booking_add at `rate` per second, open loop, each on its own hour of `rooms` (so that
 * none conflicts: invoicedBookingBody); resolves once all are answered.
 */
export async function bookAtRate(
  api: GatewayApi,
  customerId: number,
  rooms: number[],
  firstDate: string,
  count: number,
  rate: number,
  answered: Answered,
): Promise<void> {
  const start = Date.now();
  const calls: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = Date.now();
    calls.push(
      api.postFast('/api/v2/booking_add', invoicedBookingBody(i, rooms, firstDate, customerId)).then(
        (answer) => {
          const id = (answer.body.data as { id?: number }[] | undefined)?.[0]?.id;
          answered(sent, answer.status === 200 && typeof id === 'number' ? { id } : { refused: String(answer.status) });
        },
        // Not answered (a reset, a hang-up): counted as refused, as a client would see it.
        (error: NodeJS.ErrnoException) => answered(sent, { refused: error.code ?? error.message }),
      ),
    );
  }
  await Promise.all(calls);
}

/** Y: the race's successes per second in this run, else BENCH_INVOICING_RATE (said so). */
function bookingRate(ctx: ScenarioContext): { perSec: number; source: string } {
  const race = raceRatesOf(ctx.earlier);
  if (race) return { perSec: race.bookingsPerSec, source: "the race's successes per second in this run" };
  return { perSec: ctx.settings.invoicing.rate, source: 'BENCH_INVOICING_RATE (no race in this run)' };
}

export async function runInvoicing(ctx: ScenarioContext): Promise<InvoicingResults> {
  const { settings, database, stack } = ctx;
  const { seconds } = settings.invoicing;
  const y = bookingRate(ctx);
  const rate = Math.max(1, Math.round(LOAD_SHARE * y.perSec));
  console.log(`invoicing: bookings Y = ${fmt(y.perSec, 1)}/s (${y.source}); the open loop books at ${rate}/s`);
  const capacity = await measureConsumerCapacity(ctx, backlogSize(settings.invoicing.backlog, y.perSec));
  console.log(`invoicing: the consumer invoiced ${fmt(capacity.perSec, 1)}/s while it drained`);

  await sleep(settings.settleSec);
  const { managerId, api, customerId } = await createInvoicedManager(database.url, stack.gatewayUrl);
  const resources = await createRooms(api, 'Invoiced room', RESOURCES);
  const warmupResources = await createRooms(api, 'Warm-up room', RESOURCES);

  const total = rate * seconds;
  const firstDate = daysFromToday(3);
  const sentAt = new Map<number, number>();
  const refused: Record<string, number> = {};
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const seenAt = new Map<number, number>();
  /** The warm-up's documents end here: not in the stages. */
  let warmupDocumentsUpTo = 0;
  let sending = true;
  let lastSend = Date.now();
  const poll = async () => {
    const deadline = () => !sending && Date.now() > lastSend + DRAIN_TIMEOUT_MS;
    while (!deadline() && (sending || seenAt.size < sentAt.size)) {
      const pending = [...sentAt.keys()].filter((id) => !seenAt.has(id));
      for (const bookingId of await pollInvoices(sql, managerId, pending)) seenAt.set(bookingId, Date.now());
      await sleep(POLL_MS / 1000);
    }
  };

  const probes = createProbes(ctx.pids, database);
  let loadBefore: number[] = [];
  const measured = await phase(`booking_add at ${rate}/s, each invoiced`, probes, async (beforeMeasure) => {
    // Warm-up, as every scenario has: the same rate on rooms of its own, until all are invoiced,
    // so that the measurement starts with the invoicing path's connections, prepared statements
    // and compiled code in place (cold, its first second waited up to 0.7 s at 40/s).
    const warmupCount = rate * settings.warmupSec;
    let warmupBooked = 0;
    console.log(`invoicing: warm-up, ${warmupCount} booking_add at ${rate}/s …`);
    await bookAtRate(api, customerId, warmupResources, firstDate, warmupCount, rate, (_sent, outcome) => {
      if ('id' in outcome) warmupBooked += 1;
    });
    const warmupUntil = Date.now() + DRAIN_TIMEOUT_MS;
    let invoiced = await invoicedSoFar(sql, managerId);
    while (invoiced.count < warmupBooked && Date.now() < warmupUntil) {
      await sleep(POLL_MS / 1000);
      invoiced = await invoicedSoFar(sql, managerId);
    }
    warmupDocumentsUpTo = invoiced.lastDocument;
    await beforeMeasure();
    console.log(`invoicing: ${total} booking_add at ${rate}/s with automatic invoicing on …`);
    loadBefore = loadavg();
    const poller = poll();
    await bookAtRate(api, customerId, resources, firstDate, total, rate, (sent, outcome) => {
      lastSend = Math.max(lastSend, sent);
      if ('id' in outcome) sentAt.set(outcome.id, sent);
      else refused[outcome.refused] = (refused[outcome.refused] ?? 0) + 1;
    });
    sending = false;
    await poller;
    return null;
  });
  const stagesMs = await stages(sql, managerId, warmupDocumentsUpTo);
  await sql.end();
  api.close();

  const latencies = [...sentAt].filter(([id]) => seenAt.has(id)).map(([id, sent]) => seenAt.get(id)! - sent).sort((a, b) => a - b);
  const seen = [...seenAt.values()].sort((a, b) => a - b);
  const span = (seen.at(-1)! - seen[0]!) / 1000;
  return {
    bookingRate: y,
    capacity,
    rate,
    seconds,
    sent: total,
    booked: sentAt.size,
    refused,
    invoiced: latencies.length,
    latencyMs: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    },
    stagesMs,
    sustainedPerSec: span > 0 ? seen.length / span : 0,
    load: { before: loadBefore, after: loadavg() },
    phase: measured,
  };
}

export function invoicingReport(results: InvoicingResults, _machine: MachineClass): ScenarioReport {
  const l = results.latencyMs;
  const { capacity: c, bookingRate: y } = results;
  // Both are judged on any machine: Y and the rate are this machine's own.
  const targets = [
    plainTarget(
      'invoicing keeps up',
      c.perSec,
      `consumer ${fmt(c.perSec, 1)}/s vs bookings ${fmt(y.perSec, 1)}/s`,
      'consumer ≥ bookings',
      c.perSec >= y.perSec,
    ),
    plainTarget(
      `invoicing p99 at 0.8 × bookings (${results.rate}/s)`,
      l.p99,
      `${fmt(l.p99)} ms (${results.invoiced} of ${results.booked} invoiced)`,
      `< ${P99_TARGET_MS} ms, every booking invoiced`,
      l.p99 < P99_TARGET_MS && results.invoiced === results.booked && results.booked > 0,
    ),
  ];
  const refused = (counts: Record<string, number>) =>
    Object.keys(counts).length ? `, refused ${JSON.stringify(counts)}` : '';
  const summary = [
    `== invoicing: bookings Y = ${fmt(y.perSec, 1)}/s (${y.source})`,
    `consumer capacity: ${c.booked} of ${c.backlog} booked in ${c.bookSeconds} s with billing paused${refused(c.refused)}; ` +
      `${c.invoiced} invoiced ${c.drainSeconds} s after it resumed, ${fmt(c.perSec, 1)} invoices/s between the 10th and the 90th percentile`,
    `open loop: booking_add at ${results.rate}/s (0.8 × Y) for ${results.seconds} s with automatic invoicing`,
    `booked ${results.booked} of ${results.sent}${refused(results.refused)}; invoiced ${results.invoiced}`,
    `booking_add sent -> invoice committed: p50 ${l.p50.toFixed(0)} ms, p90 ${l.p90.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms`,
    `of which waiting for billing (outbox, JetStream, consumer queue): p50 ${results.stagesMs.waiting.p50.toFixed(0)} ms, p99 ${results.stagesMs.waiting.p99.toFixed(0)} ms; ` +
      `billing's transaction: p50 ${results.stagesMs.billing.p50.toFixed(0)} ms, p99 ${results.stagesMs.billing.p99.toFixed(0)} ms`,
    `consumer sustained ${results.sustainedPerSec.toFixed(0)} invoices/s in the open loop; load ${results.load.before.map((v) => v.toFixed(2)).join(' ')} -> ${results.load.after.map((v) => v.toFixed(2)).join(' ')}`,
    ...targets.map((target) => target.line),
  ];
  const phases: NamedPhase[] = [
    ['invoice (drain)', c.phase, c.invoiced],
    ['invoiced booking', results.phase, results.booked],
  ];
  return { summary, accounting: accountingLines(phases), targets };
}

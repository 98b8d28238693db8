// Scenario "invoicing": with automatic invoicing on, booking_add of single bookings with a customer
// at a fixed rate (BENCH_INVOICING_RATE per second, open loop, for BENCH_INVOICING_SECONDS); for
// each booking, the time from sending booking_add until its approved invoice is committed in
// billing (and so visible to invoice_list, which reads the same rows): the event path bookings
// outbox -> JetStream -> billing consumer -> numbered invoice. Also the consumer's sustained rate.
// A warm-up (BENCH_WARMUP seconds at the same rate, other rooms, all invoiced) comes first.
import { loadavg } from 'node:os';
import pg from 'pg';
import { percentile } from '../lib/call-load.ts';
import { addDays, daysFromToday } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { accountingLines, type Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

const RESOURCES = 20;
const POLL_MS = 20;
/**
 * Billing invoices several bookings at once (TRANSACTIONS_AT_ONCE, 4), so invoices commit out of
 * id order: a poll re-reads this many ids below the highest seen, more than are ever in flight
 * together, and few enough that polling stays cheap for Postgres.
 */
const REREAD_IDS = 20;
/** How long after the last booking_add the scenario waits for the remaining invoices. */
const DRAIN_TIMEOUT_MS = 60_000;

export interface InvoicingResults {
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
 * Approved invoices of the manager seen since the last poll: booking id -> when seen. Named, so
 * that each connection prepares it once: planned at every poll (50 a second), it cost Postgres
 * about 0.3 ms a time, which the bench charged to each invoiced booking (fourteenth session).
 */
async function pollInvoices(sql: pg.Pool, managerId: number, afterId: number) {
  const { rows } = await sql.query<{ id: string; booking_id: string }>({
    name: 'bench_poll_invoices',
    text: `select d.id, b.booking_id
       from billing.document d join billing.document_booking b on b.document_id = d.id
      where d.manager_id = $1 and d.type = 'invoice' and d.status = 'approved' and d.id > $2
      order by d.id`,
    values: [managerId, afterId],
  });
  return rows.map((row) => ({ documentId: Number(row.id), bookingId: Number(row.booking_id) }));
}

/** Approved invoices of the manager so far, and the highest document id among them. */
async function invoicedSoFar(sql: pg.Pool, managerId: number) {
  const { rows } = await sql.query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(id) as last from billing.document
      where manager_id = $1 and type = 'invoice' and status = 'approved'`,
    [managerId],
  );
  return { count: rows[0]!.count, lastDocument: Number(rows[0]!.last ?? 0) };
}

type Answered = (sent: number, outcome: { id: number } | { refused: string }) => void;

/**
 * `count` booking_add at `rate` per second, open loop, each on its own hour of `resources` (so
 * that none conflicts: 20 rooms x 12 hours a day from `firstDate`); resolves once all are answered.
 */
async function bookAtRate(
  api: GatewayApi,
  customerId: number,
  resources: number[],
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
    const resourceId = resources[i % resources.length]!;
    const slot = Math.floor(i / resources.length);
    const date = addDays(firstDate, Math.floor(slot / 12));
    const hour = 8 + (slot % 12);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    const sent = Date.now();
    calls.push(
      api.postFast('/api/v2/booking_add', { ...singleBookingBody(resourceId, date, from, to), customer_id: customerId }).then(
        (answer) => {
          const id = (answer.body.data as { id?: number }[] | undefined)?.[0]?.id;
          answered(sent, answer.status === 200 && typeof id === 'number' ? { id } : { refused: String(answer.status) });
        },
        // A kept-alive connection the gateway closed after shedding a request (it answers 503
        // without reading the body, so it cannot keep the connection) may already have been
        // handed the next request: counted as refused, as a client would see it.
        (error: NodeJS.ErrnoException) => answered(sent, { refused: error.code ?? error.message }),
      ),
    );
  }
  await Promise.all(calls);
}

export async function runInvoicing(ctx: ScenarioContext): Promise<InvoicingResults> {
  const { settings, database, stack } = ctx;
  const { rate, seconds } = settings.invoicing;
  const { managerId, apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const customer = await api.postOk('/api/v2/customer_add', { first_name: 'Bench', last_name: 'Customer' });
  const customerId = (customer.data as { id: number }[])[0]!.id;
  await api.postOk('/api/internal/invoice_automation_set', { mode: 'on_booking' });
  const resources: number[] = [];
  for (let i = 0; i < RESOURCES; i += 1) resources.push(await api.addResource(`Invoiced room ${i}`));
  const warmupResources: number[] = [];
  for (let i = 0; i < RESOURCES; i += 1) warmupResources.push(await api.addResource(`Warm-up room ${i}`));

  const total = rate * seconds;
  const firstDate = daysFromToday(3);
  const sentAt = new Map<number, number>();
  const refused: Record<string, number> = {};
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const seenAt = new Map<number, number>();
  let lastDocument = 0;
  /** The warm-up's documents end here: neither polled as measured nor in the stages. */
  let warmupDocumentsUpTo = 0;
  let sending = true;
  let lastSend = Date.now();
  const poll = async () => {
    const deadline = () => !sending && Date.now() > lastSend + DRAIN_TIMEOUT_MS;
    while (!deadline() && (sending || seenAt.size < sentAt.size)) {
      const after = Math.max(warmupDocumentsUpTo, lastDocument - REREAD_IDS);
      for (const { documentId, bookingId } of await pollInvoices(sql, managerId, after)) {
        if (!seenAt.has(bookingId)) seenAt.set(bookingId, Date.now());
        lastDocument = Math.max(lastDocument, documentId);
      }
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
    warmupDocumentsUpTo = lastDocument = invoiced.lastDocument;
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

export function invoicingReport(results: InvoicingResults) {
  const l = results.latencyMs;
  const summary = [
    `== invoicing: booking_add at ${results.rate}/s for ${results.seconds} s with automatic invoicing (open loop)`,
    `booked ${results.booked} of ${results.sent}${Object.keys(results.refused).length ? `, refused ${JSON.stringify(results.refused)}` : ''}; invoiced ${results.invoiced}`,
    `booking_add sent -> invoice committed: p50 ${l.p50.toFixed(0)} ms, p90 ${l.p90.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms` +
      `; target p99 < 1000 ms ${l.p99 < 1000 ? 'met' : 'NOT met'}`,
    `of which waiting for billing (outbox, JetStream, consumer queue): p50 ${results.stagesMs.waiting.p50.toFixed(0)} ms, p99 ${results.stagesMs.waiting.p99.toFixed(0)} ms; ` +
      `billing's transaction: p50 ${results.stagesMs.billing.p50.toFixed(0)} ms, p99 ${results.stagesMs.billing.p99.toFixed(0)} ms`,
    `consumer sustained ${results.sustainedPerSec.toFixed(0)} invoices/s; load ${results.load.before.map((v) => v.toFixed(2)).join(' ')} -> ${results.load.after.map((v) => v.toFixed(2)).join(' ')}`,
  ];
  return { summary, accounting: accountingLines([['invoiced booking', results.phase, results.booked]]) };
}

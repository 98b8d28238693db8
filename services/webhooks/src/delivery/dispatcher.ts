// Sends due deliveries (issue #60: at least once, in order per object, one endpoint never delaying
// another). Each turn claims what may go now in one statement: pending and due, its endpoint
// enabled, no earlier delivery of the same object to the same endpoint still pending (order), and
// no more per endpoint than it has free slots (WEBHOOKS_MAX_PER_ENDPOINT) nor in all than the
// process has (WEBHOOKS_MAX_IN_FLIGHT). A claim is a lease (locked_until): a process that dies
// mid-attempt leaves the delivery to be claimed again once the lease ends (at least once; the
// webhook-id lets a receiver drop the repeat). A slow endpoint holds its own slots only.
import { sql } from 'kysely';
import { counter, histogram, named, type Logger } from '@venue/platform';
import type { Db } from '../database.ts';
import type { WebhooksConfig } from '../config.ts';
import { signatureHeader, signingSecrets } from '../endpoint/secrets.ts';
import { DISABLE_AFTER_MS, nextAttemptAt } from './retry-schedule.ts';
import { closePools, sendAttempt, type AttemptResult } from './send.ts';

const attemptsTotal = counter({
  name: 'webhook_attempts_total',
  help: 'Webhook delivery attempts, by outcome (delivered: a 2xx; retry: failed, tried again later; failed: failed for good; gone: 410, the endpoint disabled)',
  labelNames: ['outcome'] as const,
});
const deliveryLatency = histogram({
  name: 'webhook_attempt_seconds',
  help: 'How long an attempt took, to the answer or the cut',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** How often due deliveries are looked for without a wake (retries, and other replicas' events). */
const POLL_MS = 500;
/**
 * Wakes within this long are served by one claim: under load a turn claims and records ~10
 * deliveries instead of 1–2. Speed: at 200 booking_add/s, webhooks' Postgres CPU per delivered
 * booking 1.27–1.41 → 0.87–1.06 ms (10 → 50 ms, with 16 per endpoint; bench/REPORT.md, 2026-12-03).
 */
const COALESCE_MS = 50;

interface Claimed {
  id: number;
  endpoint_id: number;
  webhook_id: string;
  attempts: number;
  window_start: Date;
  order_key: string;
  seq: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  body: string;
}

export interface Dispatcher {
  /** Looks for due deliveries now (new ones were just stored). */
  wake(): void;
  stop(): Promise<void>;
}

export function startDispatcher(deps: { db: Db; config: WebhooksConfig; logger: Logger }): Dispatcher {
  const { db, config, logger } = deps;
  const policy = { allowHttp: config.allowHttp, allowPrivate: config.allowPrivate };
  const leaseMs = config.WEBHOOKS_TIMEOUT_MS + 30_000;
  const inFlight = new Map<number, number>();
  let inFlightTotal = 0;
  const sending = new Set<Promise<void>>();
  let stopped = false;
  let turn: Promise<void> | null = null;
  let again = false;

  /** Deliveries delivered since the last turn: the turn's statement records them (recordAndClaim). */
  let delivered: { id: number; endpointId: number; at: Date; statusCode: number; latencyMs: number }[] = [];

  /**
   * One statement a turn: it records the deliveries delivered since the last one (state, attempt,
   * the endpoint no longer failing: written only when it was, so that attempts side by side never
   * queue on its row), and claims what may go now. A statement per delivery for each was a third
   * of this service's CPU in the bench (each round trip's write to Postgres' socket).
   */
  async function recordAndClaim(): Promise<Claimed[]> {
    const free = Math.max(0, config.WEBHOOKS_MAX_IN_FLIGHT - inFlightTotal);
    const done = delivered;
    if (free === 0 && done.length === 0) return [];
    delivered = [];
    const perEndpoint = config.WEBHOOKS_MAX_PER_ENDPOINT;
    const busyIds = [...inFlight.keys()];
    const busyCounts = busyIds.map((id) => inFlight.get(id)!);
    // Each endpoint offers its oldest due deliveries (a few, so that none crowds out the others),
    // less those held back behind an earlier delivery of the same object still pending (in this
    // statement's snapshot, those recorded by it still are: they go in the next turn).
    const recorded = {
      ids: done.map((d) => d.id),
      endpoints: done.map((d) => d.endpointId),
      ats: done.map((d) => d.at.toISOString()),
      codes: done.map((d) => d.statusCode),
      latencies: done.map((d) => d.latencyMs),
    };
    const query = sql<Claimed>`
      with recorded as (
        update delivery d set state = 'delivered', locked_until = null
        from unnest(${recorded.ids}::bigint[]) as x (id) where d.id = x.id
        returning d.id
      ), attempts as (
        insert into attempt (delivery_id, at, status_code, latency_ms, error)
        select a.id, a.at, a.code, a.latency, ''
          from unnest(${recorded.ids}::bigint[], ${recorded.ats}::timestamptz[], ${recorded.codes}::int[], ${recorded.latencies}::int[])
               as a (id, at, code, latency)
         where a.id in (select r.id from recorded r)
      ), recovered as (
        update endpoint set failing_since = null where id = any(${recorded.endpoints}::bigint[]) and failing_since is not null
      ), busy as (
        select b.endpoint_id, b.sending from unnest(${busyIds}::bigint[], ${busyCounts}::int[]) as b (endpoint_id, sending)
      ), due as (
        select d.id, d.endpoint_id, d.order_key, d.seq, coalesce(b.sending, 0) as sending
        from endpoint e
        left join busy b on b.endpoint_id = e.id
        cross join lateral (
          select d.id, d.endpoint_id, d.order_key, d.seq from delivery d
          where d.endpoint_id = e.id and d.state = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until < now())
          order by d.id limit ${perEndpoint * 2}
        ) d
        where e.enabled and coalesce(b.sending, 0) < ${perEndpoint}
      ), candidate as (
        select due.id, due.sending, row_number() over (partition by due.endpoint_id order by due.id) as rank
        from due
        where not exists (
          select 1 from delivery p
          where p.endpoint_id = due.endpoint_id and p.order_key = due.order_key and p.state = 'pending'
            and (p.seq, p.id) < (due.seq, due.id))
      ), chosen as (
        select id from candidate where rank + sending <= ${perEndpoint} order by id limit ${free}
      )
      update delivery d
      set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = d.attempts + 1
      from chosen, endpoint e, message m
      where d.id = chosen.id and e.id = d.endpoint_id and m.id = d.message_id
        and (d.locked_until is null or d.locked_until < now()) and d.state = 'pending'
      returning d.id, d.endpoint_id, d.webhook_id, d.attempts, d.window_start, d.order_key, d.seq, e.url, e.secret,
                e.previous_secret, e.previous_secret_until, m.body`;
    try {
      // Named, planned once per connection (fan-out.ts says what it saves).
      return (await db.executeQuery(named('webhooks_record_and_claim', query.compile(db)))).rows;
    } catch (error) {
      // Not recorded: the next turn tries again (past their lease they would be sent again).
      delivered = [...done, ...delivered];
      throw error;
    }
  }

  async function record(delivery: Claimed, result: AttemptResult): Promise<void> {
    const now = new Date();
    const isDelivered = result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    const retryAt = isDelivered || gone ? null : nextAttemptAt(config.retryDelaysMs, delivery.attempts, delivery.window_start, now);
    const outcome = isDelivered ? 'delivered' : gone ? 'gone' : retryAt ? 'retry' : 'failed';
    attemptsTotal.inc({ outcome });
    deliveryLatency.observe(result.latencyMs / 1000);
    if (isDelivered) {
      // Recorded by the next turn's statement (recordAndClaim), which this wakes.
      delivered.push({ id: delivery.id, endpointId: delivery.endpoint_id, at: now, statusCode: result.statusCode, latencyMs: result.latencyMs });
      return;
    }
    await db.transaction().execute(async (trx) => {
      // Gone with its endpoint (deleted meanwhile): nothing to record.
      const kept = await trx
        .updateTable('delivery')
        .set({
          state: retryAt ? 'pending' : 'failed',
          locked_until: null,
          ...(retryAt && { next_attempt_at: retryAt }),
        })
        .where('id', '=', delivery.id)
        .returning('id')
        .executeTakeFirst();
      if (!kept) return;
      await trx
        .insertInto('attempt')
        .values({ delivery_id: delivery.id, at: now, status_code: result.statusCode, latency_ms: result.latencyMs, error: result.error })
        .execute();
      // The same object's later deliveries wait for this one: they are not due before it is.
      if (retryAt) {
        await trx
          .updateTable('delivery')
          .set({ next_attempt_at: sql`greatest(next_attempt_at, ${retryAt})` })
          .where('endpoint_id', '=', delivery.endpoint_id)
          .where('order_key', '=', delivery.order_key)
          .where('state', '=', 'pending')
          .where(sql<boolean>`(seq, id) > (${delivery.seq}, ${delivery.id})`)
          .execute();
      }
      const endpoint = await trx
        .updateTable('endpoint')
        .set({ failing_since: sql`coalesce(failing_since, ${now})` })
        .where('id', '=', delivery.endpoint_id)
        .returning(['failing_since', 'enabled'])
        .executeTakeFirst();
      const failingFor = endpoint?.failing_since ? now.getTime() - endpoint.failing_since.getTime() : 0;
      const reason = gone
        ? 'the endpoint answered 410 Gone'
        : failingFor >= DISABLE_AFTER_MS
          ? `every attempt failed for ${Math.floor(failingFor / 86_400_000)} days (the last: ${result.error})`
          : null;
      if (reason && endpoint?.enabled) {
        await trx.updateTable('endpoint').set({ enabled: false, disabled_reason: reason }).where('id', '=', delivery.endpoint_id).execute();
        await trx.insertInto('notice').values({ endpoint_id: delivery.endpoint_id, type: 'webhook.disabled', note: reason, at: now }).execute();
        logger.warn({ endpoint: delivery.endpoint_id, reason }, 'webhook endpoint disabled');
      }
    });
  }

  async function send(delivery: Claimed): Promise<void> {
    const at = new Date();
    const body = delivery.body;
    const result = await sendAttempt({
      url: new URL(delivery.url),
      body,
      timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
      policy,
      headers: {
        'webhook-id': delivery.webhook_id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureHeader(signingSecrets(delivery, at), delivery.webhook_id, at, body),
      },
    });
    try {
      await record(delivery, result);
    } catch (error) {
      // The lease ends and the delivery is sent again: at least once.
      logger.warn({ err: error, delivery: delivery.id }, 'webhook attempt not recorded; it is sent again when its lease ends');
    }
  }

  function start(delivery: Claimed): void {
    inFlight.set(delivery.endpoint_id, (inFlight.get(delivery.endpoint_id) ?? 0) + 1);
    inFlightTotal += 1;
    const done = send(delivery).finally(() => {
      const left = inFlight.get(delivery.endpoint_id)! - 1;
      if (left === 0) inFlight.delete(delivery.endpoint_id);
      else inFlight.set(delivery.endpoint_id, left);
      inFlightTotal -= 1;
      sending.delete(done);
      wake();
    });
    sending.add(done);
  }

  async function runTurn(): Promise<void> {
    do {
      again = false;
      try {
        for (const delivery of await recordAndClaim()) start(delivery);
      } catch (error) {
        if (!stopped) logger.warn({ err: error }, 'due webhook deliveries not claimed; trying again shortly');
      }
      // Wakes that came meanwhile (attempts done, events stored) are served together, a moment
      // later: one claim for many of them instead of one each.
      if (again && !stopped) await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (turn) {
      again = true;
      return;
    }
    turn = runTurn().finally(() => (turn = null));
  }

  const timer = setInterval(wake, POLL_MS);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await turn;
      await Promise.allSettled([...sending]);
      closePools();
      // The last deliveries' records (nothing is claimed: nothing is free once stopped).
      inFlightTotal = config.WEBHOOKS_MAX_IN_FLIGHT;
      await recordAndClaim().catch((error) => logger.warn({ err: error }, 'the last webhook deliveries not recorded; they are sent again'));
    },
  };
}

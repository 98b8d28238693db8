// Consumes bookings' events into billing's booking facts. Idempotent by message id (the inbox row
// commits with the effect) and ordered by the booking's version: an event older than the facts
// held changes nothing, so redelivery and reordering are harmless. Invoice automation runs in the
// same transaction (document/automation.ts), for several events of a manager at once.
import { BOOKING_CANCELLED, BookingEvent } from '@venue/contracts/events';
import { startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type Logger, type OutboxRelay } from '@venue/platform';
import type { Db } from '../database.ts';
import { autoInvoice, cancelAutoInvoices, type Invoiceable } from '../document/automation.ts';
import type { BillingPorts } from '../ports/index.ts';
import { AutomationHints } from './automation-hints.ts';
import { factsOutcome, newerFactsOutcomesStatement } from './booking-fact.repository.ts';
import { AutomationBatches } from './automation-batches.ts';
import { FactsBatches, writeFactsAlone } from './facts-batches.ts';

export const BOOKINGS_CONSUMER = 'billing-bookings';
/**
 * Booking events taken at once. Most have their facts as their whole effect and are written in
 * batches on one connection (facts-batches.ts): the more events are taken, the fewer statements a
 * burst costs. One booking's events still apply one after the other.
 */
export const EVENTS_AT_ONCE = 32;
/**
 * Transactions with automation at once, each applying the events of one manager that waited for
 * it (automation-batches.ts): while one waits on round trips (Postgres, the peers' prices and
 * cards), the other works. Two, not more: a manager's transactions queue for its number range's
 * lock, and events that wait go in larger batches; with 2 rather than 4, the invoicing bench's
 * consumer drained 5–10 % faster and its p99 at 160/s was 485–877 ms instead of 1.7–2.6 s
 * (bench/REPORT.md, forty-second session). Leaves most of the pool (DB_POOL_MAX, default 10) to
 * the API's calls.
 */
export const TRANSACTIONS_AT_ONCE = 2;

/**
 * Automation invoices new bookings: one seen for the first time, or one that has just become live
 * with a customer (a request accepted, a customer added). An old booking the manager merely edits
 * after automation was turned on is not invoiced behind their back.
 */
function becameInvoiceable(previous: { status: string; customer_id: number | null } | undefined): boolean {
  return previous === undefined || previous.status !== 'live' || previous.customer_id === null;
}

export interface BookingEventResult {
  /** false: the message was processed before (inbox) */
  fresh: boolean;
  /** false: an older version than the facts held */
  stored: boolean;
  invoiced: boolean;
  cancelledInvoices: number;
}

export async function applyBookingEvent(
  deps: {
    db: Db;
    ports: BillingPorts;
    relay: OutboxRelay;
    automationHints?: AutomationHints;
    factsBatches?: FactsBatches;
    /** Applies the events with automation several at a time (absent: each in a transaction of its own). */
    automationBatches?: AutomationBatches;
  },
  event: EventEnvelope<BookingEvent>,
  logger: Logger,
): Promise<BookingEventResult> {
  const { data } = event;
  const result: BookingEventResult = { fresh: false, stored: false, invoiced: false, cancelledInvoices: 0 };
  const facts = factsOf(data);
  // A change billing itself caused (a status after a document) never triggers automation, and
  // without automation (most managers) an event's facts are its whole effect too: one statement
  // claims the message and stores them (with other events' when a batcher is given). Without
  // billing as the cause, the statement is gated on the mode: when it is on_booking the statement
  // stores and claims nothing, and the transaction below runs, one round trip later; so a manager
  // last seen with automation on goes there directly.
  const hints = deps.automationHints;
  const ownChange = data.cause === 'billing';
  if (ownChange || !hints?.likelyOn(data.manager_id)) {
    const alone = { messageId: event.id, gated: !ownChange, facts };
    const written = await (deps.factsBatches ? deps.factsBatches.write(alone) : writeFactsAlone(deps.db, BOOKINGS_CONSUMER, alone));
    if (written === undefined) return result;
    if (written.claimed) {
      result.fresh = true;
      result.stored = written.stored;
      if (!ownChange) hints?.saw(data.manager_id, false);
      return result;
    }
  }
  const applied = deps.automationBatches ? await deps.automationBatches.apply(event) : (await applyWithAutomation(deps, [event], logger)).get(event.id)!;
  if (applied.invoiced || applied.cancelledInvoices > 0) deps.relay.kick();
  return applied;
}

/**
 * Applies booking events of one manager (of different bookings) in one transaction with invoice
 * automation: one statement claims every message and stores the facts that are newer, and the
 * bookings that became invoiceable are invoiced together (autoInvoice), so what they share (the
 * manager's setup, the number range's lock, the commit) is had once. An event whose message was
 * processed before changes nothing (fresh false).
 */
export async function applyWithAutomation(
  deps: { db: Db; ports: BillingPorts; automationHints?: AutomationHints },
  events: readonly EventEnvelope<BookingEvent>[],
  logger: Logger,
): Promise<Map<string, BookingEventResult>> {
  const results = new Map(events.map((event) => [event.id, { fresh: false, stored: false, invoiced: false, cancelledInvoices: 0 }]));
  const { manager_id: managerId, time_zone: timezone } = events[0]!.data;
  const context = { managerId, timezone };
  await deps.db.transaction().execute(async (trx) => {
    const claimed = events.map((event) => ({ messageId: event.id, facts: factsOf(event.data) }));
    const rows = (await newerFactsOutcomesStatement(BOOKINGS_CONSUMER, claimed).execute(trx)).rows;
    const rowOf = new Map(rows.map((row) => [row.message_id, row]));
    const invoiceable: Invoiceable[] = [];
    for (const event of events) {
      const row = rowOf.get(event.id)!;
      const result = results.get(event.id)!;
      result.fresh = row.claimed;
      if (!row.claimed) continue;
      const outcome = factsOutcome(row);
      result.stored = outcome.stored !== undefined;
      if (!outcome.stored) continue;
      deps.automationHints?.saw(managerId, outcome.automationMode === 'on_booking');
      if (outcome.automationMode !== 'on_booking') continue;
      const { data } = event;
      if (event.subject === BOOKING_CANCELLED || data.status === 'cancel') {
        result.cancelledInvoices = await cancelAutoInvoices(trx, context, data.booking_id);
      } else if (data.status === 'live' && data.customer_id !== null && !outcome.autoInvoiced && becameInvoiceable(outcome.previous)) {
        invoiceable.push({ fact: outcome.stored, seenBefore: outcome.previous !== undefined });
      }
    }
    const invoiced = await autoInvoice(trx, deps.ports, context, invoiceable, logger);
    for (const event of events) results.get(event.id)!.invoiced = invoiced.has(event.data.booking_id);
  });
  return results;
}

/** The facts an event tells of its booking. */
function factsOf(data: BookingEvent) {
  return {
    booking_id: data.booking_id,
    manager_id: data.manager_id,
    version: data.version,
    time_zone: data.time_zone,
    customer_id: data.customer_id,
    main_resource_id: data.main_resource_id,
    status: data.status,
    title: data.title,
    instances: data.instances,
    items: data.items,
  };
}

export function startBookingsConsumer(deps: { db: Db; ports: BillingPorts; relay: OutboxRelay; bus: Bus; logger: Logger }): Promise<EventConsumer> {
  const automationHints = new AutomationHints();
  const together = (events: readonly EventEnvelope<BookingEvent>[]) => applyWithAutomation({ ...deps, automationHints }, events, deps.logger);
  const applying = {
    ...deps,
    automationHints,
    factsBatches: new FactsBatches(deps.db, BOOKINGS_CONSUMER, deps.logger),
    automationBatches: new AutomationBatches(together, TRANSACTIONS_AT_ONCE, deps.logger),
  };
  return startEventConsumer({
    bus: deps.bus,
    durable: BOOKINGS_CONSUMER,
    subject: 'venue.bookings.booking.>',
    schema: BookingEvent,
    logger: deps.logger,
    concurrency: EVENTS_AT_ONCE,
    // One booking's events apply in delivery order, so automation sees each of its changes.
    orderingKey: (event) => String((event.data as Partial<BookingEvent> | undefined)?.booking_id ?? ''),
    handler: async (event) => {
      await applyBookingEvent(applying, event, deps.logger);
    },
  });
}

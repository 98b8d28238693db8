// Invoice automation per manager (off | on_booking). With on_booking, a booking that billing sees
// live with a customer for the first time (not through billing's own documents) gets an invoice
// approved at once, labelled "auto"; when the manager cancels such a booking, its automatic
// invoice gets its cancellation invoice. Runs inside the transaction that applies the booking
// event, so the invoice, its number and the inbox row commit together: exactly one invoice per
// booking however often the event arrives. While the manager's issuer lacks what §14 UStG
// requires, or while the manager's yearly invoice range has a number dated after today (its next
// would be refused), the invoice is stored as a draft instead (logged and counted), for the
// manager to approve once the issuer is complete, or dated on or after that date.
import {
  counter,
  DomainError,
  transactionWithin,
  type CallContext,
  type Logger,
} from '@venue/platform';
import { autoInvoicedSql } from '../booking-fact/booking-fact.repository.ts';
import type { BookingFactRecord } from '../booking-fact/booking-fact.table.ts';
import type { Db, Executor } from '../database.ts';
import type { BillingPorts } from '../ports/index.ts';
import { asRefusal, priceManyBookingFacts } from '../booking-price/booking-price.service.ts';
import { documentOfPrices, pricingFacts, type PricedDocument } from './document-pricing.ts';
import { documentsWithBookings, findDocument } from './document.repository.ts';
import { issuerGapsIn } from '../issuer/issuer.service.ts';
import { yearlyRangeAhead } from './numbering.ts';
import { cancelIn, storeApprovedInvoice, storeInvoiceDraft } from './document.service.ts';

export type AutomationMode = 'off' | 'on_booking';
export const AUTO_LABEL = 'auto';

// The mode is read with a booking's facts as the consumer stores them (newerFactsOutcomesStatement).

const leftDraft = counter({
  name: 'invoices_left_draft_total',
  help: 'Automatic invoices stored as drafts instead of approved, by reason (issuer_incomplete: the issuer lacks what §14 UStG requires; set it with issuer_set, then approve the draft; dated_ahead: the yearly invoice range has a number dated after today; approve the draft dated on or after it)',
  labelNames: ['reason'] as const,
});

export async function setAutomationMode(db: Db, context: CallContext, mode: AutomationMode): Promise<void> {
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  await transactionWithin(db, context, (trx) =>
    trx
      .insertInto('invoice_automation')
      .values({ manager_id: context.managerId, mode })
      .onConflict((oc) => oc.column('manager_id').doUpdateSet({ mode }))
      .execute(),
  );
}

/** A booking automation invoices: its facts as stored, and whether billing held facts of it before this event. */
export interface Invoiceable {
  fact: BookingFactRecord;
  seenBefore: boolean;
}

/**
 * Invoices new bookings of one manager at once, each on an invoice of its own, in booking id
 * order; returns the ids of those invoiced. A booking is skipped when it cannot be priced (a domain
 * refusal is logged, not retried) or is on an invoice already; all are left drafts when the
 * issuer is incomplete or the yearly range has a number dated after today. What they share is
 * read once: the prices (priceManyBookingFacts), each customer's card, the issuer and the range.
 * Every document is written from facts billing holds, and facts are never deleted, so a booking
 * billing sees for the first time is on no document: only those seen before are looked up
 * (decisions.md). The invoices are the transaction's last work (storeApprovedInvoice).
 */
export async function autoInvoice(
  trx: Executor,
  ports: BillingPorts,
  context: CallContext,
  candidates: readonly Invoiceable[],
  logger: Logger,
): Promise<Set<number>> {
  const { managerId } = context;
  const seenBefore = candidates.filter((c) => c.seenBefore).map((c) => c.fact.booking_id);
  const onInvoice = new Set((await documentsWithBookings(trx, managerId, seenBefore, ['invoice'], ['draft', 'approved'])).map((d) => d.booking_id));
  const facts = candidates.map((c) => c.fact).filter((f) => !onInvoice.has(f.booking_id)).sort((a, b) => a.booking_id - b.booking_id);
  const customerIds = [...new Set(facts.map((f) => f.customer_id!))];
  const [prices, cards] = await Promise.all([
    priceManyBookingFacts(trx, ports, context, facts.map(pricingFacts)),
    Promise.all(customerIds.map((id) => ports.cards.cardOf(context, id).catch(asRefusal))),
  ]);
  const cardOf = new Map(customerIds.map((id, i) => [id, cards[i]!]));
  const invoices: { fact: BookingFactRecord; priced: PricedDocument; customer: unknown }[] = [];
  for (const [index, fact] of facts.entries()) {
    const price = prices[index]!;
    const card = cardOf.get(fact.customer_id!)!;
    // Only a refusal of the domain is final; a peer that is down or slow, or a bug, has failed the
    // whole batch above, so its messages are redelivered, or the booking would never be invoiced.
    if ('refusal' in price || 'refusal' in card) {
      const refusal = 'refusal' in price ? price.refusal : (card as { refusal: DomainError }).refusal;
      logger.warn({ err: refusal, bookingId: fact.booking_id }, 'automatic invoice skipped: the booking cannot be priced');
      continue;
    }
    invoices.push({ fact, priced: documentOfPrices([fact], [price.price]), customer: card });
  }
  if (invoices.length === 0) return new Set();
  const draftReason = await whyDrafts(trx, context);
  if (draftReason) {
    // Marked invoiced all the same: the draft is its invoice, approved by the manager later.
    for (const { fact, priced, customer } of invoices) {
      await storeInvoiceDraft(trx, context, { facts: [fact], priced, customer, suffixLabel: AUTO_LABEL });
      await autoInvoicedSql(managerId, fact.booking_id).execute(trx);
      leftDraft.inc({ reason: draftReason.reason });
      logger.warn({ managerId, bookingId: fact.booking_id, ...draftReason.detail }, draftReason.message);
    }
    return new Set();
  }
  for (const { fact, priced, customer } of invoices) {
    // The booking is marked invoiced by the statement that writes the invoice's event.
    await storeApprovedInvoice(trx, context, {
      facts: [fact],
      priced,
      customer,
      suffixLabel: AUTO_LABEL,
      alongside: autoInvoicedSql(managerId, fact.booking_id),
    });
  }
  return new Set(invoices.map(({ fact }) => fact.booking_id));
}

/**
 * Why automatic invoices must be left drafts now, if they must: the issuer lacks what §14 UStG
 * requires, or the yearly range has a number dated after today (an invoice approved today would
 * be refused until then, and its event offered again meanwhile).
 */
async function whyDrafts(trx: Executor, context: CallContext) {
  const missing = await issuerGapsIn(trx, context.managerId);
  if (missing.length > 0) {
    return {
      reason: 'issuer_incomplete' as const,
      detail: { missing },
      message: 'automatic invoice left as a draft: the issuer is incomplete; set it with issuer_set, then approve the draft',
    };
  }
  const lastDate = await yearlyRangeAhead(trx, context.managerId, 'invoice', context.timezone);
  if (lastDate === null) return undefined;
  return {
    reason: 'dated_ahead' as const,
    detail: { lastDate },
    message: 'automatic invoice left as a draft: the yearly invoice range has a number dated after today; approve the draft dated on or after it',
  };
}

/** Cancels the automatic invoices of a booking the manager cancelled. */
export async function cancelAutoInvoices(
  trx: Executor,
  context: CallContext,
  bookingId: number,
): Promise<number> {
  const invoices = (
    await documentsWithBookings(trx, context.managerId, [bookingId], ['invoice'], ['approved'])
  ).filter((d) => d.suffix_label === AUTO_LABEL);
  for (const invoice of invoices) {
    const original = await findDocument(trx, context.managerId, invoice.id, true);
    if (original?.status === 'approved') await cancelIn(trx, context, original, true);
  }
  return invoices.length;
}

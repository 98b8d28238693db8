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
  type ErrorKind,
  type Logger,
} from '@venue/platform';
import { autoInvoicedSql } from '../booking-fact/booking-fact.repository.ts';
import type { BookingFactRecord } from '../booking-fact/booking-fact.table.ts';
import type { Db, Executor } from '../database.ts';
import type { BillingPorts } from '../ports/index.ts';
import { priceDocument } from './document-pricing.ts';
import { documentsWithBookings, findDocument } from './document.repository.ts';
import { issuerGapsIn } from '../issuer/issuer.service.ts';
import { yearlyRangeAhead } from './numbering.ts';
import { cancelIn, storeApprovedInvoice, storeInvoiceDraft } from './document.service.ts';

export type AutomationMode = 'off' | 'on_booking';
const REFUSALS = new Set<ErrorKind>(['invalid', 'not_found', 'refused', 'conflict']);
export const AUTO_LABEL = 'auto';

// The mode is read with a booking's facts as the consumer stores them (upsertNewerFacts).

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

/**
 * Invoices a booking at once; false when it cannot be priced (a domain refusal is logged, not
 * retried), when it is on an invoice already, or when the invoice is left a draft (the issuer is
 * incomplete, or the yearly range has a number dated after today). `seenBefore`: billing had the booking's facts
 * before this event. Every document is written from facts billing holds (documentFacts, and the
 * documents made from those documents), and facts are never deleted, so a booking billing sees
 * for the first time is on no document: only one seen before is looked up (decisions.md).
 * The invoice is the transaction's last work (storeApprovedInvoice).
 */
export async function autoInvoice(
  trx: Executor,
  ports: BillingPorts,
  context: CallContext,
  fact: BookingFactRecord,
  logger: Logger,
  seenBefore: boolean,
): Promise<boolean> {
  if (
    seenBefore &&
    (
      await documentsWithBookings(
        trx,
        context.managerId,
        [fact.booking_id],
        ['invoice'],
        ['draft', 'approved'],
      )
    ).length > 0
  ) {
    return false;
  }
  let priced;
  let customer;
  try {
    [priced, customer] = await Promise.all([
      priceDocument(trx, ports, context, [fact]),
      ports.cards.cardOf(context, fact.customer_id!),
    ]);
  } catch (error) {
    // Only a refusal of the domain is final; a peer that is down or slow (unavailable, timeout)
    // or a bug must leave the message for redelivery, or the booking would never be invoiced.
    if (!(error instanceof DomainError) || !REFUSALS.has(error.kind)) throw error;
    logger.warn(
      { err: error, bookingId: fact.booking_id },
      'automatic invoice skipped: the booking cannot be priced',
    );
    return false;
  }
  const missing = await issuerGapsIn(trx, context.managerId);
  if (missing.length > 0) {
    // Marked invoiced all the same: the draft is its invoice, approved by the manager later.
    await storeInvoiceDraft(trx, context, { facts: [fact], priced, customer, suffixLabel: AUTO_LABEL });
    await autoInvoicedSql(context.managerId, fact.booking_id).execute(trx);
    leftDraft.inc({ reason: 'issuer_incomplete' });
    logger.warn(
      { managerId: context.managerId, bookingId: fact.booking_id, missing },
      'automatic invoice left as a draft: the issuer is incomplete; set it with issuer_set, then approve the draft',
    );
    return false;
  }
  const lastDate = await yearlyRangeAhead(trx, context.managerId, 'invoice', context.timezone);
  if (lastDate !== null) {
    // Approved today it would be refused until then, and its event offered again meanwhile.
    await storeInvoiceDraft(trx, context, { facts: [fact], priced, customer, suffixLabel: AUTO_LABEL });
    await autoInvoicedSql(context.managerId, fact.booking_id).execute(trx);
    leftDraft.inc({ reason: 'dated_ahead' });
    logger.warn(
      { managerId: context.managerId, bookingId: fact.booking_id, lastDate },
      'automatic invoice left as a draft: the yearly invoice range has a number dated after today; approve the draft dated on or after it',
    );
    return false;
  }
  // The booking is marked invoiced by the statement that writes the invoice's event.
  await storeApprovedInvoice(trx, context, {
    facts: [fact],
    priced,
    customer,
    suffixLabel: AUTO_LABEL,
    alongside: autoInvoicedSql(context.managerId, fact.booking_id),
  });
  return true;
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

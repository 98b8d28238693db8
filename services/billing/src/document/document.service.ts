// Documents from bookings: invoice drafts (repriced until approved), approval with its number
// and date in one transaction, cancellation invoices, quotes and order confirmations. A numbered
// document never changes again (only its processed mark): corrections are new documents. Each
// document that moves its bookings' status enqueues an event in the same transaction; bookings
// applies it (invoice approved → complete, cancelled → live/cancel, quote → draft, order → live).
// Every transaction of a call runs within the caller's deadline (transactionWithin): past it, it
// rolls back, so a caller told "timed out" finds no document and no number taken.
import { buyerReferenceOf, isInYearRange, MAX_BUYER_REFERENCE_LENGTH, MAX_YEAR, MIN_YEAR } from '@venue/contracts';
import {
  invalid,
  isDate,
  notFound,
  refused,
  transactionWithin,
  wasRecorded,
  type CallContext,
  type OutboxRelay,
} from '@venue/platform';
import type { Insertable, RawBuilder } from 'kysely';
import type { BookingFactRecord } from '../booking-fact/booking-fact.table.ts';
import { factsOf } from '../booking-fact/booking-fact.repository.ts';
import type { Db, Executor } from '../database.ts';
import { requireInvoiceIssuer } from '../issuer/issuer.service.ts';
import type { BillingPorts, CustomerCard } from '../ports/index.ts';
import { negated, priceDocument, type PricedDocument } from './document-pricing.ts';
import {
  INVOICE_APPROVED,
  INVOICE_CANCELLED,
  ORDER_CONFIRMED,
  QUOTE_CREATED,
  publishDocumentEvent,
} from './document.events.ts';
import {
  approveNumbered,
  bookingIdsOf,
  deleteRows,
  documentsWithBookings,
  findByNumber,
  findDocument,
  fitsOneStatement,
  CURRENT_ISSUER,
  insertDocument,
  insertNumberedDocument,
  insertRows,
  type NewDocumentRow,
  retitleBookings,
  rowsOf,
  updateDocument,
  type Announcement,
} from './document.repository.ts';
import type { DocumentRecord, DocumentRowRecord, DocumentTable, DocumentType } from './document.table.ts';
import { withNextNumber } from './numbering.ts';

export interface DocumentDeps {
  db: Db;
  ports: BillingPorts;
  relay: OutboxRelay;
}

export interface DocumentDetails {
  document: DocumentRecord;
  rows: DocumentRowRecord[];
  bookingIds: number[];
  /** a cancellation invoice: the number and date of the invoice it cancels (BT-25/26) */
  cancels?: { number: string; documentDate: string | null };
}

/**
 * A document's `company`: its issuer as issuerSnapshotSql took it (name and email as set by
 * SetIssuer, else the profile's; the other fields in documents numbered since the identity is
 * kept), the profile's currency and language, and the manager's time zone when numbered.
 */
export interface Company {
  name: string;
  email: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  vat_id?: string;
  tax_number?: string;
  phone?: string;
  iban?: string;
  bic?: string;
  bank_name?: string;
  register_court?: string;
  register_number?: string;
  managing_director?: string;
  payment_terms_days?: number | null;
  small_business?: boolean;
  currency?: string;
  language?: string;
  time_zone?: string;
}

export const MAX_DOCUMENT_BOOKINGS = 100;

function checkBookingIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid('booking_ids: at least one booking');
  if (unique.length > MAX_DOCUMENT_BOOKINGS)
    throw invalid(`booking_ids: at most ${MAX_DOCUMENT_BOOKINGS} bookings`);
  for (const id of unique)
    if (!Number.isSafeInteger(id) || id < 1) throw invalid('booking_ids: positive whole numbers');
  return unique.sort((a, b) => a - b);
}

/**
 * The facts of the bookings a document is made for: all the manager's, none cancelled, all of
 * one customer. Booking requests (pending) are invoiced once accepted; a quote may offer them.
 */
async function documentFacts(
  db: Executor,
  managerId: number,
  ids: readonly number[],
  allowPending: boolean,
  lock = false,
): Promise<BookingFactRecord[]> {
  const facts = await factsOf(db, managerId, ids, lock);
  const found = new Set(facts.map((f) => f.booking_id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`booking ${missing} not found`);
  for (const fact of facts) {
    if (fact.status === 'cancel') throw refused(`booking ${fact.booking_id} is cancelled`);
    if (fact.status === 'pending' && !allowPending)
      throw refused(`booking ${fact.booking_id} is a request; accept it first`);
    if (fact.customer_id === null) throw refused(`booking ${fact.booking_id} has no customer`);
  }
  const customers = new Set(facts.map((f) => f.customer_id));
  if (customers.size > 1) throw refused('the bookings belong to different customers');
  return facts;
}

/** 422 when one of the bookings is on an approved invoice already. */
async function requireNotInvoiced(
  db: Executor,
  managerId: number,
  ids: readonly number[],
  exceptDocumentId?: number,
) {
  const invoiced = (await documentsWithBookings(db, managerId, ids, ['invoice'], ['approved'])).filter(
    (d) => d.id !== exceptDocumentId,
  );
  if (invoiced.length > 0)
    throw refused(`booking ${invoiced[0]!.booking_id} is on invoice ${invoiced[0]!.number} already`);
}

function checkDate(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isDate(value)) throw invalid(`${name}: a date YYYY-MM-DD`);
  if (!isInYearRange(value)) throw invalid(`${name}: a date from ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31`);
  return value;
}

/** Priced rows in the document's order. */
const positioned = (rows: PricedDocument['rows']) => rows.map((row, position) => ({ ...row, position }));

/** A stored row as another document takes it over (a cancellation, an order confirmation). */
const rowValues = ({ id: _id, document_id: _document, manager_id: _manager, ...row }: DocumentRowRecord) => row;

interface NewDocument {
  type: DocumentType;
  facts: readonly BookingFactRecord[];
  priced: PricedDocument;
  customer: unknown;
  dueDate?: string;
  suffixLabel?: string;
  fromQuoteId?: number;
  cancelsDocumentId?: number;
}

/**
 * Numbers a document stored as a draft in `trx` and dates it (today in the manager's zone unless
 * given, once the number is taken) in one statement that also takes the number (approveNumbered),
 * then enqueues its event: the range's counter is locked from that statement until the commit,
 * and every numbered document of the manager and type waits for that lock until then.
 */
async function numberAndAnnounce(
  trx: Executor,
  context: CallContext,
  document: Pick<DocumentRecord, 'id' | 'type'>,
  announce: Omit<Announcement, 'timeZone'>,
  options: { documentDate?: string; company?: 'kept' } = {},
): Promise<DocumentRecord> {
  const dating = { documentDate: options.documentDate, timeZone: context.timezone };
  const numbered = await withNextNumber(context.managerId, document.type, dating, (number) =>
    approveNumbered(trx, context.managerId, document.id, {
      number,
      company: options.company ?? CURRENT_ISSUER,
      announce: { ...announce, timeZone: context.timezone },
    }),
  );
  await publishDocumentEvent(trx, numbered, { ...announce, timeZone: context.timezone });
  return numbered;
}

/** The columns of a document stored as a draft (numberAndAnnounce numbers it). */
const UNNUMBERED = { status: 'draft', prefix: null, number_value: null, number: null, document_date: null, approved_at: null } as const;

/**
 * Stores a document numbered, dated today (manager's zone) and announced at once. One statement
 * takes the number and writes the document, its rows and its links (insertNumberedDocument), and
 * its event follows: the range's counter is locked only by the transaction's last two statements
 * before the commit. A document too long for one statement is stored as a draft first, then numbered.
 */
async function storeNumbered(
  trx: Executor,
  context: CallContext,
  document: Insertable<DocumentTable> & { company: unknown },
  bookingIds: readonly number[],
  rows: readonly NewDocumentRow[],
  announce: Omit<Announcement, 'timeZone'>,
): Promise<DocumentRecord> {
  if (!fitsOneStatement(rows)) {
    const draft = await insertDocument(trx, context, document, bookingIds, rows);
    return numberAndAnnounce(trx, context, draft, announce, { company: 'kept' });
  }
  const numbered = await withNextNumber(context.managerId, document.type, { timeZone: context.timezone }, (number) =>
    insertNumberedDocument(trx, document, bookingIds, rows, {
      number,
      announce: { ...announce, timeZone: context.timezone },
    }),
  );
  await publishDocumentEvent(trx, numbered, { ...announce, timeZone: context.timezone });
  return numbered;
}

/**
 * Stores a document with its rows and bookings: a draft, or, with `announce`, numbered and dated
 * at once with its event (storeNumbered), as issued by the manager's current issuer.
 */
async function storeDocument(
  trx: Executor,
  context: CallContext,
  input: NewDocument,
  announce?: Omit<Announcement, 'timeZone'>,
) {
  const { document, bookingIds, rows } = documentToStore(context, input, announce !== undefined);
  return announce
    ? storeNumbered(trx, context, document, bookingIds, rows, announce)
    : insertDocument(trx, context, document, bookingIds, rows);
}

/** The document row, its bookings and its rows as storeDocument writes them. */
function documentToStore(context: CallContext, input: NewDocument, numbered: boolean) {
  const document = {
    ...UNNUMBERED,
    manager_id: context.managerId,
    type: input.type,
    due_date: input.dueDate ?? null,
    customer_id: input.facts[0]?.customer_id ?? null,
    customer: input.customer,
    company: numbered ? CURRENT_ISSUER : {},
    cancels_document_id: input.cancelsDocumentId ?? null,
    from_quote_id: input.fromQuoteId ?? null,
    suffix_label: input.suffixLabel ?? '',
    vat_active: input.priced.vatActive,
    calculation: input.priced.calculation,
    net_cents: input.priced.netCents,
    tax_cents: input.priced.taxCents,
    gross_cents: input.priced.grossCents,
  };
  const bookingIds = input.facts.map((f) => f.booking_id);
  const rows = positioned(input.priced.rows);
  return { document, bookingIds, rows };
}

async function customerCard(deps: DocumentDeps, context: CallContext, facts: readonly BookingFactRecord[]) {
  return deps.ports.cards.cardOf(context, facts[0]!.customer_id!);
}

/** The buyer reference (BT-10) an invoice_create gives instead of the customer's: checked; absent: none given. */
function checkBuyerReference(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const reference = buyerReferenceOf(value);
  if (reference === null) throw invalid(`buyer_reference: one line of at most ${MAX_BUYER_REFERENCE_LENGTH} characters`);
  return reference;
}

/** The customer as the document keeps it (BT-44…BT-48), with the invoice's own buyer reference when given. */
const withBuyerReference = (card: CustomerCard, reference: string | undefined): CustomerCard =>
  reference === undefined ? card : { ...card, buyerReference: reference };

/** invoice_create: a draft invoice for bookings of one customer, priced now. */
export async function createInvoiceDraft(
  deps: DocumentDeps,
  context: CallContext,
  input: { bookingIds: readonly number[]; dueDate?: string; buyerReference?: string },
): Promise<DocumentRecord> {
  const ids = checkBookingIds(input.bookingIds);
  const dueDate = checkDate('due_date', input.dueDate);
  const buyerReference = checkBuyerReference(input.buyerReference);
  const facts = await documentFacts(deps.db, context.managerId, ids, false);
  // A retry of a keyed call whose document was made: its own document holds the bookings now.
  if (!(await wasRecorded(deps.db, context))) await requireNotInvoiced(deps.db, context.managerId, ids);
  const [priced, card] = await Promise.all([
    priceDocument(deps.db, deps.ports, context, facts),
    customerCard(deps, context, facts),
  ]);
  const customer = withBuyerReference(card, buyerReference);
  return transactionWithin(deps.db, context, (trx) =>
    storeDocument(
      trx,
      context,
      { type: 'invoice', facts, priced, customer, ...(dueDate && { dueDate }) },
    ),
  );
}

async function lockedDraft(trx: Executor, context: CallContext, invoiceId: number): Promise<DocumentRecord> {
  const document =
    Number.isSafeInteger(invoiceId) && invoiceId > 0
      ? await findDocument(trx, context.managerId, invoiceId, true)
      : undefined;
  if (!document || document.type !== 'invoice') throw notFound(`invoice ${invoiceId} not found`);
  if (document.status !== 'draft')
    throw refused(`invoice ${invoiceId} is ${document.number} already; a numbered invoice never changes`);
  return document;
}

/** A draft priced again from the bookings' current facts and the current setup. */
export async function repriceDraft(
  deps: DocumentDeps,
  context: CallContext,
  invoiceId: number,
): Promise<DocumentRecord> {
  return transactionWithin(deps.db, context, async (trx) => {
    const draft = await lockedDraft(trx, context, invoiceId);
    const facts = await documentFacts(
      trx,
      context.managerId,
      await bookingIdsOf(trx, context.managerId, draft.id),
      false,
    );
    const priced = await priceDocument(trx, deps.ports, context, facts);
    await deleteRows(trx, context.managerId, draft.id);
    const rows = positioned(priced.rows);
    await insertRows(trx, context, draft, rows);
    await retitleBookings(trx, context.managerId, draft.id, rows);
    return updateDocument(trx, context.managerId, draft.id, {
      vat_active: priced.vatActive,
      calculation: priced.calculation,
      net_cents: priced.netCents,
      tax_cents: priced.taxCents,
      gross_cents: priced.grossCents,
    });
  });
}

/**
 * Numbers and dates a draft within `trx`: its bookings are locked (so two drafts of one booking
 * cannot both be approved), then the counter row (numbers.ts).
 */
export async function approveIn(
  trx: Executor,
  context: CallContext,
  invoiceId: number,
  documentDate?: string,
): Promise<DocumentRecord> {
  const draft = await lockedDraft(trx, context, invoiceId);
  // §14 UStG: no invoice is issued without the issuer's name, address and VAT id or tax number.
  await requireInvoiceIssuer(trx, context.managerId);
  const bookingIds = await bookingIdsOf(trx, context.managerId, draft.id);
  await documentFacts(trx, context.managerId, bookingIds, false, true);
  await requireNotInvoiced(trx, context.managerId, bookingIds, draft.id);
  return numberAndAnnounce(trx, context, draft, { subject: INVOICE_APPROVED, bookingIds }, { documentDate });
}

/**
 * Stores an invoice approved at once (automation), within `trx`: numbered, dated today, with its
 * approval event. The caller holds the bookings' fact rows locked and has found them on no other
 * invoice, which is what approveIn checks of a draft; so no draft and no second look. It is the
 * transaction's last work, so the range's counter is locked only until the commit that follows.
 */
export async function storeApprovedInvoice(
  trx: Executor,
  context: CallContext,
  input: {
    facts: readonly BookingFactRecord[];
    priced: PricedDocument;
    customer: unknown;
    suffixLabel: string;
    /** A further change written by the statement that numbers the invoice. */
    alongside?: RawBuilder<unknown>;
  },
): Promise<void> {
  const { document, bookingIds, rows } = documentToStore(context, { type: 'invoice', ...input }, true);
  await storeNumbered(trx, context, document, bookingIds, rows, {
    subject: INVOICE_APPROVED,
    bookingIds,
    ...(input.alongside && { alongside: input.alongside }),
  });
}

/**
 * Stores an invoice as a draft within `trx` (automation, when the issuer cannot issue it yet): the
 * manager approves it once the issuer is complete.
 */
export async function storeInvoiceDraft(
  trx: Executor,
  context: CallContext,
  input: { facts: readonly BookingFactRecord[]; priced: PricedDocument; customer: unknown; suffixLabel: string },
): Promise<DocumentRecord> {
  return storeDocument(trx, context, { type: 'invoice', ...input });
}

/** invoice_approve: the draft gets its number and document date (default: today, manager's zone). */
export async function approveInvoice(
  deps: DocumentDeps,
  context: CallContext,
  input: { invoiceId: number; documentDate?: string },
): Promise<DocumentRecord> {
  const documentDate = checkDate('document_date', input.documentDate);
  const approved = await transactionWithin(deps.db, context, (trx) =>
    approveIn(trx, context, input.invoiceId, documentDate),
  );
  deps.relay.kick();
  return approved;
}

/** Issues the cancellation invoice of an approved invoice within `trx`. */
export async function cancelIn(
  trx: Executor,
  context: CallContext,
  original: DocumentRecord,
  cancelBookings: boolean,
): Promise<DocumentRecord> {
  if (original.status === 'cancelled') throw refused(`invoice ${original.number} is cancelled already`);
  const [rows, bookingIds] = await Promise.all([
    rowsOf(trx, context.managerId, original.id),
    bookingIdsOf(trx, context.managerId, original.id),
  ]);
  await updateDocument(trx, context.managerId, original.id, { status: 'cancelled' });
  return storeNumbered(
    trx,
    context,
    {
      ...UNNUMBERED,
      manager_id: context.managerId,
      type: 'cancellation',
      due_date: null,
      customer_id: original.customer_id,
      customer: original.customer,
      company: original.company,
      cancels_document_id: original.id,
      from_quote_id: null,
      suffix_label: original.suffix_label,
      vat_active: original.vat_active,
      calculation: original.calculation,
      net_cents: -original.net_cents,
      tax_cents: -original.tax_cents,
      gross_cents: -original.gross_cents,
    },
    bookingIds,
    rows.map((row) => negated(rowValues(row))),
    { subject: INVOICE_CANCELLED, bookingIds, extra: { cancel_bookings: cancelBookings } },
  );
}

async function lockedByNumber(
  trx: Executor,
  context: CallContext,
  number: string,
  type: DocumentType,
  label: string,
) {
  const document = await findByNumber(trx, context.managerId, number, true);
  if (!document || document.type !== type) throw notFound(`${label} ${number} not found`);
  return document;
}

/** invoice_cancel: an SR- document negating every row; the bookings go back to live, or cancel. */
export async function cancelInvoice(
  deps: DocumentDeps,
  context: CallContext,
  input: { invoiceNumber: string; cancelBookings: boolean },
): Promise<DocumentRecord> {
  const cancellation = await transactionWithin(deps.db, context, async (trx) =>
    cancelIn(
      trx,
      context,
      await lockedByNumber(trx, context, input.invoiceNumber, 'invoice', 'invoice'),
      input.cancelBookings,
    ),
  );
  deps.relay.kick();
  return cancellation;
}

/** quote_create: an AG- quote numbered at once; its bookings become drafts. */
export async function createQuote(
  deps: DocumentDeps,
  context: CallContext,
  input: { bookingIds: readonly number[] },
): Promise<DocumentRecord> {
  const ids = checkBookingIds(input.bookingIds);
  const facts = await documentFacts(deps.db, context.managerId, ids, true);
  // A retry of a keyed call whose document was made: its own document holds the bookings now.
  if (!(await wasRecorded(deps.db, context))) await requireNotInvoiced(deps.db, context.managerId, ids);
  const [priced, customer] = await Promise.all([
    priceDocument(deps.db, deps.ports, context, facts),
    customerCard(deps, context, facts),
  ]);
  const quote = await transactionWithin(deps.db, context, (trx) =>
    storeDocument(trx, context, { type: 'quote', facts, priced, customer }, { subject: QUOTE_CREATED, bookingIds: ids }),
  );
  deps.relay.kick();
  return quote;
}

/** order_confirm: an AB- order confirmation with the quote's rows; its bookings become live. */
export async function confirmOrder(
  deps: DocumentDeps,
  context: CallContext,
  input: { quoteNumber: string },
): Promise<DocumentRecord> {
  const confirmation = await transactionWithin(deps.db, context, async (trx) => {
    const quote = await lockedByNumber(trx, context, input.quoteNumber, 'quote', 'quote');
    const existing = await trx
      .selectFrom('document')
      .select('number')
      .where('manager_id', '=', context.managerId)
      .where('from_quote_id', '=', quote.id)
      .executeTakeFirst();
    if (existing) throw refused(`quote ${quote.number} is confirmed already by ${existing.number}`);
    const bookingIds = await bookingIdsOf(trx, context.managerId, quote.id);
    const facts = await factsOf(trx, context.managerId, bookingIds);
    const cancelled = facts.find((f) => f.status === 'cancel');
    if (cancelled) throw refused(`booking ${cancelled.booking_id} is cancelled`);
    const rows = await rowsOf(trx, context.managerId, quote.id);
    return storeNumbered(
      trx,
      context,
      {
        ...UNNUMBERED,
        manager_id: context.managerId,
        type: 'order_confirmation',
        due_date: null,
        customer_id: quote.customer_id,
        customer: quote.customer,
        company: CURRENT_ISSUER,
        cancels_document_id: null,
        from_quote_id: quote.id,
        suffix_label: '',
        vat_active: quote.vat_active,
        calculation: quote.calculation,
        net_cents: quote.net_cents,
        tax_cents: quote.tax_cents,
        gross_cents: quote.gross_cents,
      },
      bookingIds,
      rows.map(rowValues),
      { subject: ORDER_CONFIRMED, bookingIds },
    );
  });
  deps.relay.kick();
  return confirmation;
}

/** invoice_processed: marks an invoice or cancellation invoice exported; the first date stays. */
export async function markProcessed(
  deps: DocumentDeps,
  context: CallContext,
  number: string,
): Promise<DocumentRecord> {
  return transactionWithin(deps.db, context, async (trx) => {
    const document = await findByNumber(trx, context.managerId, number, true);
    if (!document || (document.type !== 'invoice' && document.type !== 'cancellation'))
      throw notFound(`invoice ${number} not found`);
    if (document.processed) return document;
    return updateDocument(trx, context.managerId, document.id, { processed: true, processed_at: new Date() });
  });
}

export async function documentDetails(
  db: Executor,
  managerId: number,
  document: DocumentRecord,
): Promise<DocumentDetails> {
  const [rows, bookingIds, cancelled] = await Promise.all([
    rowsOf(db, managerId, document.id),
    bookingIdsOf(db, managerId, document.id),
    document.type === 'cancellation' && document.cancels_document_id !== null
      ? findDocument(db, managerId, document.cancels_document_id)
      : undefined,
  ]);
  return { document, rows, bookingIds, ...(cancelled && { cancels: { number: cancelled.number ?? '', documentDate: cancelled.document_date } }) };
}

/** A numbered document by the number printed on it (prefix included). */
export async function getDocument(
  db: Executor,
  context: CallContext,
  number: string,
): Promise<DocumentDetails> {
  const document = await findByNumber(db, context.managerId, number);
  if (!document) throw notFound(`document ${number} not found`);
  return documentDetails(db, context.managerId, document);
}

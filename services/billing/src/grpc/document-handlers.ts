// gRPC handlers of documents: mapping between proto messages and the document domain only.
import { localDateOf, ymdOf } from '@venue/contracts';
import {
  invalid,
  transactionWithin,
  type CallContext,
  type MemoryBudget,
  type UnaryImplementation,
} from '@venue/platform';
import { listUnbilled } from '../booking-fact/unbilled.ts';
import { setAutomationMode } from '../document/automation.ts';
import { detailsOfMany, documentsOfBooking, listNumbered } from '../document/document.repository.ts';
import {
  approveInvoice,
  cancelInvoice,
  confirmOrder,
  createInvoiceDraft,
  createQuote,
  documentDetails,
  getDocument,
  markProcessed,
  repriceDraft,
  type Company,
  type DocumentDeps,
  type DocumentDetails,
} from '../document/document.service.ts';
import type { DocumentRecord } from '../document/document.table.ts';
import { setNumberRange } from '../document/numbering.ts';
import { saveProfileCompany } from '../issuer/issuer.repository.ts';
import type { CustomerCard } from '../ports/index.ts';
import type { billing } from './contract.ts';
import {
  automationMode,
  calculation,
  documentStatus,
  documentType,
  interval,
  priceType,
  rowKind,
} from './enums.ts';

type DocumentHandlers = Pick<
  UnaryImplementation<billing.BillingServiceHandlers>,
  | 'SetDocumentSettings'
  | 'ListUnbilled'
  | 'CreateInvoice'
  | 'RepriceInvoice'
  | 'ApproveInvoice'
  | 'CancelInvoice'
  | 'CreateQuote'
  | 'ConfirmOrder'
  | 'MarkProcessed'
  | 'SetInvoiceAutomation'
  | 'ListDocuments'
  | 'GetDocument'
  | 'DocumentsOfBooking'
>;

export const MAX_LIST_LIMIT = 500;

function toCard(card: Partial<CustomerCard>): billing.CustomerCard {
  return {
    id: card.id ?? 0,
    customer_number: card.customerNumber ?? '',
    company_name: card.companyName ?? '',
    salutation: card.salutation ?? '',
    first_name: card.firstName ?? '',
    last_name: card.lastName ?? '',
    street: card.street ?? '',
    house_number: card.houseNumber ?? '',
    zip: card.zip ?? '',
    city: card.city ?? '',
    country: card.country ?? '',
    email: card.email ?? '',
    phone: card.phone ?? '',
    vat_id: card.vatId ?? '',
    buyer_reference: card.buyerReference ?? '',
  };
}

function taxesOf(details: DocumentDetails): billing.TaxTotal[] {
  const byRate = new Map<
    number,
    billing.TaxTotal & { rate_bp: number; net_cents: number; tax_cents: number }
  >();
  for (const row of details.rows) {
    const total = byRate.get(row.tax_rate_bp) ?? { rate_bp: row.tax_rate_bp, net_cents: 0, tax_cents: 0 };
    total.net_cents += row.net_cents;
    total.tax_cents += row.tax_cents;
    byRate.set(row.tax_rate_bp, total);
  }
  return [...byRate.values()].sort((a, b) => a.rate_bp - b.rate_bp);
}

export function toDocument(
  details: DocumentDetails | { document: DocumentRecord; rows?: undefined; bookingIds?: number[]; cancels?: undefined },
): billing.Document {
  const d = details.document;
  const company = (d.company ?? {}) as Partial<Company>;
  return {
    id: d.id,
    type: documentType.toProto(d.type),
    status: documentStatus.toProto(d.status),
    number: d.number ?? '',
    prefix: d.prefix ?? '',
    number_value: d.number_value ?? 0,
    ...(d.document_date !== null && { document_date: localDateOf(d.document_date) }),
    ...(d.due_date !== null && { due_date: localDateOf(d.due_date) }),
    customer_id: d.customer_id ?? 0,
    customer: toCard((d.customer ?? {}) as Partial<CustomerCard>),
    company: { name: company.name ?? '', email: company.email ?? '' },
    cancels_document_id: d.cancels_document_id ?? 0,
    from_quote_id: d.from_quote_id ?? 0,
    processed: d.processed,
    processed_at_ms: d.processed_at?.getTime() ?? 0,
    suffix_label: d.suffix_label,
    vat_active: d.vat_active,
    calculation: calculation.toProto(d.calculation),
    net_cents: d.net_cents,
    tax_cents: d.tax_cents,
    gross_cents: d.gross_cents,
    taxes: details.rows ? taxesOf(details as DocumentDetails) : [],
    rows: (details.rows ?? []).map((row) => ({
      id: row.id,
      kind: rowKind.toProto(row.kind),
      booking_id: row.booking_id,
      booking_title: row.booking_title,
      instance_id: row.instance_id,
      resource_id: row.resource_id,
      resource_name: row.resource_name,
      item_id: row.item_id,
      name: row.name,
      start_ms: row.starts_at.getTime(),
      end_ms: row.ends_at.getTime(),
      price_type: priceType.toProto(row.price_type),
      interval: row.interval === null ? 'INTERVAL_UNSPECIFIED' : interval.toProto(row.interval),
      quantity: row.quantity,
      units: row.units,
      unit_amount_cents: row.unit_cents,
      net_cents: row.net_cents,
      tax_rate_bp: row.tax_rate_bp,
      tax_category: row.tax_category,
      tax_exemption_reason: row.tax_exemption_reason,
      tax_cents: row.tax_cents,
      gross_cents: row.gross_cents,
    })),
    booking_ids: details.bookingIds ?? [],
    created_at_ms: d.created_at.getTime(),
    approved_at_ms: d.approved_at?.getTime() ?? 0,
    issuer: issuerOf(company),
    currency: company.currency ?? '',
    language: company.language ?? '',
    time_zone: company.time_zone ?? '',
    cancels_number: details.cancels?.number ?? '',
    ...(details.cancels?.documentDate && { cancels_date: localDateOf(details.cancels.documentDate) }),
  };
}

/** The issuer a document keeps (its `company`), as the proto's Issuer; '' for what it does not keep. */
function issuerOf(company: Partial<Company>): billing.Issuer {
  return {
    company: company.name ?? '',
    street: company.street ?? '',
    zip: company.zip ?? '',
    city: company.city ?? '',
    country: company.country ?? '',
    vat_id: company.vat_id ?? '',
    tax_number: company.tax_number ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    iban: company.iban ?? '',
    bic: company.bic ?? '',
    bank_name: company.bank_name ?? '',
    register_court: company.register_court ?? '',
    register_number: company.register_number ?? '',
    managing_director: company.managing_director ?? '',
    ...(typeof company.payment_terms_days === 'number' && { payment_terms_days: company.payment_terms_days }),
    small_business: company.small_business ?? false,
    missing: [],
  };
}

/**
 * Keeps the profile's name and email the gateway sent (if any) before a document is made, in a transaction of its
 * own within the deadline. It may commit although the document's transaction then fails or times
 * out: the gateway sends the manager's issuer with every document call, so a retry writes the same.
 */
async function keepIssuer(
  deps: DocumentDeps,
  context: CallContext,
  issuer: billing.Company__Output | null | undefined,
) {
  if (!issuer || (issuer.name === '' && issuer.email === '' && issuer.currency === '' && issuer.language === '')) return;
  await transactionWithin(deps.db, context, (trx) =>
    saveProfileCompany(trx, context.managerId, {
      name: issuer.name,
      email: issuer.email,
      currency: issuer.currency,
      language: issuer.language,
    }),
  );
}

function requiredType(value: string | number | undefined) {
  const type = documentType.toDomain(value);
  if (type === null) throw invalid('document type: invoice, quote, order_confirmation or cancellation');
  return type;
}

export function documentHandlers(deps: DocumentDeps & { heavyReads: MemoryBudget }): DocumentHandlers {
  const { db } = deps;
  const details = async (context: CallContext, document: DocumentRecord) =>
    toDocument(await documentDetails(db, context.managerId, document));
  return {
    async SetDocumentSettings(request, context) {
      const range = await setNumberRange(db, context, {
        type: requiredType(request.type),
        prefix: request.prefix,
        startNumber: request.start_number,
        ...(request.yearly !== undefined && { yearly: request.yearly }),
      });
      return {
        type: documentType.toProto(range.type),
        prefix: range.prefix,
        start_number: range.startNumber,
        last_number: range.lastNumber,
        yearly: range.yearly,
      };
    },

    ListUnbilled: (_request, context) =>
      deps.heavyReads.run(context, async (admit) => ({
        bookings: (await listUnbilled(db, context, admit)).map((f) => ({
          booking_id: f.booking_id,
          customer_id: f.customer_id ?? 0,
          main_resource_id: f.main_resource_id,
          title: f.title,
          start_ms: f.start_ms,
          end_ms: f.end_ms,
        })),
      })),

    async CreateInvoice(request, context) {
      await keepIssuer(deps, context, request.issuer);
      const draft = await createInvoiceDraft(deps, context, {
        bookingIds: request.booking_ids,
        ...(request.due_date && { dueDate: ymdOf(request.due_date) }),
        ...(request.buyer_reference !== undefined && { buyerReference: request.buyer_reference }),
      });
      return details(context, draft);
    },

    async RepriceInvoice(request, context) {
      return details(context, await repriceDraft(deps, context, request.invoice_id));
    },

    async ApproveInvoice(request, context) {
      await keepIssuer(deps, context, request.issuer);
      const approved = await approveInvoice(deps, context, {
        invoiceId: request.invoice_id,
        ...(request.document_date && { documentDate: ymdOf(request.document_date) }),
      });
      return details(context, approved);
    },

    async CancelInvoice(request, context) {
      await keepIssuer(deps, context, request.issuer);
      return details(
        context,
        await cancelInvoice(deps, context, {
          invoiceNumber: request.invoice_number,
          cancelBookings: request.cancel_bookings,
        }),
      );
    },

    async CreateQuote(request, context) {
      await keepIssuer(deps, context, request.issuer);
      return details(context, await createQuote(deps, context, { bookingIds: request.booking_ids }));
    },

    async ConfirmOrder(request, context) {
      await keepIssuer(deps, context, request.issuer);
      return details(context, await confirmOrder(deps, context, { quoteNumber: request.quote_number }));
    },

    async MarkProcessed(request, context) {
      return details(context, await markProcessed(deps, context, request.invoice_number));
    },

    async SetInvoiceAutomation(request, context) {
      const mode = automationMode.toDomain(request.mode);
      if (mode === null) throw invalid('mode: off or on_booking');
      await keepIssuer(deps, context, request.issuer);
      await setAutomationMode(db, context, mode);
      return { mode: automationMode.toProto(mode) };
    },

    async ListDocuments(request, context) {
      const types = request.types.map(requiredType);
      if (request.limit < 0 || request.limit > MAX_LIST_LIMIT) throw invalid(`limit: 1 to ${MAX_LIST_LIMIT}`);
      if (request.offset < 0) throw invalid('offset: 0 or more');
      const { documents, total } = await listNumbered(db, context.managerId, {
        types,
        ...(request.start_date && { dateFrom: ymdOf(request.start_date) }),
        ...(request.end_date && { dateTo: ymdOf(request.end_date) }),
        limit: request.limit === 0 ? MAX_LIST_LIMIT : request.limit,
        offset: request.offset,
      });
      if (!request.with_rows)
        return { documents: documents.map((document) => toDocument({ document })), total };
      const { rows, bookings } = await detailsOfMany(
        db,
        context.managerId,
        documents.map((document) => document.id),
      );
      return {
        documents: documents.map((document) =>
          toDocument({
            document,
            rows: rows.get(document.id) ?? [],
            bookingIds: bookings.get(document.id) ?? [],
          }),
        ),
        total,
      };
    },

    async GetDocument(request, context) {
      return toDocument(await getDocument(db, context, request.number));
    },

    async DocumentsOfBooking(request, context) {
      const documents = await documentsOfBooking(db, context.managerId, request.booking_id);
      // With the bookings each covers (one query for them all), so callers need not read each one.
      const { bookings } = await detailsOfMany(
        db,
        context.managerId,
        documents.map((document) => document.id),
      );
      return {
        documents: documents.map((document) =>
          toDocument({ document, bookingIds: bookings.get(document.id) ?? [] }),
        ),
        total: documents.length,
      };
    },
  };
}

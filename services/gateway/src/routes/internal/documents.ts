// Manager endpoints for documents (outside v2, same key auth and envelope): number ranges,
// invoices from bookings (draft → approved with its number), cancellation invoices, quotes and
// order confirmations, the processed mark, invoice automation, and the bookings not invoiced yet.
// Numbers are given and answered with their prefix ("RE-1001"); another manager's id or number is
// a 404 like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { localDateOf, ymdOf } from '@venue/contracts';
import { localDateTime, localDate } from '@venue/platform';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import {
  DocumentSettingsSetBody,
  InvoiceApproveBody,
  InvoiceAutomationSetBody,
  InvoiceCancelBody,
  InvoiceCreateBody,
  InvoiceProcessedBody,
  OrderConfirmBody,
  QuoteCreateBody,
} from '../../schemas/documents.ts';
import { idsOf } from '../../billing/billing.params.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { profileCompany } from '../../manager/manager.repository.ts';
import { fileName } from '../../invoices/invoice-format.v2.ts';
import { documentPdf } from '../../invoices/document-pdf.ts';
import { inV2Words } from '../../v2-words.ts';
import { ISSUER_WORDS } from './issuer.ts';

// Response schemas: schemas/responses/documents.ts (openapi-responses.test.ts checks each).
const internal = { tags: ['internal'], 'x-internal': true } as const;

const DOCUMENT_TYPE = {
  invoice: 'DOCUMENT_TYPE_INVOICE',
  quote: 'DOCUMENT_TYPE_QUOTE',
  order_confirmation: 'DOCUMENT_TYPE_ORDER_CONFIRMATION',
  cancellation: 'DOCUMENT_TYPE_CANCELLATION',
} as const;

const TYPE_WORD = Object.fromEntries(Object.entries(DOCUMENT_TYPE).map(([word, proto]) => [proto, word])) as Record<
  string,
  keyof typeof DOCUMENT_TYPE
>;

export const internalDocumentRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  const billing = clients.billing;

  /** The company documents name as their issuer, as the manager's profile has it now. */
  const issuer = (managerId: number) => profileCompany(db, managerId);

  app.post(
    '/document_settings_set',
    {
      schema: {
        ...internal,
        summary: 'Set the prefix, start number and yearly numbering of a document number range',
        body: DocumentSettingsSetBody,
      },
    },
    async (request) => {
      const { document_type, prefix, start_number, yearly } = request.body;
      const range = await billing.SetDocumentSettings(
        { type: DOCUMENT_TYPE[document_type], prefix, start_number, ...(yearly !== undefined && { yearly: Number(yearly) === 1 }) },
        callContext(request),
      );
      return ok({
        document_type: TYPE_WORD[range.type] ?? document_type,
        prefix: range.prefix,
        start_number: Number(range.start_number),
        last_number: Number(range.last_number),
        yearly: range.yearly ? 1 : 0,
        message: 'Number range saved',
      });
    },
  );

  app.get(
    '/unbilled',
    { schema: { ...internal, summary: 'Live bookings on no invoice or draft', querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const context = callContext(request);
      const { bookings } = await billing.ListUnbilled({}, context);
      const local = (ms: number) => (ms === 0 ? '' : localDateTime(new Date(ms), context.timezone));
      return ok(
        bookings.map((b) => ({
          booking_id: Number(b.booking_id),
          customer_id: Number(b.customer_id),
          resource_id: Number(b.main_resource_id),
          title: b.title,
          from: local(Number(b.start_ms)),
          to: local(Number(b.end_ms)),
        })),
      );
    },
  );

  app.post(
    '/invoice_create',
    { schema: { ...internal, summary: 'Create a draft invoice for bookings of one customer', body: InvoiceCreateBody } },
    async (request) => {
      const context = callContext(request);
      const draft = await billing.CreateInvoice(
        {
          booking_ids: idsOf('booking_ids', request.body.booking_ids),
          ...(request.body.due_date !== undefined && { due_date: localDateOf(request.body.due_date) }),
          ...(request.body.buyer_reference !== undefined && { buyer_reference: request.body.buyer_reference }),
          issuer: await issuer(context.managerId),
        },
        context,
      );
      return ok({ id: Number(draft.id), message: 'Draft invoice created' });
    },
  );

  app.post(
    '/invoice_approve',
    {
      schema: {
        ...internal,
        summary: 'Approve a draft invoice: it gets its number and date',
        description: 'A 422 naming what is missing while the issuer lacks what §14 UStG requires (set it with issuer_set).',
        body: InvoiceApproveBody,
      },
    },
    async (request) => {
      const context = callContext(request);
      const profile = await issuer(context.managerId);
      // An incomplete issuer is a 422 naming what is missing in this API's words (issuer_set's).
      const approved = await inV2Words(ISSUER_WORDS, () =>
        billing.ApproveInvoice(
          {
            invoice_id: request.body.invoice_id,
            ...(request.body.document_date !== undefined && { document_date: localDateOf(request.body.document_date) }),
            issuer: profile,
          },
          context,
        ),
      );
      return ok({ id: Number(approved.id), invoice_number: approved.number, document_date: ymdOf(approved.document_date), message: 'Invoice approved' });
    },
  );

  app.post(
    '/invoice_cancel',
    { schema: { ...internal, summary: 'Cancel an approved invoice with a cancellation invoice', body: InvoiceCancelBody } },
    async (request) => {
      const context = callContext(request);
      const cancellation = await billing.CancelInvoice(
        {
          invoice_number: request.body.invoice_number,
          cancel_bookings: String(request.body.cancel_bookings ?? 0) === '1',
          issuer: await issuer(context.managerId),
        },
        context,
      );
      return ok({
        id: Number(cancellation.id),
        cancellation_number: cancellation.number,
        invoice_number: request.body.invoice_number,
        message: 'Invoice cancelled',
      });
    },
  );

  app.post(
    '/quote_create',
    { schema: { ...internal, summary: 'Issue a quote for bookings of one customer; they become drafts', body: QuoteCreateBody } },
    async (request) => {
      const context = callContext(request);
      const quote = await billing.CreateQuote(
        { booking_ids: idsOf('booking_ids', request.body.booking_ids), issuer: await issuer(context.managerId) },
        context,
      );
      return ok({ id: Number(quote.id), quote_number: quote.number, message: 'Quote issued' });
    },
  );

  app.post(
    '/order_confirm',
    { schema: { ...internal, summary: 'Confirm the order of a quote; its bookings become live', body: OrderConfirmBody } },
    async (request) => {
      const context = callContext(request);
      const confirmation = await billing.ConfirmOrder(
        { quote_number: request.body.quote_number, issuer: await issuer(context.managerId) },
        context,
      );
      return ok({
        id: Number(confirmation.id),
        order_confirmation_number: confirmation.number,
        quote_number: request.body.quote_number,
        message: 'Order confirmed',
      });
    },
  );

  app.post(
    '/invoice_processed',
    { schema: { ...internal, summary: 'Mark an invoice processed (exported)', body: InvoiceProcessedBody } },
    async (request) => {
      const context = callContext(request);
      const document = await billing.MarkProcessed({ invoice_number: request.body.invoice_number }, context);
      const at = new Date(Number(document.processed_at_ms));
      return ok({ invoice_number: document.number, processed_on: localDate(context.timezone, at).date, message: 'Invoice marked processed' });
    },
  );

  app.post(
    '/invoice_automation_set',
    { schema: { ...internal, summary: 'Turn automatic invoicing of new bookings on or off', body: InvoiceAutomationSetBody } },
    async (request) => {
      const context = callContext(request);
      const mode = request.body.mode;
      await billing.SetInvoiceAutomation(
        { mode: mode === 'on_booking' ? 'AUTOMATION_MODE_ON_BOOKING' : 'AUTOMATION_MODE_OFF', issuer: await issuer(context.managerId) },
        context,
      );
      return ok({ mode, message: 'Invoice automation saved' });
    },
  );

  app.get(
    '/invoice_file/:invoice_number',
    {
      schema: {
        ...internal,
        summary: 'An invoice, cancellation invoice, quote or order confirmation as a PDF, named as invoice_list\'s file field says',
        description:
          'A PDF/A-3b file printed from the document as it was issued (its own issuer, currency, language and zone), in the document\'s language. Drafts are not found.',
        params: Type.Object({
          invoice_number: Type.String({ minLength: 1, maxLength: 40, description: 'the number with its prefix, e.g. "RE-1001", "SR-3", "AG-7", "AB-2"' }),
        }),
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request, reply) => {
      const { document, pdf } = await documentPdf(clients, db, callContext(request), request.params.invoice_number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(document)}"`)
        .send(pdf);
    },
  );
};

// v2 invoices (spec 2.8, 4.15, 4.16): approved invoices and cancellation invoices from billing's
// documents, written in the manager's zone, currency and language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { localDateOf } from '@venue/contracts';
import { invalid, isDate } from '@venue/platform';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { DateYmd, Whole, withApiKey } from '../../schemas/common.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { LISTED_TYPES } from '../../invoices/invoice-format.v2.ts';
import { invoiceListItemV2 } from '../../invoices/invoice-list.v2.ts';
import { invoiceDetailsV2 } from '../../invoices/invoice-details.v2.ts';
import { findInvoice, invoiceReader } from '../../invoices/invoice-reader.v2.ts';

export const INVOICE_LIST_DEFAULT_LIMIT = 50;
export const INVOICE_LIST_MAX_LIMIT = 500;

const InvoiceListQuery = withApiKey({
  limit: Type.Optional(
    Whole(1, INVOICE_LIST_MAX_LIMIT, {
      default: INVOICE_LIST_DEFAULT_LIMIT,
      description: `invoices at most (default ${INVOICE_LIST_DEFAULT_LIMIT}, maximum ${INVOICE_LIST_MAX_LIMIT})`,
    }),
  ),
  offset: Type.Optional(Whole(0, 2_147_483_647, { default: 0, description: 'invoices skipped (default 0)' })),
  date: Type.Optional(DateYmd("Y-m-d: invoices of that document date (the manager's zone)")),
});

const InvoiceDetailsQuery = withApiKey({
  invoice_number: Type.String({ minLength: 1, maxLength: 40, description: 'the number with its prefix as invoice_list answers it, e.g. "RE-1001"' }),
});

export const invoiceRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.get(
    '/invoice_list',
    {
      schema: {
        summary: 'Approved invoices and cancellation invoices, newest first (4.15)',
        tags: ['invoices'],
        querystring: InvoiceListQuery,
      },
    },
    async (request) => {
      const context = callContext(request);
      const { limit = INVOICE_LIST_DEFAULT_LIMIT, offset = 0, date } = request.query;
      if (date !== undefined && !isDate(date)) throw invalid('date must be a real date (Y-m-d)');
      const { reader } = await invoiceReader(db, context);
      const { documents, total } = await clients.billing.ListDocuments(
        {
          types: [...LISTED_TYPES],
          ...(date !== undefined && { start_date: localDateOf(date), end_date: localDateOf(date) }),
          limit,
          offset,
          with_rows: true,
        },
        context,
      );
      return ok(
        documents.map((document) => invoiceListItemV2(document, reader)),
        total,
        { limit, offset },
      );
    },
  );

  app.get(
    '/invoice_details',
    {
      schema: {
        summary: 'An invoice with its rows, totals and record, by its number with prefix (4.16)',
        tags: ['invoices'],
        querystring: InvoiceDetailsQuery,
      },
    },
    async (request) => {
      const context = callContext(request);
      const { reader } = await invoiceReader(db, context);
      const document = await findInvoice(clients, context, request.query.invoice_number);
      return ok(invoiceDetailsV2(document, reader), 1);
    },
  );
};

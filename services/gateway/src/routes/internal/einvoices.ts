// An approved invoice or cancellation invoice as an XRechnung 3.0 e-invoice (EN 16931), in CII
// (default) or UBL, mapped from the document's own snapshot (invoices/einvoice/). What the XML
// could not be valid without (an issuer's phone, a buyer's e-mail …) is a 422 naming it; another
// manager's number, a quote or an order confirmation is a 404 like an unknown number.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refused } from '@venue/platform';
import { callContext } from '../../plugins/api-key-auth.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { toCii } from '../../invoices/einvoice/cii.ts';
import { eInvoiceOf, missingForXRechnung } from '../../invoices/einvoice/from-document.ts';
import { toUbl } from '../../invoices/einvoice/ubl.ts';
import { findInvoice } from '../../invoices/invoice-reader.v2.ts';
import { withSnapshotDefaults } from '../../invoices/snapshot-defaults.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

export const internalEInvoiceRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.get(
    '/invoice_xml/:invoice_number',
    {
      schema: {
        ...internal,
        summary: 'An invoice or cancellation invoice as an XRechnung 3.0 e-invoice (CII or UBL)',
        params: Type.Object({ invoice_number: Type.String({ minLength: 1, maxLength: 40, description: 'the number with its prefix, e.g. "RE-1001"' }) }),
        querystring: Type.Object({
          ...apiKeyParam,
          syntax: Type.Optional(
            Type.Union([Type.Literal('cii'), Type.Literal('ubl')], { description: 'cii (default): UN/CEFACT CII D16B; ubl: OASIS UBL 2.1' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const context = callContext(request);
      const document = await withSnapshotDefaults(db, context, await findInvoice(clients, context, request.params.invoice_number));
      const missing = missingForXRechnung(document);
      if (missing.length > 0) {
        throw refused(`an XRechnung of ${document.number} needs ${missing.join(', ')}; set them with issuer_set or customer_edit`);
      }
      const invoice = eInvoiceOf(document);
      const syntax = request.query.syntax ?? 'cii';
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${document.number.replaceAll('/', '-')}-${syntax}.xml"`)
        .send(syntax === 'ubl' ? toUbl(invoice) : toCii(invoice));
    },
  );
};

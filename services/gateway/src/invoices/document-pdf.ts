// The PDF of a numbered document for invoice_file: the document by its number (findDocument's
// 404s), rendered from its own snapshot. What is given to the renderer besides the document (the
// invoice's Factur-X XML) is decided here, for the route.
import type { CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import { findDocument } from './invoice-reader.v2.ts';
import { renderDocumentPdf } from './pdf/render.ts';

export async function documentPdf(
  clients: ServiceClients,
  context: CallContext,
  number: string,
): Promise<{ document: billing.Document__Output; pdf: Buffer }> {
  const document = await findDocument(clients, context, number);
  return { document, pdf: await renderDocumentPdf(document) };
}

// The PDF of a numbered document for invoice_file: the document by its number (findDocument's
// 404s), rendered from its own snapshot (documents numbered before billing kept a whole snapshot
// take the fields they lack from the manager's profile: snapshot-defaults.ts). What is given to the
// renderer besides the document (the invoice's Factur-X XML) is decided here, for the route.
import type { CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { findDocument } from './invoice-reader.v2.ts';
import { renderDocumentPdf } from './pdf/render.ts';
import { withSnapshotDefaults } from './snapshot-defaults.ts';

export async function documentPdf(
  clients: ServiceClients,
  db: Db,
  context: CallContext,
  number: string,
): Promise<{ document: billing.Document__Output; pdf: Buffer }> {
  const document = await withSnapshotDefaults(db, context, await findDocument(clients, context, number));
  return { document, pdf: await renderDocumentPdf(document) };
}

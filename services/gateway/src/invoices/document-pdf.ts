// The PDF of a numbered document for invoice_file: the document by its number (findDocument's
// 404s), rendered from its own snapshot (documents numbered before billing kept a whole snapshot
// take the fields they lack from the manager's profile: snapshot-defaults.ts). An invoice or
// cancellation invoice that can be an XRechnung becomes a ZUGFeRD/Factur-X hybrid: the same CII as
// invoice_xml embedded; one lacking what the XML needs (invoice_xml's 422) stays a plain PDF/A-3.
import type { CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { toCii } from './einvoice/cii.ts';
import { eInvoiceOf, missingForXRechnung } from './einvoice/from-document.ts';
import { isListed } from './invoice-format.v2.ts';
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
  const hybrid = isListed(document) && missingForXRechnung(document).length === 0;
  return { document, pdf: await renderDocumentPdf(document, hybrid ? { facturXml: toCii(eInvoiceOf(document)) } : {}) };
}

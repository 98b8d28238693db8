// The manager an invoice answer is written for: zone, currency and language from the gateway's
// manager record; a numbered invoice or cancellation invoice by its full number; and any numbered
// document by its number, for its PDF.
import { notFound, type CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { findManager } from '../manager/manager.repository.ts';
import { isListed, isPrinted, type InvoiceReader } from './invoice-format.v2.ts';
import { languageOf } from './invoice-labels.v2.ts';

/** How the manager's invoices are written. */
export async function invoiceReader(db: Db, context: CallContext): Promise<{ reader: InvoiceReader }> {
  const manager = await findManager(db, context.managerId, ['currency', 'language']);
  if (!manager) throw notFound('manager not found');
  return { reader: { managerId: context.managerId, timeZone: context.timezone, currency: manager.currency, language: languageOf(manager.language) } };
}

/**
 * An approved invoice or cancellation invoice by its number as printed ("RE-1001"). A bare number,
 * another manager's, a quote or an order confirmation is not found: they are no invoices.
 */
export async function findInvoice(clients: ServiceClients, context: CallContext, number: string): Promise<billing.Document__Output> {
  const document = await clients.billing.GetDocument({ number }, context);
  if (!isListed(document)) throw notFound(`invoice ${number} not found`);
  return document;
}

/**
 * A numbered document by its number as printed: an invoice, a cancellation invoice, a quote
 * ("AG-7") or an order confirmation ("AB-3"). A bare number, another manager's or a draft is not
 * found.
 */
export async function findDocument(clients: ServiceClients, context: CallContext, number: string): Promise<billing.Document__Output> {
  const document = await clients.billing.GetDocument({ number }, context);
  if (!isPrinted(document)) throw notFound(`document ${number} not found`);
  return document;
}

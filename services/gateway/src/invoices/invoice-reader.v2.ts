// The manager an invoice answer is written for: zone, currency and language from the gateway's
// manager record, and a numbered invoice or cancellation invoice by its full number.
import { notFound, type CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { findManager } from '../manager/manager.repository.ts';
import type { IssuerAddress } from './invoice-pdf.ts';
import { isListed, type InvoiceReader } from './invoice-format.v2.ts';
import { languageOf } from './invoice-labels.v2.ts';

/** How the manager's invoices are written, and the manager's address as their PDF's issuer. */
export async function invoiceReader(db: Db, context: CallContext): Promise<{ reader: InvoiceReader; issuer: IssuerAddress }> {
  const manager = await findManager(db, context.managerId, ['currency', 'language', 'address', 'zip', 'city', 'country']);
  if (!manager) throw notFound('manager not found');
  const { currency, language, ...issuer } = manager;
  return {
    issuer,
    reader: { managerId: context.managerId, timeZone: context.timezone, currency, language: languageOf(language) },
  };
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

// The manager an invoice answer is written for: zone, currency and language from the gateway's
// manager record, and a numbered invoice or cancellation invoice by its full number.
import { notFound, type CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { findManager } from '../manager/manager.repository.ts';
import type { ManagerRow } from '../manager/manager.table.ts';
import { isListed, type InvoiceReader } from './invoice-format.v2.ts';
import { languageOf } from './invoice-labels.v2.ts';

export async function invoiceReader(db: Db, context: CallContext): Promise<{ reader: InvoiceReader; manager: ManagerRow }> {
  const manager = await findManager(db, context.managerId);
  if (!manager) throw notFound('manager not found');
  return {
    manager,
    reader: { managerId: context.managerId, timeZone: context.timezone, currency: manager.currency, language: languageOf(manager.language) },
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

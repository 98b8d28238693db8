// A numbered document prints from its own snapshot (issuer, currency, language, time zone), which
// billing keeps since the frozen-documents release. Documents numbered before lack some of it: for
// those fields only, the manager's profile stands in, as it did when they were issued.
import { notFound, type CallContext } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { Db } from '../database.ts';
import { findManager } from '../manager/manager.repository.ts';
import { EMPTY_ISSUER } from './einvoice/parties.ts';
import { languageOf } from './invoice-labels.v2.ts';

/** `document` with every snapshot field it lacks taken from the manager's profile now. */
export async function withSnapshotDefaults(
  db: Db,
  context: CallContext,
  document: billing.Document__Output,
): Promise<billing.Document__Output> {
  const issuer = document.issuer;
  const complete = document.currency !== '' && document.language !== '' && document.time_zone !== '' && issuer && issuer.street !== '';
  if (complete) return document;
  const manager = await findManager(db, context.managerId, ['currency', 'language', 'address', 'zip', 'city', 'country']);
  if (!manager) throw notFound('manager not found');
  const kept = issuer ?? { ...EMPTY_ISSUER, company: document.company?.name ?? '', email: document.company?.email ?? '' };
  return {
    ...document,
    currency: document.currency || manager.currency,
    language: document.language || languageOf(manager.language),
    time_zone: document.time_zone || context.timezone,
    issuer:
      kept.street !== ''
        ? kept
        : { ...kept, street: manager.address, zip: manager.zip, city: manager.city, country: manager.country },
  };
}

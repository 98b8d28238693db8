// The manager's invoicing identity: SetIssuer merges the fields sent into it (the others stay),
// GetIssuer reads it, and invoices ask it what §14 UStG still needs before they are numbered.
// The profile's name and email (sent by the gateway with document calls) stand in for the
// identity's company and email while those are not set (decisions.md, "Issuer identity").
import { refused, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import {
  checkIssuerChanges,
  missingForInvoices,
  missingMessage,
  type Issuer,
  type IssuerChanges,
} from './issuer.model.ts';
import { findIssuerRow, mergeIssuer, saveProfileCompany, type ProfileCompany } from './issuer.repository.ts';
import type { IssuerRecord } from './issuer.table.ts';

/** The identity as set, and what invoices still need. */
export interface IssuerView {
  issuer: Issuer;
  missing: string[];
}

const UNSET: Issuer = Object.freeze({
  company: '',
  street: '',
  zip: '',
  city: '',
  country: '',
  vat_id: '',
  tax_number: '',
  email: '',
  phone: '',
  iban: '',
  bic: '',
  bank_name: '',
  register_court: '',
  register_number: '',
  managing_director: '',
  paymentTermsDays: null,
  smallBusiness: false,
});

function issuerOf(row: IssuerRecord | undefined): { issuer: Issuer; profileName: string } {
  if (!row) return { issuer: UNSET, profileName: '' };
  const { manager_id: _manager, company, name, payment_terms_days, small_business, ...texts } = row;
  const profile = (company ?? {}) as { name?: string };
  return {
    issuer: { ...texts, company: name, paymentTermsDays: payment_terms_days, smallBusiness: small_business },
    profileName: profile.name ?? '',
  };
}

/** The identity of `row`; `profile`, when given, is the profile as it is now (else as last kept). */
const viewOf = (row: IssuerRecord | undefined, profile?: ProfileCompany): IssuerView => {
  const { issuer, profileName } = issuerOf(row);
  return { issuer, missing: missingForInvoices(issuer, profile?.name || profileName) };
};

const given = (profile: ProfileCompany | undefined) => profile && (profile.name !== '' || profile.email !== '') ? profile : undefined;

/**
 * Merges the changes into the manager's identity; the profile the gateway sends is kept with it,
 * as with document calls, so what approval needs is judged as approval will judge it.
 */
export async function setIssuer(
  db: Db,
  context: CallContext,
  changes: IssuerChanges,
  profile?: ProfileCompany,
): Promise<IssuerView> {
  const checked = checkIssuerChanges(changes);
  const kept = given(profile);
  // In a transaction: a keyed retry is answered from its record, and past the deadline it is
  // rolled back, not committed.
  const row = await transactionWithin(db, context, async (trx) => {
    if (kept) await saveProfileCompany(trx, context.managerId, kept);
    return mergeIssuer(trx, context.managerId, checked);
  });
  return viewOf(row);
}

export async function getIssuer(db: Executor, managerId: number, profile?: ProfileCompany): Promise<IssuerView> {
  return viewOf(await findIssuerRow(db, managerId), given(profile));
}

/**
 * What §14 UStG still needs of the issuer before an invoice is numbered in `trx` (empty: nothing).
 * The row is locked for share until `trx` ends, so the identity the check saw is the one the
 * invoice's statement snapshots, whatever a concurrent SetIssuer does.
 */
export async function issuerGapsIn(trx: Executor, managerId: number): Promise<string[]> {
  return viewOf(await findIssuerRow(trx, managerId, true)).missing;
}

/** FAILED_PRECONDITION naming what the issuer lacks for an invoice (a 422 at the gateway). */
export async function requireInvoiceIssuer(trx: Executor, managerId: number): Promise<void> {
  const missing = await issuerGapsIn(trx, managerId);
  if (missing.length > 0) throw refused(missingMessage(missing));
}

// The issuer row of a manager: the profile's name and email the gateway sends with document calls,
// and the invoicing identity SetIssuer merges in; and the snapshot a document takes of it.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../database.ts';
import type { IssuerChanges, IssuerTextField } from './issuer.model.ts';
import type { IssuerRecord } from './issuer.table.ts';

/** The profile's name and email, as the gateway sends them with every document call, with its currency and language. */
export interface ProfileCompany {
  name: string;
  email: string;
  currency?: string;
  language?: string;
}

/** Column of each field where the names differ (company is the identity's `name`; `company` holds the profile). */
const COLUMN: Partial<Record<IssuerTextField, 'name'>> = { company: 'name' };

const ISSUER_COLUMNS = [
  'manager_id',
  'company',
  'name',
  'street',
  'zip',
  'city',
  'country',
  'vat_id',
  'tax_number',
  'email',
  'phone',
  'iban',
  'bic',
  'bank_name',
  'register_court',
  'register_number',
  'managing_director',
  'payment_terms_days',
  'small_business',
] as const;

export async function saveProfileCompany(db: Executor, managerId: number, company: ProfileCompany): Promise<void> {
  const value = JSON.stringify(company) as never;
  await db
    .insertInto('issuer')
    .values({ manager_id: managerId, company: value })
    .onConflict((oc) => oc.column('manager_id').doUpdateSet({ company: value }))
    .execute();
}

/** `for share`: the row stays as read until the transaction ends (an approval against a concurrent SetIssuer). */
export function findIssuerRow(db: Executor, managerId: number, lock = false): Promise<IssuerRecord | undefined> {
  let query = db.selectFrom('issuer').select(ISSUER_COLUMNS).where('manager_id', '=', managerId);
  if (lock) query = query.forShare();
  return query.executeTakeFirst();
}

/** Writes the fields present and keeps the others, in one statement; the row as it is then. */
export function mergeIssuer(db: Executor, managerId: number, changes: IssuerChanges): Promise<IssuerRecord> {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'paymentTermsDays') set.payment_terms_days = value;
    else if (field === 'smallBusiness') set.small_business = value;
    else set[COLUMN[field as IssuerTextField] ?? field] = value;
  }
  // Nothing to change still answers the row (created if missing): an update to itself.
  const update = Object.keys(set).length === 0 ? { manager_id: managerId } : set;
  return db
    .insertInto('issuer')
    .values({ manager_id: managerId, ...set } as never)
    .onConflict((oc) => oc.column('manager_id').doUpdateSet(update as never))
    .returning(ISSUER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The identity's fields a document keeps as they are named in the row (company is `name`). */
/** The identity's columns a document keeps under their own names (name and email are chosen apart, `company` is the profile). */
const SNAPSHOT_FIELDS = ISSUER_COLUMNS.filter((column) => !['manager_id', 'company', 'name', 'email'].includes(column));

/**
 * What a document stores as its issuer (its `company`), read in place by the statement that
 * numbers it: the whole identity, name and email as set by SetIssuer (else the profile's), and
 * the profile's currency and language, so that the document prints from its own snapshot ever
 * after (GoBD); {} without a row.
 */
export function issuerSnapshotSql(managerId: number): RawBuilder<unknown> {
  const fields = sql.join(SNAPSHOT_FIELDS.map((field) => sql`${field}::text, i.${sql.ref(field)}`));
  return sql`coalesce((select jsonb_build_object(
      'name', case when i.name <> '' then i.name else coalesce(i.company->>'name', '') end,
      'email', case when i.email <> '' then i.email else coalesce(i.company->>'email', '') end,
      'currency', coalesce(i.company->>'currency', ''),
      'language', coalesce(i.company->>'language', '')) || jsonb_build_object(${fields})
    from issuer i where i.manager_id = ${managerId}::bigint), '{}'::jsonb)`;
}

/** The issuer's payment terms in days, read in place by the statement that approves an invoice (0 when none are set). */
export function paymentTermsSql(managerId: number): RawBuilder<number> {
  return sql<number>`coalesce((select i.payment_terms_days from issuer i where i.manager_id = ${managerId}::bigint), 0)`;
}

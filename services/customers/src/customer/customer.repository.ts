import { sql } from 'kysely';
import type { Executor } from '../database.ts';

// Each read names the columns its callers use: a column a later release adds is not read by this
// one while both run on the new schema during a rolling upgrade.

/** What a customer's name to show is made of (deriveShowName), with the customer's id. */
const NAME_COLUMNS = ['id', 'show_name', 'company_name', 'first_name', 'last_name', 'email'] as const;

/** The customer as its created event and its name to show need it (customer.service.ts createdEvent). */
const CREATED_COLUMNS = [...NAME_COLUMNS, 'manager_id'] as const;

export function findCustomer(db: Executor, managerId: number, id: number) {
  return db
    .selectFrom('customer')
    .select(CREATED_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every booking with a customer asks for its name (GetCustomerNames). */
const nameParts = (db: Executor, managerId: number, ids: number[]) =>
  db
    .selectFrom('customer')
    .select(NAME_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .orderBy('id');

/** What a customer's name to show is made of, for the manager's customers among these ids, in id order. */
export async function findCustomerNameParts(db: Executor, managerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await nameParts(db, managerId, ids).execute();
  return rows;
}

/** Locks the customer row for an update; undefined when the manager has no such customer. */
export function lockCustomer(db: Executor, managerId: number, id: number) {
  return db
    .selectFrom('customer')
    .select('id')
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findCustomerByEmail(db: Executor, managerId: number, email: string) {
  return db
    .selectFrom('customer')
    .select(NAME_COLUMNS)
    .where('manager_id', '=', managerId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertCustomer(db: Executor, managerId: number, columns: Record<string, unknown>, details: Record<string, string>) {
  return db
    .insertInto('customer')
    .values({ ...columns, manager_id: managerId, details: JSON.stringify(details) } as never)
    .returning(CREATED_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Inserts the customer unless the manager has one with this email already (the unique index
 * decides, so concurrent calls cannot both insert). Returns the new row or undefined.
 */
export async function insertCustomerUnlessEmailExists(db: Executor, managerId: number, columns: Record<string, string | null>) {
  const names = Object.keys(columns);
  const result = await sql<{ id: number }>`insert into customer (manager_id, ${sql.join(names.map((n) => sql.ref(n)))})
    values (${managerId}, ${sql.join(names.map((n) => columns[n]))})
    on conflict (manager_id, lower(email)) where email is not null do nothing
    returning id`.execute(db);
  return result.rows[0];
}

export function updateCustomer(
  db: Executor,
  managerId: number,
  id: number,
  columns: Record<string, unknown>,
  details: Record<string, string>,
) {
  return db
    .updateTable('customer')
    .set({ ...columns, details: sql`details || ${JSON.stringify(details)}::jsonb` } as never)
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    // The names, for the caller to check that one is left.
    .returning(['company_name', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
}

// Customer rows as domain customers, with their tags and groups, each read in one statement.
import type { Executor } from '../database.ts';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { deriveShowName, SALUTATION_CODE, SALUTATION_TITLE_CODE } from './customer.fields.ts';
import type { Customer, Salutation, SalutationTitle } from './customer.model.ts';

function decode<T extends string>(codes: Record<T, string>, stored: string | null): T | null {
  const found = (Object.keys(codes) as T[]).find((key) => codes[key] === stored);
  return found ?? null;
}

/**
 * The columns a domain customer is made of (viewOf), named: a column a later release adds is not
 * read by this one while both run on the new schema during a rolling upgrade.
 */
const VIEW_COLUMNS = [
  'customer.id',
  'customer.email',
  'customer.company_name',
  'customer.first_name',
  'customer.last_name',
  'customer.show_name',
  'customer.created_at',
  'customer.customer_number',
  'customer.customer_number_prefix',
  'customer.street',
  'customer.house_number',
  'customer.zip',
  'customer.city',
  'customer.country',
  'customer.phone',
  'customer.customer_newsletter',
  'customer.color',
  'customer.salutation',
  'customer.salutation_title',
  'customer.customer_account_number',
  'customer.last_login',
] as const;

/** The customer's columns with its tags and groups, each a JSON array read in the same statement. */
function customerWithLinks(db: Executor, managerId: number) {
  return db
    .selectFrom('customer')
    .select(VIEW_COLUMNS)
    // What invoices name as the buyer's (BT-48, BT-10), kept in the details document.
    .select([
      sql<string | null>`customer.details->>'ust_id'`.as('vat_id'),
      sql<string | null>`customer.details->>'buyer_reference'`.as('buyer_reference'),
    ])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('customer_tag as ct')
          .innerJoin('tag as t', 't.id', 'ct.tag_id')
          .select(['ct.id', 't.id as tag_id', 't.manager_id', 't.tag_name', 't.created_by', 't.created_at'])
          .whereRef('ct.customer_id', '=', 'customer.id')
          .where('ct.manager_id', '=', managerId)
          .orderBy('ct.id'),
      ).as('tag_links'),
      jsonArrayFrom(
        eb
          .selectFrom('customer_group_member as m')
          .innerJoin('customer_group as g', 'g.id', 'm.group_id')
          .select(['m.id', 'm.is_default', 'g.id as group_id', 'g.manager_id', 'g.name', 'g.description', 'g.public_group'])
          .whereRef('m.customer_id', '=', 'customer.id')
          .where('m.manager_id', '=', managerId)
          .orderBy('m.id'),
      ).as('group_links'),
    ])
    .where('customer.manager_id', '=', managerId);
}

/** Every GetCustomer (billing asks for each invoice's customer) is this statement. */
const customerViewById = (db: Executor, managerId: number, id: number) =>
  customerWithLinks(db, managerId).where('customer.id', '=', id);

/** The manager's customer, with its tags and groups: one statement. */
export async function findCustomerView(db: Executor, managerId: number, id: number): Promise<Customer | undefined> {
  const rows = await customerViewById(db, managerId, id).execute();
  return rows[0] && toCustomer(rows[0]);
}

/** The manager's customers among these ids, in id order, with their tags and groups: one statement. */
export async function findCustomerViews(db: Executor, managerId: number, ids: number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const rows = await customerWithLinks(db, managerId)
    .where('customer.id', '=', sql<number>`any(${ids}::bigint[])`)
    .orderBy('customer.id')
    .execute();
  return rows.map(toCustomer);
}

/** A page of the manager's customers after `afterId`, in id order, with their tags and groups: one statement. */
export async function customerViewsPage(db: Executor, managerId: number, afterId: number, limit: number): Promise<Customer[]> {
  const rows = await customerWithLinks(db, managerId)
    .where('customer.id', '>', afterId)
    .orderBy('customer.id')
    .limit(limit)
    .execute();
  return rows.map(toCustomer);
}

type CustomerWithLinks = Awaited<ReturnType<ReturnType<typeof customerWithLinks>['executeTakeFirstOrThrow']>>;

function toCustomer({ tag_links, group_links, ...row }: CustomerWithLinks): Customer {
  const tags = tag_links.map((t) => ({
    id: t.id,
    // JSON carries the timestamp as text.
    tag: { id: t.tag_id, managerId: t.manager_id, name: t.tag_name, createdBy: t.created_by, createdAt: new Date(t.created_at) },
  }));
  const groups = group_links.map((g) => ({
    id: g.id,
    group: { id: g.group_id, managerId: g.manager_id, name: g.name, description: g.description, isPublic: g.public_group === 1 },
    isDefault: g.is_default,
  }));
  return viewOf(row, tags, groups);
}

function viewOf(row: Omit<CustomerWithLinks, 'tag_links' | 'group_links'>, tags: Customer['tags'], groups: Customer['groups']): Customer {
  return {
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    firstName: row.first_name,
    lastName: row.last_name,
    showName: deriveShowName(row),
    createdAt: row.created_at,
    customerNumber: row.customer_number,
    customerNumberPrefix: row.customer_number_prefix,
    tags,
    groups,
    street: row.street,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    newsletter: row.customer_newsletter === null ? null : row.customer_newsletter === '1',
    color: row.color,
    salutation: decode<Salutation>(SALUTATION_CODE, row.salutation),
    country: row.country,
    houseNumber: row.house_number,
    customerAccountNumber: row.customer_account_number,
    salutationTitle: decode<SalutationTitle>(SALUTATION_TITLE_CODE, row.salutation_title),
    lastLoginAt: row.last_login,
    // A cleared detail is kept as "": the same as none.
    vatId: row.vat_id || null,
    buyerReference: row.buyer_reference || null,
  };
}

// Customers: add, edit (exactly the fields sent), list in pages, and find-or-create by email
// for bookings. Every write publishes an event through the outbox in the same transaction.
import { conflict, invalid, notFound, enqueueEvent, type CallContext, type OutboxRelay } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { existingGroupIds, membershipGroupIds, replaceMemberships, setDefaultGroup } from '../group/group.repository.ts';
import { findOrCreateTags, replaceCustomerTags } from '../tag/tag.repository.ts';
import { deriveShowName, EMAIL, requireSomeName, toChanges, type CustomerChanges, type CustomerFields } from './customer.fields.ts';
import {
  customersPage,
  findCustomer,
  findCustomerByEmail,
  findCustomersByIds,
  insertCustomer,
  insertCustomerUnlessEmailExists,
  lockCustomer,
  updateCustomer,
} from './customer.repository.ts';
import type { CustomerRow } from './customer.table.ts';
import { viewCustomers } from './customer.view.ts';

export const CUSTOMER_CREATED = 'venue.customers.customer.created';
export const CUSTOMER_UPDATED = 'venue.customers.customer.updated';

export interface CustomerDeps {
  db: Db;
  relay: OutboxRelay;
}

/** Unique-index violations are the client's conflict, named in its terms. */
function asConflict(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return error;
  if (constraint === 'customer_number_key') return conflict('customer_number exists already (with this prefix)');
  if (constraint === 'customer_email_key') return conflict('a customer with this email exists already');
  return conflict('conflicts with existing data');
}

async function applyTagsAndGroups(trx: Executor, managerId: number, customerId: number, changes: CustomerChanges): Promise<void> {
  if (changes.tags !== undefined) {
    await replaceCustomerTags(trx, managerId, customerId, await findOrCreateTags(trx, managerId, changes.tags));
  }
  if (changes.groupIds !== undefined) {
    const known = await existingGroupIds(trx, managerId, changes.groupIds);
    const unknown = changes.groupIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw invalid(`customer_group_id: unknown customer group ${unknown}`);
    await replaceMemberships(trx, managerId, customerId, changes.groupIds);
  }
  if (changes.defaultGroupId !== undefined) {
    const groups = await membershipGroupIds(trx, managerId, customerId);
    if (changes.defaultGroupId !== null && !groups.includes(changes.defaultGroupId)) {
      throw invalid('default_customer_group must be one of the customer\'s groups (customer_group_id)');
    }
    await setDefaultGroup(trx, managerId, customerId, changes.defaultGroupId);
  }
}

function createdEvent(row: CustomerRow) {
  return { manager_id: row.manager_id, customer_id: row.id, email: row.email, show_name: deriveShowName(row) };
}

export async function addCustomer(deps: CustomerDeps, managerId: number, fields: CustomerFields): Promise<number> {
  const changes = toChanges(fields);
  requireSomeName({
    company_name: String(changes.columns.company_name ?? ''),
    first_name: String(changes.columns.first_name ?? ''),
    last_name: String(changes.columns.last_name ?? ''),
  });
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const row = await insertCustomer(trx, managerId, changes.columns, changes.details);
      await applyTagsAndGroups(trx, managerId, row.id, changes);
      await enqueueEvent(trx, CUSTOMER_CREATED, createdEvent(row));
      return row.id;
    });
    deps.relay.kick();
    return id;
  } catch (error) {
    throw asConflict(error);
  }
}

export async function editCustomer(deps: CustomerDeps, managerId: number, customerId: number, fields: CustomerFields): Promise<number> {
  const changes = toChanges(fields);
  const changed = [
    ...Object.keys(changes.columns),
    ...Object.keys(changes.details),
    ...(changes.tags !== undefined ? ['customer_tags'] : []),
    ...(changes.groupIds !== undefined ? ['customer_group_id'] : []),
    ...(changes.defaultGroupId !== undefined ? ['default_customer_group'] : []),
  ];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await lockCustomer(trx, managerId, customerId);
      if (!current) throw notFound(`customer ${customerId} not found`);
      if (changed.length === 0) return;
      const updated = await updateCustomer(trx, managerId, customerId, changes.columns, changes.details);
      requireSomeName(updated);
      await applyTagsAndGroups(trx, managerId, customerId, changes);
      await enqueueEvent(trx, CUSTOMER_UPDATED, { manager_id: managerId, customer_id: customerId, changed });
    });
    deps.relay.kick();
    return customerId;
  } catch (error) {
    throw asConflict(error);
  }
}

export async function listCustomerPage(db: Db, context: CallContext, afterId: number, limit: number) {
  const size = Math.min(Math.max(limit || 500, 1), 2000);
  const rows = await customersPage(db, context.managerId, afterId, size);
  const customers = await viewCustomers(db, context.managerId, context.timezone, rows);
  return { customers, nextAfterId: rows.length === size ? rows[rows.length - 1]!.id : 0 };
}

export async function getCustomer(db: Db, context: CallContext, id: number) {
  const row = await findCustomer(db, context.managerId, id);
  if (!row) throw notFound(`customer ${id} not found`);
  const [customer] = await viewCustomers(db, context.managerId, context.timezone, [row]);
  return customer!;
}

/** The most ids one GetCustomers call may ask for (keeps an answer well under gRPC's 4 MB). */
export const MAX_CUSTOMERS_PER_CALL = 1000;

/** The manager's customers among these ids; unknown and foreign ids are simply absent. */
export async function getCustomers(db: Db, context: CallContext, ids: number[]) {
  const distinct = [...new Set(ids)];
  if (distinct.length > MAX_CUSTOMERS_PER_CALL) throw invalid(`at most ${MAX_CUSTOMERS_PER_CALL} customer ids per call`);
  const rows = await findCustomersByIds(db, context.managerId, distinct);
  return viewCustomers(db, context.managerId, context.timezone, rows);
}

const BOOKING_SALUTATIONS: Record<string, { salutation?: string; salutation_title?: string }> = {
  Mr: { salutation: '0' },
  'Ms/Mrs': { salutation: '1' },
  Dr: { salutation_title: '0' },
  Pr: { salutation_title: '1' },
};

export interface InlineCustomer {
  email?: string;
  first_name?: string;
  last_name?: string;
  company?: string;
  salutation?: string;
  street?: string;
  zip?: string;
  city?: string;
  phone?: string;
}

/**
 * The customer a booking names inline: the manager's customer with that email, else a new one.
 * Without an email there is nothing to match, so a new customer is created from the names.
 * An existing customer is not changed by the booking's fields.
 */
export async function findOrCreateCustomer(deps: CustomerDeps, managerId: number, input: InlineCustomer) {
  const email = input.email?.trim() ?? '';
  if (email !== '' && !EMAIL.test(email)) throw invalid('customer_email is not a valid email address');
  if (input.salutation !== undefined && input.salutation !== '' && !Object.hasOwn(BOOKING_SALUTATIONS, input.salutation)) {
    throw invalid('customer_salutation must be one of Mr, Ms/Mrs, Pr, Dr');
  }
  const fields: CustomerFields = {
    ...(email !== '' && { email }),
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    company_name: input.company ?? '',
    ...(input.street !== undefined && { street: input.street }),
    ...(input.zip !== undefined && { zip: input.zip }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.salutation ? BOOKING_SALUTATIONS[input.salutation] : {}),
  } as CustomerFields;
  const changes = toChanges(fields);
  if (email === '') {
    requireSomeName(changes.columns as { company_name: string; first_name: string; last_name: string });
    const id = await addCustomer(deps, managerId, fields);
    const row = (await findCustomer(deps.db, managerId, id))!;
    return { id, created: true, show_name: deriveShowName(row) };
  }
  const created = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertCustomerUnlessEmailExists(trx, managerId, changes.columns as Record<string, string | null>);
    if (!inserted) return undefined;
    const row = (await findCustomer(trx, managerId, inserted.id))!;
    await enqueueEvent(trx, CUSTOMER_CREATED, createdEvent(row));
    return row;
  });
  if (created) {
    deps.relay.kick();
    return { id: created.id, created: true, show_name: deriveShowName(created) };
  }
  const existing = await findCustomerByEmail(deps.db, managerId, email);
  if (!existing) throw conflict('customer changed concurrently, try again');
  return { id: existing.id, created: false, show_name: deriveShowName(existing) };
}

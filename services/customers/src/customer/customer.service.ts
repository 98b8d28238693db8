// Customers: add, edit (exactly the fields sent), list in pages, and find-or-create by email
// for bookings. Every write publishes an event through the outbox in the same transaction, which
// runs within the caller's deadline (transactionWithin): a caller told "timed out" finds nothing
// written.
import { CUSTOMER_CREATED, CUSTOMER_UPDATED, EVENT_SCHEMA_VERSION, type CustomerCreatedEvent, type CustomerUpdatedEvent } from '@venue/contracts/events';
import {
  conflict,
  invalid,
  notFound,
  enqueueEvent,
  transactionWithin,
  type CallContext,
  type OutboxRelay,
} from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import {
  existingGroupIds,
  membershipGroupIds,
  replaceMemberships,
  setDefaultGroup,
} from '../group/group.repository.ts';
import { findOrCreateTags, replaceCustomerTags } from '../tag/tag.repository.ts';
import {
  changedFields,
  deriveShowName,
  requireSomeName,
  toChanges,
  type CustomerChanges,
} from './customer.fields.ts';
import type { Customer, CustomerInput } from './customer.model.ts';
import { decodeInlineCustomer, type InlineCustomer } from './inline-customer.ts';
import {
  findCustomer,
  findCustomerByEmail,
  findCustomerNameParts,
  insertCustomer,
  insertCustomerUnlessEmailExists,
  lockCustomer,
  updateCustomer,
} from './customer.repository.ts';
import type { CustomerRow } from './customer.table.ts';
import { customerViewsPage, findCustomerView, findCustomerViews } from './customer.view.ts';

export { CUSTOMER_CREATED, CUSTOMER_UPDATED };

export interface CustomerDeps {
  db: Db;
  relay: OutboxRelay;
}

/** Unique-index violations are the client's conflict, named in its terms. */
function asConflict(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return error;
  if (constraint === 'customer_number_key')
    return conflict('customer_number exists already (with this prefix)');
  if (constraint === 'customer_email_key') return conflict('a customer with this email exists already');
  return conflict('conflicts with existing data');
}

/** NOT_FOUND naming the first of the ids that is not one of the manager's groups. */
async function requireGroups(trx: Executor, managerId: number, ids: number[]): Promise<void> {
  const known = await existingGroupIds(trx, managerId, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw notFound(`customer group ${unknown} not found`);
}

async function applyTagsAndGroups(
  trx: Executor,
  managerId: number,
  customerId: number,
  changes: CustomerChanges,
): Promise<void> {
  if (changes.tags !== undefined) {
    await replaceCustomerTags(
      trx,
      managerId,
      customerId,
      await findOrCreateTags(trx, managerId, changes.tags),
    );
  }
  // Another manager's group is as unknown as a missing one: the same 404, nothing told apart.
  if (changes.groupIds !== undefined) {
    await requireGroups(trx, managerId, changes.groupIds);
    await replaceMemberships(trx, managerId, customerId, changes.groupIds);
  }
  if (changes.defaultGroupId !== undefined) {
    const groups = await membershipGroupIds(trx, managerId, customerId);
    if (changes.defaultGroupId !== null && !groups.includes(changes.defaultGroupId)) {
      await requireGroups(trx, managerId, [changes.defaultGroupId]);
      throw invalid(`the default group ${changes.defaultGroupId} is not one of the customer's groups`);
    }
    await setDefaultGroup(trx, managerId, customerId, changes.defaultGroupId);
  }
}

function createdEvent(
  row: Pick<CustomerRow, 'id' | 'manager_id' | 'email' | 'show_name' | 'company_name' | 'first_name' | 'last_name'>,
): CustomerCreatedEvent {
  return {
    schema_version: EVENT_SCHEMA_VERSION,
    manager_id: row.manager_id,
    customer_id: row.id,
    email: row.email,
    show_name: deriveShowName(row),
  };
}

export async function addCustomer(
  deps: CustomerDeps,
  context: CallContext,
  input: CustomerInput,
): Promise<number> {
  const { managerId } = context;
  const changes = toChanges(input);
  requireSomeName({
    company_name: String(changes.columns.company_name ?? ''),
    first_name: String(changes.columns.first_name ?? ''),
    last_name: String(changes.columns.last_name ?? ''),
  });
  try {
    const id = await transactionWithin(deps.db, context, async (trx) => {
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

export async function editCustomer(
  deps: CustomerDeps,
  context: CallContext,
  customerId: number,
  input: CustomerInput,
): Promise<number> {
  const { managerId } = context;
  const changes = toChanges(input);
  const changed = changedFields(changes);
  try {
    await transactionWithin(deps.db, context, async (trx) => {
      const current = await lockCustomer(trx, managerId, customerId);
      if (!current) throw notFound(`customer ${customerId} not found`);
      if (changed.length === 0) return;
      const updated = await updateCustomer(trx, managerId, customerId, changes.columns, changes.details);
      requireSomeName(updated);
      await applyTagsAndGroups(trx, managerId, customerId, changes);
      const event: CustomerUpdatedEvent = { schema_version: EVENT_SCHEMA_VERSION, manager_id: managerId, customer_id: customerId, changed };
      await enqueueEvent(trx, CUSTOMER_UPDATED, event);
    });
    deps.relay.kick();
    return customerId;
  } catch (error) {
    throw asConflict(error);
  }
}

export async function listCustomerPage(
  db: Db,
  managerId: number,
  afterId: number,
  limit: number,
): Promise<{ customers: Customer[]; nextAfterId: number }> {
  const size = Math.min(Math.max(limit || 500, 1), 2000);
  const customers = await customerViewsPage(db, managerId, afterId, size);
  return { customers, nextAfterId: customers.length === size ? customers[customers.length - 1]!.id : 0 };
}

export async function getCustomer(db: Db, managerId: number, id: number): Promise<Customer> {
  const customer = await findCustomerView(db, managerId, id);
  if (!customer) throw notFound(`customer ${id} not found`);
  return customer;
}

/** The most ids one GetCustomers call may ask for (keeps an answer well under gRPC's 4 MB). */
export const MAX_CUSTOMERS_PER_CALL = 1000;

/** The manager's customers among these ids; unknown and foreign ids are simply absent. */
export async function getCustomers(db: Db, managerId: number, ids: number[]): Promise<Customer[]> {
  return findCustomerViews(db, managerId, distinctAskedIds(ids));
}

/** Id and name to show of the manager's customers among these ids, by getCustomers' rules. */
export async function getCustomerNames(db: Db, managerId: number, ids: number[]) {
  const rows = await findCustomerNameParts(db, managerId, distinctAskedIds(ids));
  return rows.map((row) => ({ id: row.id, showName: deriveShowName(row) }));
}

function distinctAskedIds(ids: number[]): number[] {
  const distinct = [...new Set(ids)];
  if (distinct.length > MAX_CUSTOMERS_PER_CALL)
    throw invalid(`at most ${MAX_CUSTOMERS_PER_CALL} customer ids per call`);
  return distinct;
}

/**
 * The customer a booking names inline: the manager's customer with that email, else a new one.
 * Without an email there is nothing to match, so a new customer is created from the names.
 * An existing customer is not changed by the booking's fields.
 */
export async function findOrCreateCustomer(deps: CustomerDeps, context: CallContext, inline: InlineCustomer) {
  const { managerId } = context;
  const { email, input } = decodeInlineCustomer(inline);
  const changes = toChanges(input);
  if (email === '') {
    const id = await addCustomer(deps, context, input);
    const row = (await findCustomer(deps.db, managerId, id))!;
    return { id, created: true, show_name: deriveShowName(row) };
  }
  const created = await transactionWithin(deps.db, context, async (trx) => {
    const inserted = await insertCustomerUnlessEmailExists(
      trx,
      managerId,
      changes.columns as Record<string, string | null>,
    );
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

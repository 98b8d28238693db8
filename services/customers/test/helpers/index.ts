// Domain pieces of the customers tests (not a test file itself): Kysely access to the customers
// schema, a gRPC client of the service, a manager with the customer calls and a collector of
// published events. Envelope assertions, managers and row counts come from @venue/testing.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import * as grpc from '@grpc/grpc-js';
import { CompiledQuery, type Kysely } from 'kysely';
import { customersPackage, type customers } from '@venue/contracts';
import { createDb, createGrpcClient, type EventEnvelope, type PromiseClient } from '@venue/platform';
import {
  countRows,
  EventLog as SharedEventLog,
  expectOk,
  newManager as newTestManager,
  rowCounts,
  type ApiAnswer,
  type SqlRunner,
  type TestManager,
  type TestStack,
} from '@venue/testing';

export { sleep };

export const CUSTOMER_CREATED = 'venue.customers.customer.created';
export const CUSTOMER_UPDATED = 'venue.customers.customer.updated';

/** ISO 8601 with seconds and an explicit offset, e.g. 2026-03-29T18:00:00+02:00. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;

/** A Kysely handle on the customers schema of the stack's database, for checks behind the API. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SqlDb = Kysely<any>;

export function customersDb(stack: TestStack): SqlDb {
  return customersDbAt(stack.database.url);
}

/** The same on any database (component tests start the service without a stack). */
export function customersDbAt(url: string): SqlDb {
  // platform's pool ignores connections the server drops (the stack drops the database with force).
  return createDb({ url, schema: 'customers', max: 3 });
}

/** pg's query(text, values) over a Kysely handle, for the row counts of @venue/testing. */
function runner(db: SqlDb): SqlRunner {
  return { query: (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values)) };
}

/** The rows of a customers table, or only those of one manager. */
export function count(db: SqlDb, table: string, managerId?: number): Promise<number> {
  return countRows(runner(db), `customers.${table}`, { managerId });
}

const CUSTOMERS_TABLES = ['customer', 'tag', 'customer_tag', 'customer_group', 'customer_group_member', 'customer_address', 'outbox'];

/** Every table row count of the customers schema (one snapshot), to prove a refused call wrote nothing. */
export function tableCounts(db: SqlDb): Promise<Record<string, number>> {
  return rowCounts(runner(db), CUSTOMERS_TABLES.map((table) => `customers.${table}`));
}

export type CustomersClient = PromiseClient<customers.CustomersServiceClient>;

export function customersClient(stack: TestStack, port = stack.customers.port): { call: CustomersClient; close(): void } {
  return customersClientAt(port);
}

/** A client of a customers service started on its own (component tests). */
export function customersClientAt(port: number): { call: CustomersClient; close(): void } {
  return createGrpcClient(customersPackage().CustomersService, `127.0.0.1:${port}`, 15_000);
}

/**
 * One call through a plain grpc-js client, with exactly the metadata given (none by default),
 * answering the raw status instead of throwing.
 */
export function rawCall(
  port: number,
  method: 'FindOrCreateCustomer' | 'ListCustomers' | 'AddCustomer',
  request: object,
  metadata: Record<string, string> = {},
): Promise<{ code: grpc.status; details: string; response?: unknown }> {
  const client = new (customersPackage().CustomersService)(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  for (const [key, value] of Object.entries(metadata)) md.set(key, value);
  return new Promise((resolve) => {
    const call = client[method] as unknown as (
      request: object,
      metadata: grpc.Metadata,
      options: grpc.CallOptions,
      callback: (error: grpc.ServiceError | null, response?: unknown) => void,
    ) => void;
    call.call(client, request, md, { deadline: Date.now() + 15_000 }, (error, response) => {
      client.close();
      resolve(error ? { code: error.code, details: error.details } : { code: grpc.status.OK, details: '', response });
    });
  });
}

/** A customer_list item (spec 2.6) as the tests read it. */
export interface ListedCustomer {
  id: number;
  email: string;
  company_name: string;
  first_name: string;
  last_name: string;
  show_name: string;
  created: string;
  customer_created_date: string;
  customer_id: number;
  customer_number: number | null;
  customer_number_prefix: string | null;
  tags: {
    id: number;
    customer_id: number;
    key: string;
    value: string;
    tag: { id: number; manager_id: number; tag_name: string; created_by: number; created_date: string };
  }[];
  groups: {
    id: number;
    customer_id: number;
    key: string;
    value: string;
    group: { id: number; user_id: number; name: string; description: string; public_group: number; defult_group: number };
  }[];
  last_login: string;
  [field: string]: unknown;
}

/** The customers of a customer_list answer. */
export function listed(answer: ApiAnswer): ListedCustomer[] {
  assert.ok(Array.isArray(answer.body.data), JSON.stringify(answer.body).slice(0, 500));
  return answer.body.data as ListedCustomer[];
}

/** The shared test manager with the customer calls bound to its key. */
export interface Manager extends TestManager {
  add(fields: Record<string, unknown>, options?: { form?: boolean }): Promise<ApiAnswer>;
  edit(customerId: number, fields: Record<string, unknown>, options?: { form?: boolean }): Promise<ApiAnswer>;
  addAddresses(customerId: number, address: unknown, options?: { form?: boolean }): Promise<ApiAnswer>;
  list(): Promise<ApiAnswer>;
  addGroup(name: string, extra?: Record<string, unknown>): Promise<number>;
  /** Adds a customer and returns its id (asserting success). */
  create(fields: Record<string, unknown>): Promise<number>;
  /** The customer as customer_list shows it. */
  shown(customerId: number): Promise<ListedCustomer>;
}

export async function newManager(stack: TestStack, options: { timezone?: string } = {}): Promise<Manager> {
  const base = await newTestManager(stack, options);
  const manager: Manager = {
    ...base,
    add: (fields, o) => base.post('/api/v2/customer_add', fields, o),
    edit: (customerId, fields, o) => base.post('/api/v2/customer_edit', { customer_id: customerId, ...fields }, o),
    addAddresses: (customerId, address, o) => base.post('/api/v2/customer_address_add', { customer_id: customerId, address }, o),
    list: () => base.get('/api/v2/customer_list'),
    async addGroup(name, extra = {}) {
      const data = expectOk(await base.post('/api/internal/customer_group_add', { name, ...extra }));
      return data.id as number;
    },
    async create(fields) {
      const data = expectOk(await manager.add(fields));
      assert.equal(data.length, 1);
      return data[0].id as number;
    },
    async shown(customerId) {
      const answer = await manager.list();
      expectOk(answer);
      const found = listed(answer).find((c) => c.id === customerId);
      assert.ok(found, `customer ${customerId} not listed`);
      return found;
    },
  };
  return manager;
}

export type CustomerEvent = EventEnvelope<{ customer_id: number; manager_id: number; [key: string]: unknown }>;

/** Every customers event published under a stack's prefix (see EventLog in @venue/testing). */
export type EventLog = SharedEventLog<CustomerEvent['data']>;
export const EventLog = {
  start: (stack: TestStack): Promise<EventLog> => SharedEventLog.start<CustomerEvent['data']>(stack, 'venue.customers.>', 'customer_id'),
};

// Shared pieces of the customers tests (not a test file itself): envelope assertions, SQL access
// to the customers schema, a gRPC client of the service and a collector of published events.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import * as grpc from '@grpc/grpc-js';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { customersPackage, type customers } from '@venue/contracts';
import {
  createPool,
  createGrpcClient,
  type EventEnvelope,
  type PromiseClient,
} from '@venue/platform';
import { createManager as createGatewayManager, type Db as GatewayDb } from '@venue/gateway';
import { EventLog as SharedEventLog, type ApiAnswer, type TestStack } from '@venue/testing';

export { sleep };

export const CUSTOMER_CREATED = 'venue.customers.customer.created';
export const CUSTOMER_UPDATED = 'venue.customers.customer.updated';

/** ISO 8601 with seconds and an explicit offset, e.g. 2026-03-29T18:00:00+02:00. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;

export function assertOk(answer: ApiAnswer): void {
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.success, true, JSON.stringify(answer.body));
}

/** A failure in the v2 envelope: the status, success false and a plain non-empty message. */
export function assertFailure(answer: ApiAnswer, status: number): string {
  assert.equal(answer.status, status, `expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.success, false);
  assert.equal(typeof answer.body.data, 'string', JSON.stringify(answer.body));
  assert.ok((answer.body.data as string).length > 0);
  return answer.body.data as string;
}

/** A Kysely handle on the customers schema of the stack's database, for checks behind the API. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SqlDb = Kysely<any>;

/**
 * A Kysely handle whose pool tolerates its idle connections being closed by the server: pg's
 * pool.end() resolves before its connections are closed, the stack then drops the database with
 * force, and an idle connection's error must not become an uncaught exception.
 */
function tolerantDb<DB>(url: string, schema: string): Kysely<DB> {
  const pool = createPool({ url, schema, max: 3 });
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

export function customersDb(stack: TestStack): SqlDb {
  return customersDbAt(stack.database.url);
}

/** The same on any database (component tests start the service without a stack). */
export function customersDbAt(url: string): SqlDb {
  return tolerantDb(url, 'customers');
}

const gatewayDbs = new WeakMap<TestStack, GatewayDb>();
let managerCounter = 0;

/**
 * stack.createManager, but through a pool of this module: the stack's own admin pool has no
 * error listener and its connections may still be closing when the stack drops the database.
 */
export async function createTestManager(stack: TestStack, options: { timezone?: string } = {}): Promise<{ managerId: number; apiKey: string }> {
  let gatewayDb = gatewayDbs.get(stack);
  if (!gatewayDb) {
    gatewayDb = tolerantDb(stack.database.url, 'gateway');
    gatewayDbs.set(stack, gatewayDb);
  }
  managerCounter += 1;
  const created = await createGatewayManager(gatewayDb, {
    email: `customers-test${managerCounter}.${process.pid}@example.test`,
    company: `Customers test ${managerCounter}`,
    timezone: options.timezone ?? 'Europe/Berlin',
  });
  return { managerId: created.manager_id, apiKey: created.api_key };
}

/** Closes what this module opened for the stack, then stops the stack. */
export async function stopStack(stack: TestStack | undefined): Promise<void> {
  if (!stack) return;
  await gatewayDbs.get(stack)?.destroy();
  gatewayDbs.delete(stack);
  await stack.stop();
}

export async function count(db: SqlDb, table: string, managerId?: number): Promise<number> {
  const where = managerId === undefined ? sql`` : sql` where manager_id = ${managerId}`;
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}${where}`.execute(db);
  return result.rows[0]!.n;
}

/** Every table row count of the customers schema, to prove a refused call wrote nothing. */
export async function tableCounts(db: SqlDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['customer', 'tag', 'customer_tag', 'customer_group', 'customer_group_member', 'customer_address', 'outbox']) {
    counts[table] = await count(db, table);
  }
  return counts;
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

/** An API key and manager id, with helpers bound to the key. */
export interface Manager {
  managerId: number;
  apiKey: string;
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
  const { managerId, apiKey } = await createTestManager(stack, options);
  const manager: Manager = {
    managerId,
    apiKey,
    add: (fields, o) => stack.post('/api/v2/customer_add', { api_secret_key: apiKey, ...fields }, o),
    edit: (customerId, fields, o) =>
      stack.post('/api/v2/customer_edit', { api_secret_key: apiKey, customer_id: customerId, ...fields }, o),
    addAddresses: (customerId, address, o) =>
      stack.post('/api/v2/customer_address_add', { api_secret_key: apiKey, customer_id: customerId, address }, o),
    list: () => stack.get('/api/v2/customer_list', { api_secret_key: apiKey }),
    async addGroup(name, extra = {}) {
      const answer = await stack.post('/api/internal/customer_group_add', { api_secret_key: apiKey, name, ...extra });
      assertOk(answer);
      return answer.body.data.id as number;
    },
    async create(fields) {
      const answer = await manager.add(fields);
      assertOk(answer);
      assert.equal(answer.body.data.length, 1);
      return answer.body.data[0].id as number;
    },
    async shown(customerId) {
      const answer = await manager.list();
      assertOk(answer);
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
  start: (prefix: string): Promise<EventLog> => SharedEventLog.start<CustomerEvent['data']>(prefix, 'venue.customers.>', 'customer_id'),
};

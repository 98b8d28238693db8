// Shared helpers for the resources tests that go through the gateway: a manager bound to its
// key, direct SQL on the test database, and assertions on the v2 envelope.
import assert from 'node:assert/strict';
import pg from 'pg';
import type { ApiAnswer, TestStack } from '@venue/testing';

export interface TestManager {
  managerId: number;
  apiKey: string;
  timezone: string;
  /** GET with the key in the query string. */
  get(path: string, query?: Record<string, string | number | boolean>): Promise<ApiAnswer>;
  /** POST with the key in the body (JSON by default, form-encoded with { form: true }). */
  post(path: string, body: Record<string, unknown>, options?: { form?: boolean }): Promise<ApiAnswer>;
}

export async function newManager(
  stack: TestStack,
  options: { timezone?: string } = {},
): Promise<TestManager> {
  const timezone = options.timezone ?? 'Europe/Berlin';
  const { managerId, apiKey } = await stack.createManager({ timezone });
  return {
    managerId,
    apiKey,
    timezone,
    get: (path, query = {}) => stack.get(path, { ...query, api_secret_key: apiKey }),
    post: (path, body, postOptions = {}) =>
      stack.post(path, { ...body, api_secret_key: apiKey }, postOptions),
  };
}

/** A 200 answer with success true; returns its data. */
export function expectOk(answer: ApiAnswer): ApiAnswer['body']['data'] {
  assert.equal(answer.status, 200, `expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.success, true);
  return answer.body.data;
}

/** A failure answer: the given status, success false and a plain message string. */
export function expectFailure(answer: ApiAnswer, status: number, messagePattern?: RegExp): string {
  assert.equal(
    answer.status,
    status,
    `expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
  );
  assert.equal(answer.body.success, false);
  assert.equal(typeof answer.body.data, 'string');
  assert.ok((answer.body.data as string).length > 0, 'the failure carries a message');
  if (messagePattern) assert.match(answer.body.data as string, messagePattern);
  return answer.body.data as string;
}

/** Creates a resource (or a part with parent_id) and returns its id. */
export async function addResource(manager: TestManager, body: Record<string, unknown>): Promise<number> {
  const data = expectOk(await manager.post('/api/v2/resource_add', body));
  assert.equal(typeof data.id, 'number');
  return data.id as number;
}

export async function addCustomField(
  manager: TestManager,
  field: { name: string; type: 'numeric' | 'select'; options?: string[] | string },
): Promise<{ id: number; name: string; type: string; options: string[] }> {
  return expectOk(await manager.post('/api/internal/custom_field_add', field));
}

export async function addCategory(manager: TestManager, name: string): Promise<{ id: number; name: string }> {
  return expectOk(await manager.post('/api/internal/category_add', { name }));
}

/** Direct SQL on the stack's database (schema-qualified names: resources.resource, …). */
export function openSql(stack: TestStack): pg.Pool {
  const pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
  // pool.end() resolves before its sockets are closed; when the test database is then dropped
  // with force, the server's goodbye arrives as an 'error' that must not become uncaught.
  pool.on('error', () => undefined);
  return pool;
}

export interface RowCounts {
  resource: number;
  place: number;
  resource_custom_value: number;
}

export async function rowCounts(sql: pg.Pool): Promise<RowCounts> {
  const { rows } = await sql.query<RowCounts>(
    `select (select count(*)::int from resources.resource) as resource,
            (select count(*)::int from resources.place) as place,
            (select count(*)::int from resources.resource_custom_value) as resource_custom_value`,
  );
  return rows[0]!;
}

/** Runs a call that must fail with a 4xx and checks that no resource, place or value was written. */
export async function expectRejectedWithoutWrites(
  sql: pg.Pool,
  call: () => Promise<ApiAnswer>,
  status: number,
  messagePattern?: RegExp,
): Promise<string> {
  const before = await rowCounts(sql);
  const message = expectFailure(await call(), status, messagePattern);
  assert.deepEqual(await rowCounts(sql), before, 'nothing is written');
  return message;
}

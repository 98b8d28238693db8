// Helpers of the resources tests that go through the gateway: resources, custom fields and
// categories set up through the API, and refusals checked to write nothing. The envelope
// assertions, newManager and the SQL helpers are the shared ones of @venue/testing.
import assert from 'node:assert/strict';
import type pg from 'pg';
import { expectFailure, expectOk, rowCounts, type ApiAnswer, type TestManager } from '@venue/testing';

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

export interface ResourceRowCounts {
  resource: number;
  place: number;
  resource_custom_value: number;
}

/** Rows of the tables a resource write fills. */
export async function resourceRowCounts(sql: pg.Pool): Promise<ResourceRowCounts> {
  const counts = await rowCounts(sql, ['resources.resource', 'resources.place', 'resources.resource_custom_value']);
  return {
    resource: counts['resources.resource'],
    place: counts['resources.place'],
    resource_custom_value: counts['resources.resource_custom_value'],
  };
}

/** Runs a call that must fail with a 4xx and checks that no resource, place or value was written. */
export async function expectRejectedWithoutWrites(
  sql: pg.Pool,
  call: () => Promise<ApiAnswer>,
  status: number,
  messagePattern?: RegExp,
): Promise<string> {
  const before = await resourceRowCounts(sql);
  const message = expectFailure(await call(), status, messagePattern);
  assert.deepEqual(await resourceRowCounts(sql), before, 'nothing is written');
  return message;
}

// Bad input to resource_add answers 4xx with a message and writes nothing: the row counts of
// resources.resource (and place, custom values) are compared before and after every call.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import {
  startTestStack,
  expectOk,
  newManager,
  openSql,
  type TestStack,
  type TestManager,
} from '@venue/testing';
import {
  addCustomField,
  addResource,
  expectRejectedWithoutWrites,
  resourceRowCounts,
} from '../helpers/http.ts';

let stack: TestStack;
let sql: pg.Pool;
let manager: TestManager;
let other: TestManager;
let main: number;
let part: number;
let foreign: number;
let seats: number;
let floor: number;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
  sql = openSql(stack);
  manager = await newManager(stack);
  other = await newManager(stack);
  main = await addResource(manager, { title: 'Main', city: 'Berlin' });
  part = await addResource(manager, { title: 'Part', parent_id: main });
  foreign = await addResource(other, { title: 'Foreign' });
  seats = (await addCustomField(manager, { name: 'Seats', type: 'numeric' })).id;
  floor = (await addCustomField(manager, { name: 'Floor', type: 'select', options: ['ground', 'first'] })).id;
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const add = (body: Record<string, unknown>, form = false) =>
  manager.post('/api/v2/resource_add', body, { form });

const cases: { name: string; body: Record<string, unknown>; status: number; formToo?: boolean }[] = [
  { name: 'parent_id "abc"', body: { title: 'X', parent_id: 'abc' }, status: 400, formToo: true },
  { name: 'parent_id 1.5', body: { title: 'X', parent_id: 1.5 }, status: 400, formToo: true },
  { name: 'parent_id 0', body: { title: 'X', parent_id: 0 }, status: 400, formToo: true },
  { name: 'parent_id -1', body: { title: 'X', parent_id: -1 }, status: 400, formToo: true },
  { name: 'parent_id beyond the id range', body: { title: 'X', parent_id: 1e12 }, status: 400 },
  { name: 'lat "north"', body: { title: 'X', lat: 'north' }, status: 400, formToo: true },
  { name: 'lng as an object', body: { title: 'X', lng: { east: 1 } }, status: 400 },
  { name: 'title as an object', body: { title: { text: 'X' } }, status: 400, formToo: true },
  { name: 'title as an array of two', body: { title: ['X', 'Y'] }, status: 400 },
  { name: 'missing title', body: { city: 'Berlin' }, status: 400, formToo: true },
  { name: 'whitespace-only title', body: { title: '   ', city: 'Berlin' }, status: 400, formToo: true },
  { name: 'title of 10,000 characters', body: { title: 'T'.repeat(10_000) }, status: 400, formToo: true },
  { name: 'title of 256 characters', body: { title: 'T'.repeat(256) }, status: 400 },
  {
    name: 'public_comment of 100,000 characters',
    body: { title: 'X', public_comment: 'c'.repeat(100_000) },
    status: 400,
    formToo: true,
  },
  {
    name: 'internal_comment of 100,000 characters',
    body: { title: 'X', internal_comment: 'c'.repeat(100_000) },
    status: 400,
  },
  {
    name: 'street_hnr of 10,000 characters',
    body: { title: 'X', street_hnr: 's'.repeat(10_000) },
    status: 400,
  },
  {
    name: 'contact_person of 10,000 characters',
    body: { title: 'X', city: 'B', contact_person: 'p'.repeat(10_000) },
    status: 400,
  },
  { name: 'tags of 100,000 characters', body: { title: 'X', tags: 't,'.repeat(50_000) }, status: 400 },
  { name: 'tags as an object', body: { title: 'X', tags: { a: 1 } }, status: 400 },
  { name: 'customfields as a string', body: { title: 'X', customfields: 'seats=3' }, status: 400 },
  {
    name: 'customfields value as an object',
    body: { title: 'X', customfields: { 1: { v: 1 } } },
    status: 400,
  },
  { name: 'platform_status 7', body: { title: 'X', platform_status: 7 }, status: 400, formToo: true },
  { name: 'country "Germany"', body: { title: 'X', country: 'Germany' }, status: 400, formToo: true },
];

for (const { name, body, status, formToo } of cases) {
  test(`${name}: ${status}, nothing written (JSON)`, async () => {
    await expectRejectedWithoutWrites(sql, () => add(body), status);
  });
  if (formToo) {
    test(`${name}: ${status}, nothing written (form)`, async () => {
      await expectRejectedWithoutWrites(sql, () => add(body, true), status);
    });
  }
}

test('a part as parent: 400, nothing written', async () => {
  await expectRejectedWithoutWrites(sql, () => add({ title: 'X', parent_id: part, city: 'Rome' }), 400);
  await expectRejectedWithoutWrites(sql, () => add({ title: 'X', parent_id: part }, true), 400);
});

test('an unknown parent: 404, nothing written', async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => add({ title: 'X', parent_id: 2_000_000_000, city: 'Rome' }),
    404,
  );
});

test("another manager's parent: 404, nothing written", async () => {
  await expectRejectedWithoutWrites(sql, () => add({ title: 'X', parent_id: foreign, city: 'Rome' }), 404);
  await expectRejectedWithoutWrites(sql, () => add({ title: 'X', parent_id: foreign }, true), 404);
});

test('unknown custom field ids: 404, nothing written', async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => add({ title: 'X', city: 'Rome', customfields: { 999999: '1' } }),
    404,
    /^custom field 999999 not found$/,
  );
  await expectRejectedWithoutWrites(
    sql,
    () => add({ title: 'X', customfields: { [seats]: '1', 999999: '1' } }, true),
    404,
    /^custom field 999999 not found$/,
  );
});

test('a non-numeric value for a numeric field: 400, nothing written', async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => add({ title: 'X', city: 'Rome', customfields: { [seats]: 'twelve' } }),
    400,
  );
  await expectRejectedWithoutWrites(
    sql,
    () => add({ title: 'X', customfields: { [seats]: 'twelve', [floor]: 'ground' } }, true),
    400,
  );
});

test('text with a NUL character is refused as bad input, not an internal error', async () => {
  for (const body of [
    { title: 'Ha\u0000ll' },
    { title: 'Hall', city: 'Ber\u0000lin' },
    { title: 'Hall', public_comment: 'a\u0000b' },
    { title: 'Hall', tags: 'ok,b\u0000ad' },
    { title: 'Hall', customfields: { [floor]: 'ground\u0000' } },
  ]) {
    await expectRejectedWithoutWrites(sql, () => add(body), 400);
  }
  await expectRejectedWithoutWrites(sql, () => add({ title: 'Ha\u0000ll' }, true), 400);
});

test('a body that is not JSON, or a JSON array, is refused without writes', async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => stack.post('/api/v2/resource_add', `{"api_secret_key":"${manager.apiKey}","title":`),
    400,
  );
  const before = await resourceRowCounts(sql);
  const answer = await stack.post(
    '/api/v2/resource_add',
    JSON.stringify([{ api_secret_key: manager.apiKey, title: 'X' }]),
  );
  assert.ok(answer.status >= 400 && answer.status < 500, `4xx, got ${answer.status}`);
  assert.equal(answer.body.success, false);
  assert.deepEqual(await resourceRowCounts(sql), before);
});

test('after all the refusals a good request still works', async () => {
  const before = await resourceRowCounts(sql);
  const id = expectOk(await add({ title: 'Good', customfields: { [seats]: '4', [floor]: 'first' } })).id;
  assert.ok(Number.isInteger(id));
  const after = await resourceRowCounts(sql);
  assert.equal(after.resource, before.resource + 1);
  assert.equal(after.resource_custom_value, before.resource_custom_value + 2);
});

// Tenancy: a manager's resources, parts, custom fields, categories, opening times and holidays
// are invisible and untouchable for another manager; foreign ids look exactly like unknown ones.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import {
  startTestStack,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  type TestStack,
  type TestManager,
} from '@venue/testing';
import { addCategory, addCustomField, addResource, expectRejectedWithoutWrites } from '../helpers/http.ts';

let stack: TestStack;
let sql: pg.Pool;
let a: TestManager;
let b: TestManager;
let aHall: number;
let aPart: number;
let aField: number;
let aCategory: number;
let aHoliday: number;
let bRoom: number;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
  sql = openSql(stack);
  a = await newManager(stack);
  b = await newManager(stack);
  aHall = await addResource(a, { title: 'A hall', city: 'Aachen', contact_person: 'Anna' });
  aPart = await addResource(a, { title: 'A part', parent_id: aHall });
  aField = (await addCustomField(a, { name: 'A seats', type: 'numeric' })).id;
  aCategory = (await addCategory(a, 'A category')).id;
  expectOk(
    await a.post('/api/internal/opening_times_set', {
      resource_id: aHall,
      opening_times: [{ weekday: 1, from: '08:00', to: '18:00' }],
    }),
  );
  aHoliday = expectOk(
    await a.post('/api/internal/holiday_add', {
      resource_id: aHall,
      title: 'A closed',
      from: '2030-01-01',
      to: '2030-01-02',
    }),
  ).id;
  bRoom = await addResource(b, { title: 'B room' });
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

async function aState() {
  const { rows } = await sql.query(
    `select (select json_agg(json_build_object('weekday', weekday, 'from', time_from, 'to', time_to) order by id) from resources.opening_time where resource_id = $1) as opening,
            (select json_agg(json_build_object('id', id, 'title', title) order by id) from resources.holiday where resource_id = $1) as holidays,
            (select category_id from resources.resource where id = $1) as category_id,
            (select image from resources.resource where id = $1) as image`,
    [aHall],
  );
  return rows[0];
}

test("B gets 404 for A's resource and part, with the same answer as for an unknown id", async () => {
  const unknown = expectFailure(await b.get('/api/v2/resource/2000000000'), 404);
  const foreign = expectFailure(await b.get(`/api/v2/resource/${aHall}`), 404);
  expectFailure(await b.get(`/api/v2/resource/${aPart}`), 404);
  assert.equal(
    foreign.replace(String(aHall), 'ID'),
    unknown.replace('2000000000', 'ID'),
    'foreign and unknown are indistinguishable',
  );
  assert.equal(expectOk(await a.get(`/api/v2/resource/${aHall}`)).title, 'A hall');
});

test("B's resource_list never shows A's resources or custom fields", async () => {
  const answer = await b.get('/api/v2/resource_list');
  assert.deepEqual(expectOk(answer), [{ id: bRoom, title: 'B room', parts: [] }]);
  assert.deepEqual(answer.body.free_text_fields, []);
  assert.deepEqual(expectOk(await b.get('/api/internal/custom_field_list')), []);
  assert.deepEqual(expectOk(await b.get('/api/internal/category_list')), []);
});

test("B cannot use A's resource as parent, nor A's part", async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => b.post('/api/v2/resource_add', { title: 'Intruder', parent_id: aHall }),
    404,
  );
  await expectRejectedWithoutWrites(
    sql,
    () => b.post('/api/v2/resource_add', { title: 'Intruder', parent_id: aPart }),
    404,
  );
  await expectRejectedWithoutWrites(
    sql,
    () => b.post('/api/v2/resource_add', { title: 'Intruder', parent_id: aHall }, { form: true }),
    404,
  );
});

test("B cannot set A's custom field on its own resource: not found, like a missing one", async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => b.post('/api/v2/resource_add', { title: 'B venue', customfields: { [aField]: '5' } }),
    404,
    new RegExp(`^custom field ${aField} not found$`),
  );
});

test("B cannot set opening times on A's resource (404) and A's stay as they were", async () => {
  const before = await aState();
  expectFailure(
    await b.post('/api/internal/opening_times_set', {
      resource_id: aHall,
      opening_times: [{ weekday: 2, from: '00:00', to: '24:00' }],
    }),
    404,
  );
  expectFailure(
    await b.post('/api/internal/opening_times_set', { resource_id: aHall, opening_times: [] }),
    404,
  );
  expectFailure(
    await b.post('/api/internal/opening_times_set', { resource_id: aPart, opening_times: [] }),
    404,
  );
  assert.deepEqual(await aState(), before);
});

test("B cannot read A's schedule (404)", async () => {
  expectFailure(await b.get('/api/internal/schedule', { resource_id: aHall }), 404);
  expectFailure(await b.get('/api/internal/schedule', { resource_id: aPart }), 404);
});

test("B cannot add or delete holidays of A's resource (404)", async () => {
  const before = await aState();
  expectFailure(
    await b.post('/api/internal/holiday_add', {
      resource_id: aHall,
      title: 'Sabotage',
      from: '2030-02-01',
      to: '2030-02-01',
    }),
    404,
  );
  expectFailure(await b.post('/api/internal/holiday_delete', { holiday_id: aHoliday }), 404);
  assert.deepEqual(await aState(), before);
});

test("B cannot set a category or image on A's resource (404), nor use A's category", async () => {
  const bCategory = (await addCategory(b, 'B category')).id;
  const before = await aState();
  expectFailure(
    await b.post('/api/internal/resource_update', { resource_id: aHall, category_id: bCategory }),
    404,
  );
  expectFailure(
    await b.post('/api/internal/resource_update', { resource_id: aHall, category_id: aCategory }),
    404,
  );
  expectFailure(
    await b.post('/api/internal/resource_update', {
      resource_id: aHall,
      image: 'https://evil.example/x.png',
    }),
    404,
  );
  expectFailure(await b.post('/api/internal/resource_update', { resource_id: aHall, category_id: 0 }), 404);
  assert.deepEqual(await aState(), before);
  // B's own resource cannot take A's category either.
  expectFailure(
    await b.post('/api/internal/resource_update', { resource_id: bRoom, category_id: aCategory }),
    404,
  );
  const { rows } = await sql.query('select category_id from resources.resource where id = $1', [bRoom]);
  assert.equal(rows[0].category_id, null);
});

test("A's place is not shared with B even for the same address and contact person", async () => {
  const bSame = await addResource(b, { title: 'B copy', city: 'Aachen', contact_person: 'Anna' });
  const { rows } = await sql.query(
    'select id, place_id, manager_id from resources.resource where id = any($1::bigint[]) order by id',
    [[aHall, bSame]],
  );
  assert.equal(rows.length, 2);
  assert.notEqual(rows[0].place_id, rows[1].place_id);
});

test('A still sees everything of its own', async () => {
  const answer = await a.get('/api/v2/resource_list');
  assert.deepEqual(expectOk(answer), [
    { id: aHall, title: 'A hall', parts: [{ id: aPart, title: 'A part' }] },
  ]);
  assert.deepEqual(answer.body.free_text_fields, [{ id: aField, name: 'A seats', type: 'numeric' }]);
  const schedule = expectOk(await a.get('/api/internal/schedule', { resource_id: aHall }));
  assert.deepEqual(schedule.opening_times, [{ weekday: 1, from: '08:00', to: '18:00' }]);
  assert.deepEqual(schedule.holidays, [
    { id: aHoliday, title: 'A closed', from: '2030-01-01', to: '2030-01-02' },
  ]);
});

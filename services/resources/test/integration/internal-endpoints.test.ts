// The internal manager endpoints behind what v2 reads: custom fields, categories,
// resource_update, schedule, opening_times_set, holiday_add and holiday_delete.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
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
import { addCategory, addCustomField, addResource } from '../helpers/http.ts';

let stack: TestStack;
let sql: pg.Pool;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

async function tableCount(table: string): Promise<number> {
  const { rows } = await sql.query(`select count(*)::int as n from resources.${table}`);
  return rows[0].n as number;
}

describe('custom_field_add and custom_field_list', () => {
  let manager: TestManager;
  before(async () => {
    manager = await newManager(stack);
  });

  test('defines numeric and select fields and lists them in creation order with exact types', async () => {
    const answer = await manager.post('/api/internal/custom_field_add', {
      name: ' Capacity ',
      type: 'numeric',
    });
    const capacity = expectOk(answer);
    assert.equal(answer.body.total, 1);
    assert.deepEqual({ ...capacity, id: 0 }, { id: 0, name: 'Capacity', type: 'numeric', options: [] });
    assert.ok(Number.isInteger(capacity.id));
    const floor = await addCustomField(manager, {
      name: 'Floor',
      type: 'select',
      options: ['ground', ' first ', 'ground', ''],
    });
    assert.deepEqual(floor.options, ['ground', 'first'], 'options trimmed, empties and duplicates dropped');
    const view = await addCustomField(manager, {
      name: 'View',
      type: 'select',
      options: 'sea,mountains , city',
    });
    assert.deepEqual(view.options, ['sea', 'mountains', 'city'], 'a comma-separated string works too');

    const list = await manager.get('/api/internal/custom_field_list');
    assert.deepEqual(expectOk(list), [capacity, floor, view]);
    assert.equal(list.body.total, 3);
  });

  test('form-encoded definitions work, options as a comma-separated string or a list', async () => {
    const sizes = expectOk(
      await manager.post(
        '/api/internal/custom_field_add',
        { name: 'Size', type: 'select', options: 's,m,l' },
        { form: true },
      ),
    );
    assert.deepEqual(sizes.options, ['s', 'm', 'l']);
    const listed = expectOk(
      await manager.post(
        '/api/internal/custom_field_add',
        { name: 'Colour', type: 'select', options: ['red', 'green', 'blue'] },
        { form: true },
      ),
    );
    assert.deepEqual(
      listed.options,
      ['red', 'green', 'blue'],
      'options[0]=red&options[1]=green&… keeps its order',
    );
    const numeric = expectOk(
      await manager.post('/api/internal/custom_field_add', { name: 'Area', type: 'numeric' }, { form: true }),
    );
    assert.equal(numeric.type, 'numeric');
  });

  test('bad definitions are refused and nothing is stored', async () => {
    const before = await tableCount('custom_field');
    for (const body of [
      { type: 'numeric' },
      { name: '', type: 'numeric' },
      { name: '   ', type: 'numeric' },
      { name: 'X'.repeat(256), type: 'numeric' },
      { name: 'Kind', type: 'text' },
      { name: 'Kind' },
      { name: 'Kind', type: 'select' },
      { name: 'Kind', type: 'select', options: [] },
      { name: 'Kind', type: 'select', options: ' , ,' },
      { name: 'Kind', type: 'numeric', options: ['1', '2'] },
      { name: { a: 1 }, type: 'numeric' },
      { name: 'Nul\u0000', type: 'numeric' },
      { name: 'Kind', type: 'select', options: ['ok', 'b\u0000d'] },
    ]) {
      expectFailure(await manager.post('/api/internal/custom_field_add', body), 400);
    }
    assert.equal(await tableCount('custom_field'), before);
  });

  test('a field defined for one manager is not listed for another', async () => {
    const other = await newManager(stack);
    await addCustomField(other, { name: 'Theirs', type: 'numeric' });
    const names = expectOk(await manager.get('/api/internal/custom_field_list')).map(
      (f: { name: string }) => f.name,
    );
    assert.ok(!names.includes('Theirs'));
  });
});

describe('category_add and category_list', () => {
  test('creates categories and lists them in creation order', async () => {
    const manager = await newManager(stack);
    assert.deepEqual(expectOk(await manager.get('/api/internal/category_list')), []);
    const rooms = await addCategory(manager, ' Rooms ');
    const halls = expectOk(
      await manager.post('/api/internal/category_add', { name: 'Halls' }, { form: true }),
    );
    assert.equal(rooms.name, 'Rooms');
    const list = await manager.get('/api/internal/category_list');
    assert.deepEqual(expectOk(list), [
      { id: rooms.id, name: 'Rooms' },
      { id: halls.id, name: 'Halls' },
    ]);
    assert.equal(list.body.total, 2);
    for (const category of expectOk(list)) assert.ok(Number.isInteger(category.id));
  });

  test('a category needs a name', async () => {
    const manager = await newManager(stack);
    const before = await tableCount('category');
    for (const body of [{}, { name: '' }, { name: '  ' }, { name: 'C'.repeat(256) }, { name: 'a\u0000b' }]) {
      expectFailure(await manager.post('/api/internal/category_add', body), 400);
    }
    assert.equal(await tableCount('category'), before);
  });
});

describe('resource_update', () => {
  let manager: TestManager;
  let hall: number;
  let part: number;
  before(async () => {
    manager = await newManager(stack);
    hall = await addResource(manager, { title: 'Hall' });
    part = await addResource(manager, { title: 'Part', parent_id: hall });
  });

  test('sets category and image together, also on a part', async () => {
    const category = await addCategory(manager, 'Stages');
    const answer = await manager.post('/api/internal/resource_update', {
      resource_id: part,
      category_id: category.id,
      image: 'http://img.example.test/part.png',
    });
    assert.deepEqual(expectOk(answer), { id: part, message: 'Resource updated' });
    const detail = expectOk(await manager.get(`/api/v2/resource/${part}`));
    assert.equal(detail.category_id, category.id);
    assert.equal(detail.category_name, 'Stages');
    assert.equal(detail.image, 'http://img.example.test/part.png');
  });

  test('form-encoded updates work', async () => {
    const category = await addCategory(manager, 'Form category');
    expectOk(
      await manager.post(
        '/api/internal/resource_update',
        { resource_id: hall, category_id: category.id },
        { form: true },
      ),
    );
    assert.equal(expectOk(await manager.get(`/api/v2/resource/${hall}`)).category_id, category.id);
  });

  test('refuses unknown resources and categories, bad images and empty changes', async () => {
    expectFailure(
      await manager.post('/api/internal/resource_update', { resource_id: 2_000_000_000, image: '' }),
      404,
    );
    expectFailure(
      await manager.post('/api/internal/resource_update', { resource_id: hall, category_id: 2_000_000_000 }),
      404,
    );
    expectFailure(await manager.post('/api/internal/resource_update', { resource_id: hall }), 400);
    expectFailure(
      await manager.post('/api/internal/resource_update', { resource_id: hall, category_id: -1 }),
      400,
    );
    expectFailure(
      await manager.post('/api/internal/resource_update', { resource_id: 'abc', image: '' }),
      400,
    );
    for (const image of [
      'not a url',
      'ftp://files.example/x.png',
      'javascript:alert(1)',
      'https://x.example/a b.png',
      `https://x.example/${'a'.repeat(2000)}`,
      'https://x.example/\u0000',
    ]) {
      expectFailure(await manager.post('/api/internal/resource_update', { resource_id: hall, image }), 400);
    }
    const { rows } = await sql.query('select image from resources.resource where id = $1', [hall]);
    assert.equal(rows[0].image, '');
  });
});

describe('schedule and opening_times_set', () => {
  let manager: TestManager;
  let hall: number;
  let part: number;
  before(async () => {
    manager = await newManager(stack);
    hall = await addResource(manager, { title: 'Hall' });
    part = await addResource(manager, { title: 'Part', parent_id: hall });
  });

  const set = (resource_id: number, opening_times: unknown[], form = false) =>
    manager.post('/api/internal/opening_times_set', { resource_id, opening_times }, { form });

  test('a new resource has an empty schedule', async () => {
    const answer = await manager.get('/api/internal/schedule', { resource_id: hall });
    assert.deepEqual(expectOk(answer), { resource_id: hall, opening_times: [], holidays: [] });
  });

  test("replaces the week, answers the sorted schedule; 24:00 is a valid end; a part reads its main resource's", async () => {
    const answer = await set(hall, [
      { weekday: 'tue', from: '13:00', to: '24:00' },
      { weekday: 2, from: '08:00', to: '12:00' },
      { weekday: 7, from: '00:00', to: '24:00' },
      { weekday: 'mon', from: '09:30', to: '17:45' },
      { weekday: 1, from: '17:45', to: '20:00' },
    ]);
    const expected = {
      resource_id: hall,
      opening_times: [
        { weekday: 1, from: '09:30', to: '17:45' },
        { weekday: 1, from: '17:45', to: '20:00' },
        { weekday: 2, from: '08:00', to: '12:00' },
        { weekday: 2, from: '13:00', to: '24:00' },
        { weekday: 7, from: '00:00', to: '24:00' },
      ],
      holidays: [],
    };
    assert.deepEqual(expectOk(answer), expected);
    assert.deepEqual(expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })), expected);
    assert.deepEqual(
      expectOk(await manager.get('/api/internal/schedule', { resource_id: part })),
      expected,
      "a part shows its main resource's schedule",
    );

    // Setting again replaces, an empty list clears.
    expectOk(await set(hall, [{ weekday: 3, from: '10:00', to: '11:00' }]));
    assert.deepEqual(
      expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })).opening_times,
      [{ weekday: 3, from: '10:00', to: '11:00' }],
    );
    expectOk(await set(hall, []));
    assert.deepEqual(
      expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })).opening_times,
      [],
    );
  });

  test('form-encoded windows work (opening_times[0][weekday]=fri&…)', async () => {
    const windows = Array.from({ length: 12 }, (_, i) => ({
      weekday: 'fri',
      from: `${String(i + 8).padStart(2, '0')}:00`,
      to: `${String(i + 8).padStart(2, '0')}:30`,
    }));
    const answer = await set(hall, windows, true);
    assert.deepEqual(
      expectOk(answer).opening_times,
      windows.map((w) => ({ ...w, weekday: 5 })),
    );
    // Numeric weekdays arrive as text in a form and count as numbers.
    const numeric = await set(
      hall,
      [
        { weekday: 7, from: '10:00', to: '24:00' },
        { weekday: 1, from: '09:00', to: '10:00' },
      ],
      true,
    );
    assert.deepEqual(expectOk(numeric).opening_times, [
      { weekday: 1, from: '09:00', to: '10:00' },
      { weekday: 7, from: '10:00', to: '24:00' },
    ]);
    expectFailure(
      await set(
        hall,
        [
          { weekday: 'fri', from: '10:00', to: '12:00' },
          { weekday: 5, from: '11:00', to: '13:00' },
        ],
        true,
      ),
      400,
    );
    expectFailure(
      await manager.post('/api/internal/opening_times_set', {
        resource_id: hall,
        opening_times: { x: { weekday: 1, from: '10:00', to: '11:00' } },
      }),
      400,
    );
  });

  test('overlapping windows, from >= to and malformed values are refused and the old week stays', async () => {
    const week = [{ weekday: 4, from: '09:00', to: '17:00' }];
    expectOk(await set(hall, week));
    const bad: { name: string; windows: unknown[] }[] = [
      {
        name: 'overlap',
        windows: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:00', to: '14:00' },
        ],
      },
      {
        name: 'contained',
        windows: [
          { weekday: 1, from: '08:00', to: '20:00' },
          { weekday: 1, from: '10:00', to: '11:00' },
        ],
      },
      {
        name: 'same start',
        windows: [
          { weekday: 'mon', from: '08:00', to: '09:00' },
          { weekday: 1, from: '08:00', to: '10:00' },
        ],
      },
      {
        name: 'duplicate',
        windows: [
          { weekday: 6, from: '08:00', to: '09:00' },
          { weekday: 6, from: '08:00', to: '09:00' },
        ],
      },
      { name: 'from = to', windows: [{ weekday: 1, from: '10:00', to: '10:00' }] },
      { name: 'from > to', windows: [{ weekday: 1, from: '18:00', to: '09:00' }] },
      { name: 'from 24:00', windows: [{ weekday: 1, from: '24:00', to: '24:00' }] },
      { name: 'to 24:30', windows: [{ weekday: 1, from: '10:00', to: '24:30' }] },
      { name: 'to 25:00', windows: [{ weekday: 1, from: '10:00', to: '25:00' }] },
      { name: 'single-digit hour', windows: [{ weekday: 1, from: '9:00', to: '10:00' }] },
      { name: 'minutes 60', windows: [{ weekday: 1, from: '09:60', to: '10:00' }] },
      { name: 'not a time', windows: [{ weekday: 1, from: 'noon', to: 'late' }] },
      { name: 'weekday 0', windows: [{ weekday: 0, from: '09:00', to: '10:00' }] },
      { name: 'weekday 8', windows: [{ weekday: 8, from: '09:00', to: '10:00' }] },
      { name: 'weekday name', windows: [{ weekday: 'monday', from: '09:00', to: '10:00' }] },
      { name: 'missing to', windows: [{ weekday: 1, from: '09:00' }] },
    ];
    for (const { name, windows } of bad) {
      expectFailure(await set(hall, windows), 400, undefined);
      assert.deepEqual(
        expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })).opening_times,
        week,
        name,
      );
    }
    // Adjacent windows (one ends when the next starts) are not an overlap; other days do not clash.
    expectOk(
      await set(hall, [
        { weekday: 1, from: '08:00', to: '12:00' },
        { weekday: 1, from: '12:00', to: '16:00' },
        { weekday: 2, from: '10:00', to: '14:00' },
      ]),
    );
  });

  test('parallel opening_times_set calls replace the week: one of them wins whole, never a mix', async () => {
    const weeks = Array.from({ length: 8 }, (_, i) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        from: `${String(i + 1).padStart(2, '0')}:00`,
        to: `${String(i + 1).padStart(2, '0')}:30`,
      })),
    );
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(weeks.map((week) => set(hall, week)));
      // Each call answers the week it stored itself.
      answers.forEach((answer, i) => assert.deepEqual(expectOk(answer).opening_times, weeks[i]));
      const stored = expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })).opening_times;
      assert.ok(
        weeks.some((week) => JSON.stringify(week) === JSON.stringify(stored)),
        `the stored week is one of those sent, got ${JSON.stringify(stored)}`,
      );
    }
  });

  test('opening times on a part are refused with 400', async () => {
    const before = await tableCount('opening_time');
    expectFailure(await set(part, [{ weekday: 1, from: '09:00', to: '10:00' }]), 400, /part/);
    expectFailure(await set(part, []), 400);
    assert.equal(await tableCount('opening_time'), before);
  });

  test('unknown resources answer 404', async () => {
    expectFailure(await set(2_000_000_000, []), 404);
    expectFailure(await manager.get('/api/internal/schedule', { resource_id: 2_000_000_000 }), 404);
    expectFailure(await manager.get('/api/internal/schedule', { resource_id: 'abc' }), 400);
  });
});

describe('holiday_add and holiday_delete', () => {
  let manager: TestManager;
  let hall: number;
  let part: number;
  before(async () => {
    manager = await newManager(stack);
    hall = await addResource(manager, { title: 'Hall' });
    part = await addResource(manager, { title: 'Part', parent_id: hall });
  });

  test('adds holidays (single day and ranges, leap day), lists them by start date, deletes them', async () => {
    const add = (title: string, from: string, to: string, form = false) =>
      manager.post('/api/internal/holiday_add', { resource_id: hall, title, from, to }, { form });
    const summer = expectOk(await add(' Summer ', '2031-07-01', '2031-08-15'));
    assert.deepEqual({ ...summer, id: 0 }, { id: 0, title: 'Summer', from: '2031-07-01', to: '2031-08-15' });
    assert.ok(Number.isInteger(summer.id));
    const leap = expectOk(await add('Leap day', '2032-02-29', '2032-02-29', true));
    const newYear = expectOk(await add('New year', '2031-01-01', '2031-01-01'));
    const yearEnd = expectOk(await add('Year end', '2031-12-24', '2032-01-06'));

    const schedule = expectOk(await manager.get('/api/internal/schedule', { resource_id: part }));
    assert.equal(schedule.resource_id, hall);
    assert.deepEqual(schedule.holidays, [newYear, summer, yearEnd, leap]);

    assert.deepEqual(
      expectOk(await manager.post('/api/internal/holiday_delete', { holiday_id: summer.id })),
      {
        id: summer.id,
        message: 'Holiday deleted',
      },
    );
    expectFailure(
      await manager.post('/api/internal/holiday_delete', { holiday_id: summer.id }),
      404,
      undefined,
    );
    assert.deepEqual(expectOk(await manager.get('/api/internal/schedule', { resource_id: hall })).holidays, [
      newYear,
      yearEnd,
      leap,
    ]);
  });

  test('from after to, impossible and malformed dates, a missing title and a part are refused', async () => {
    const before = await tableCount('holiday');
    const add = (body: Record<string, unknown>) =>
      manager.post('/api/internal/holiday_add', { resource_id: hall, title: 'X', ...body });
    for (const dates of [
      { from: '2031-05-02', to: '2031-05-01' },
      { from: '2031-02-30', to: '2031-03-01' },
      { from: '2031-02-29', to: '2031-02-29' },
      { from: '2031-04-31', to: '2031-05-01' },
      { from: '2031-13-01', to: '2031-13-02' },
      { from: '2031-00-10', to: '2031-01-10' },
      { from: '2031-01-00', to: '2031-01-10' },
      { from: '2031-1-5', to: '2031-01-10' },
      { from: '05.01.2031', to: '10.01.2031' },
      { from: 'tomorrow', to: '2031-01-10' },
      { from: '2031-01-05' },
      { to: '2031-01-05' },
    ]) {
      expectFailure(await add(dates), 400);
    }
    expectFailure(await add({ title: '', from: '2031-01-01', to: '2031-01-01' }), 400);
    expectFailure(await add({ title: '   ', from: '2031-01-01', to: '2031-01-01' }), 400);
    expectFailure(await add({ title: 'a\u0000b', from: '2031-01-01', to: '2031-01-01' }), 400);
    expectFailure(
      await manager.post('/api/internal/holiday_add', {
        resource_id: part,
        title: 'Part holiday',
        from: '2031-01-01',
        to: '2031-01-01',
      }),
      400,
      /part/,
    );
    expectFailure(
      await manager.post('/api/internal/holiday_add', {
        resource_id: 2_000_000_000,
        title: 'X',
        from: '2031-01-01',
        to: '2031-01-01',
      }),
      404,
    );
    assert.equal(await tableCount('holiday'), before);
  });

  test("deleting another manager's holiday answers 404 and keeps it", async () => {
    const other = await newManager(stack);
    const theirHall = await addResource(other, { title: 'Their hall' });
    const theirs = expectOk(
      await other.post('/api/internal/holiday_add', {
        resource_id: theirHall,
        title: 'Theirs',
        from: '2031-03-01',
        to: '2031-03-02',
      }),
    );
    expectFailure(await manager.post('/api/internal/holiday_delete', { holiday_id: theirs.id }), 404);
    expectFailure(await manager.post('/api/internal/holiday_delete', { holiday_id: 2_000_000_000 }), 404);
    expectFailure(await manager.post('/api/internal/holiday_delete', { holiday_id: 'abc' }), 400);
    assert.deepEqual(
      expectOk(await other.get('/api/internal/schedule', { resource_id: theirHall })).holidays,
      [theirs],
    );
  });
});

// GET /api/v2/resource/<id> (spec 4.2, 2.2): every detail field with its exact type, today's
// opening times and holidays in the manager's time zone, a part showing its main resource's
// schedule, category and image set through the internal endpoints.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, newManager, type TestStack } from '@venue/testing';
import { addDays, localToday, zoneAwayFromMidnight } from '../helpers/clock.ts';
import { addCategory, addResource } from '../helpers/http.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

const DETAIL_FIELDS = [
  'category_id',
  'category_name',
  'city',
  'country',
  'fax',
  'id',
  'image',
  'manager',
  'phone',
  'public_comment',
  'street_hnr',
  'title',
  'today_holidays',
  'today_opening_times',
  'zip',
];

const STRING_FIELDS = [
  'title',
  'image',
  'category_name',
  'street_hnr',
  'zip',
  'city',
  'country',
  'phone',
  'fax',
  'public_comment',
];

function assertDetailTypes(data: Record<string, unknown>): void {
  assert.deepEqual(Object.keys(data).sort(), DETAIL_FIELDS);
  for (const field of ['id', 'manager', 'category_id'])
    assert.ok(Number.isInteger(data[field]), `${field} is an integer`);
  for (const field of STRING_FIELDS) assert.equal(typeof data[field], 'string', `${field} is a string`);
  assert.ok(Array.isArray(data.today_opening_times));
  for (const window of data.today_opening_times as unknown[]) {
    assert.ok(Array.isArray(window) && window.length === 2, 'an opening window is a [from, to] pair');
    for (const time of window) assert.match(time as string, /^\d{2}:\d{2}$/);
  }
  assert.ok(Array.isArray(data.today_holidays));
  for (const holiday of data.today_holidays as Record<string, unknown>[]) {
    assert.deepEqual(Object.keys(holiday).sort(), ['from', 'title', 'to']);
    assert.equal(typeof holiday.title, 'string');
    assert.match(holiday.from as string, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(holiday.to as string, /^\d{4}-\d{2}-\d{2}$/);
  }
}

test('a resource created with every field reads back with exact types', async () => {
  const manager = await newManager(stack);
  const id = await addResource(manager, {
    title: 'Concert hall',
    street_hnr: 'Hauptstraße 5',
    zip: '10115',
    city: 'Berlin',
    country: 'de',
    contact_person: 'Ada',
    phone: '+49 30 1234',
    fax: '+49 30 1235',
    public_comment: 'Wheelchair accessible',
    internal_comment: 'Key at the desk',
    lat: 52.52,
    lng: 13.405,
    tags: 'music,large',
  });
  const answer = await manager.get(`/api/v2/resource/${id}`);
  const data = expectOk(answer);
  assert.equal(answer.body.total, 1);
  assertDetailTypes(data);
  assert.deepEqual(data, {
    id,
    manager: manager.managerId,
    title: 'Concert hall',
    image: '',
    category_id: 0,
    category_name: '',
    street_hnr: 'Hauptstraße 5',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    phone: '+49 30 1234',
    fax: '+49 30 1235',
    public_comment: 'Wheelchair accessible',
    today_opening_times: [],
    today_holidays: [],
  });
});

test('a bare resource has empty strings, category 0 and empty schedule arrays', async () => {
  const manager = await newManager(stack);
  const id = await addResource(manager, { title: 'Shed' });
  const data = expectOk(await manager.get(`/api/v2/resource/${id}`));
  assertDetailTypes(data);
  assert.equal(data.title, 'Shed');
  for (const field of STRING_FIELDS.filter((f) => f !== 'title')) assert.equal(data[field], '', field);
  assert.equal(data.category_id, 0);
  assert.deepEqual(data.today_opening_times, []);
  assert.deepEqual(data.today_holidays, []);
});

// Different windows for every ISO weekday, so the answer names the weekday it used.
const WEEK: { weekday: number; windows: { from: string; to: string }[] }[] = [
  {
    weekday: 1,
    windows: [
      { from: '01:00', to: '01:30' },
      { from: '11:00', to: '21:00' },
    ],
  },
  {
    weekday: 2,
    windows: [
      { from: '02:00', to: '02:30' },
      { from: '12:00', to: '22:00' },
    ],
  },
  {
    weekday: 3,
    windows: [
      { from: '03:00', to: '03:30' },
      { from: '13:00', to: '23:00' },
    ],
  },
  {
    weekday: 4,
    windows: [
      { from: '04:00', to: '04:30' },
      { from: '14:00', to: '23:30' },
    ],
  },
  {
    weekday: 5,
    windows: [
      { from: '05:00', to: '05:30' },
      { from: '15:00', to: '23:45' },
    ],
  },
  {
    weekday: 6,
    windows: [
      { from: '06:00', to: '06:30' },
      { from: '16:00', to: '23:59' },
    ],
  },
  {
    weekday: 7,
    windows: [
      { from: '07:00', to: '07:30' },
      { from: '17:00', to: '24:00' },
    ],
  },
];

test("today_opening_times are the windows of today's weekday in the manager's time zone; a part shows its main resource's", async () => {
  const timezone = zoneAwayFromMidnight();
  const manager = await newManager(stack, { timezone });
  const hall = await addResource(manager, { title: 'Hall' });
  const part = await addResource(manager, { title: 'Stage', parent_id: hall });
  const opening_times = WEEK.flatMap(({ weekday, windows }) => windows.map((w) => ({ weekday, ...w })));
  expectOk(await manager.post('/api/internal/opening_times_set', { resource_id: hall, opening_times }));

  const today = localToday(timezone);
  const expected = WEEK[today.weekday - 1]!.windows.map((w) => [w.from, w.to]);

  const main = expectOk(await manager.get(`/api/v2/resource/${hall}`));
  assertDetailTypes(main);
  assert.deepEqual(main.today_opening_times, expected, `weekday ${today.weekday} in ${timezone}`);

  const partDetail = expectOk(await manager.get(`/api/v2/resource/${part}`));
  assertDetailTypes(partDetail);
  assert.equal(partDetail.title, 'Stage');
  assert.deepEqual(partDetail.today_opening_times, expected, 'a part opens with its main resource');
});

test('weekday names are accepted and the windows come back sorted by time', async () => {
  const timezone = zoneAwayFromMidnight();
  const manager = await newManager(stack, { timezone });
  const hall = await addResource(manager, { title: 'Hall' });
  const names = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const opening_times = names.flatMap((weekday) => [
    { weekday, from: '14:00', to: '18:00' },
    { weekday, from: '08:00', to: '12:00' },
  ]);
  expectOk(await manager.post('/api/internal/opening_times_set', { resource_id: hall, opening_times }));
  const data = expectOk(await manager.get(`/api/v2/resource/${hall}`));
  assert.deepEqual(data.today_opening_times, [
    ['08:00', '12:00'],
    ['14:00', '18:00'],
  ]);
});

test("today_holidays lists exactly the holidays covering today in the manager's zone, also on a part", async () => {
  const timezone = zoneAwayFromMidnight();
  const manager = await newManager(stack, { timezone });
  const hall = await addResource(manager, { title: 'Hall' });
  const part = await addResource(manager, { title: 'Stage', parent_id: hall });
  const today = localToday(timezone).date;
  const holidays = [
    { title: 'Past', from: addDays(today, -10), to: addDays(today, -1) },
    { title: 'Around today', from: addDays(today, -1), to: addDays(today, 1) },
    { title: 'Only today', from: today, to: today },
    { title: 'Ends today', from: addDays(today, -3), to: today },
    { title: 'Starts today', from: today, to: addDays(today, 5) },
    { title: 'Future', from: addDays(today, 1), to: addDays(today, 2) },
  ];
  for (const holiday of holidays) {
    const added = expectOk(
      await manager.post('/api/internal/holiday_add', { resource_id: hall, ...holiday }),
    );
    assert.ok(Number.isInteger(added.id));
    assert.deepEqual({ title: added.title, from: added.from, to: added.to }, holiday);
  }
  const covering = holidays.filter((h) => h.from <= today && h.to >= today);
  const byStart = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);

  const main = expectOk(await manager.get(`/api/v2/resource/${hall}`));
  assertDetailTypes(main);
  assert.deepEqual(
    [...main.today_holidays].sort(byStart),
    [...covering].sort(byStart),
    `today is ${today} in ${timezone}`,
  );

  const partDetail = expectOk(await manager.get(`/api/v2/resource/${part}`));
  assert.deepEqual([...partDetail.today_holidays].sort(byStart), [...covering].sort(byStart));
});

test('category_id and category_name after category_add and resource_update; 0 clears the category', async () => {
  const manager = await newManager(stack);
  const id = await addResource(manager, { title: 'Hall' });
  const category = await addCategory(manager, 'Event spaces');
  assert.ok(Number.isInteger(category.id));
  assert.equal(category.name, 'Event spaces');

  const updated = expectOk(
    await manager.post('/api/internal/resource_update', { resource_id: id, category_id: category.id }),
  );
  assert.equal(updated.id, id);
  let data = expectOk(await manager.get(`/api/v2/resource/${id}`));
  assertDetailTypes(data);
  assert.equal(data.category_id, category.id);
  assert.equal(data.category_name, 'Event spaces');

  expectOk(await manager.post('/api/internal/resource_update', { resource_id: id, category_id: 0 }));
  data = expectOk(await manager.get(`/api/v2/resource/${id}`));
  assert.equal(data.category_id, 0);
  assert.equal(data.category_name, '');
});

test('image after resource_update, as given; an empty string clears it', async () => {
  const manager = await newManager(stack);
  const id = await addResource(manager, { title: 'Hall' });
  const url = 'https://cdn.example.test/images/hall.jpg';
  expectOk(await manager.post('/api/internal/resource_update', { resource_id: id, image: url }));
  let data = expectOk(await manager.get(`/api/v2/resource/${id}`));
  assert.equal(data.image, url);
  assertDetailTypes(data);

  expectOk(await manager.post('/api/internal/resource_update', { resource_id: id, image: '' }));
  data = expectOk(await manager.get(`/api/v2/resource/${id}`));
  assert.equal(data.image, '');
});

test('a part has its own title and address, and the manager id', async () => {
  const manager = await newManager(stack);
  const hall = await addResource(manager, { title: 'Hall', city: 'Berlin' });
  const part = await addResource(manager, {
    title: 'Balcony',
    parent_id: hall,
    city: 'Potsdam',
    public_comment: 'upstairs',
  });
  const data = expectOk(await manager.get(`/api/v2/resource/${part}`));
  assertDetailTypes(data);
  assert.equal(data.id, part);
  assert.equal(data.manager, manager.managerId);
  assert.equal(data.title, 'Balcony');
  assert.equal(data.city, 'Potsdam');
  assert.equal(data.public_comment, 'upstairs');
});

test('unknown ids answer 404, malformed ids 400', async () => {
  const manager = await newManager(stack);
  expectFailure(await manager.get('/api/v2/resource/999999'), 404);
  expectFailure(await manager.get('/api/v2/resource/abc'), 400);
  expectFailure(await manager.get('/api/v2/resource/0'), 400);
  expectFailure(await manager.get('/api/v2/resource/-3'), 400);
  expectFailure(await manager.get('/api/v2/resource/99999999999999999999'), 400);
});

// The resources service spoken to directly over gRPC, as the gateway and other services do:
// every call needs a manager id, the health service reports SERVING, and the service enforces
// its rules itself (the gateway's HTTP schemas are not its only guard).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import type pg from 'pg';
import { localDateOf, type resources } from '@venue/contracts';
import { minutesOf } from '@venue/platform';
import { countRows, expectGrpcError, expectGrpcOk, grpcCall, openSql } from '@venue/testing';
import { SERVICE_VERSION } from '../../src/version.ts';
import { addDays, localToday, zoneAwayFromMidnight } from '../helpers/clock.ts';
import { managerMetadata, startResourcesUnderTest, type ResourcesUnderTest } from '../helpers/grpc.ts';

let service: ResourcesUnderTest;
let sql: pg.Pool;
before(async () => {
  service = await startResourcesUnderTest({ RESOURCES_LOCATIONS_QUOTA: '3', RESOURCES_PARTS_QUOTA: '2' });
  sql = openSql(service.database);
});
after(async () => {
  await sql?.end();
  await service?.stop();
});

let nextManager = 7000;
const newManagerId = () => ++nextManager;

const call = <Res>(method: string, request: unknown, managerId?: number | string, timezone?: string) =>
  grpcCall<Res>(
    service.client,
    method,
    request,
    managerId === undefined ? undefined : managerMetadata(managerId, timezone),
  );

/** An opening window with H:i times as the service takes it (minutes of the day); the weekday as its enum number. */
const window = (weekday: number, from: string, to: string) => ({
  weekday,
  times: { start_minute: minutesOf(from), end_minute: minutesOf(to) },
});

/** A holiday's dates (Y-m-d) as the service takes them. */
const holidayDates = (from: string, to: string) => ({ start_date: localDateOf(from), end_date: localDateOf(to) });

/** The message without the synthetic oneof markers (_lat: 'lat') that proto3 optional fields bring. */
function withoutOneofMarkers<T extends object>(message: T): T {
  return Object.fromEntries(Object.entries(message).filter(([key]) => !key.startsWith('_'))) as T;
}

function resourceCount(): Promise<number> {
  return countRows(sql, 'resources.resource');
}

async function addResource(
  managerId: number,
  request: Partial<resources.AddResourceRequest>,
): Promise<number> {
  const answer = await expectGrpcOk(
    call<resources.AddResourceResponse__Output>('AddResource', { title: 'R', ...request }, managerId),
  );
  assert.ok(Number.isInteger(answer.id));
  return answer.id;
}

describe('caller identity', () => {
  test('ListResources without metadata is refused with UNAUTHENTICATED', async () => {
    const error = await expectGrpcError(call('ListResources', {}), status.UNAUTHENTICATED);
    assert.match(error.details, /manager/);
  });

  test('ListResources with x-manager-id answers OK', async () => {
    const answer = await expectGrpcOk(
      call<resources.ListResourcesResponse__Output>('ListResources', {}, newManagerId()),
    );
    assert.deepEqual(answer, { resources: [], custom_fields: [] });
  });

  test('a malformed manager id is refused like a missing one', async () => {
    for (const id of ['', 'abc', '0', '-4', '1.5', '99999999999999999999']) {
      await expectGrpcError(call('ListResources', {}, id), status.UNAUTHENTICATED);
    }
  });

  test('every method refuses a call without a manager id, and writes nothing', async () => {
    const before = await resourceCount();
    const requests: Record<string, unknown> = {
      GetResource: { id: 1 },
      AddResource: { title: 'Sneaky' },
      UpdateResource: { id: 1, image: '' },
      GetResourceTree: { id: 1 },
      DescribeResources: { ids: [1] },
      AddCustomField: { name: 'F', type: 'numeric' },
      ListCustomFields: {},
      AddCategory: { name: 'C' },
      ListCategories: {},
      GetSchedule: { resource_id: 1 },
      SetOpeningTimes: { resource_id: 1, opening_times: [] },
      AddHoliday: { resource_id: 1, title: 'H', ...holidayDates('2030-01-01', '2030-01-01') },
      DeleteHoliday: { id: 1 },
    };
    for (const [method, request] of Object.entries(requests)) {
      await expectGrpcError(call(method, request), status.UNAUTHENTICATED);
    }
    assert.equal(await resourceCount(), before);
  });
});

test('the standard health service answers SERVING, naming the release (the compose health check prints it)', async () => {
  const answer = await expectGrpcOk(grpcCall<{ status: string }>(service.health, 'Check', { service: '' }));
  assert.equal(answer.status, 'SERVING');
  // Its own process (the service answers from this one).
  const probe = await promisify(execFile)(process.execPath, ['deploy/docker/grpc-health-check.mjs', service.address]);
  assert.equal(probe.stdout.trim(), `${service.address} serving, version ${SERVICE_VERSION}`);
  assert.match(SERVICE_VERSION, /^[1-9]\d*\.\d+\.\d+$/);
});

describe('resources over gRPC', () => {
  test('AddResource and GetResource keep every field, including those the HTTP detail leaves out', async () => {
    const managerId = newManagerId();
    const seats = await expectGrpcOk(
      call<resources.CustomField__Output>(
        'AddCustomField',
        { name: 'Seats', type: 'numeric', options: [] },
        managerId,
      ),
    );
    const id = await addResource(managerId, {
      title: ' Hall ',
      listed_on_platform: false,
      street: 'Road 1',
      zip: '1000',
      city: 'Town',
      country: 'nl',
      contact_person: 'Kim',
      phone: '1',
      fax: '2',
      internal_comment: 'inside',
      public_comment: 'outside',
      lat: 0,
      lng: -0.5,
      tags: ['a,b', ' c ', 'a'],
      custom_fields: [{ field_id: seats.id, value: ' 42 ' }],
    });
    const { resource } = await expectGrpcOk(
      call<resources.GetResourceResponse__Output>('GetResource', { id }, managerId, 'UTC'),
    );
    assert.deepEqual(withoutOneofMarkers(resource!), {
      id,
      manager: managerId,
      title: 'Hall',
      image: '',
      category_id: 0,
      category_name: '',
      street: 'Road 1',
      zip: '1000',
      city: 'Town',
      country: 'NL',
      phone: '1',
      fax: '2',
      public_comment: 'outside',
      today_opening_times: [],
      today_holidays: [],
      contact_person: 'Kim',
      internal_comment: 'inside',
      listed_on_platform: false,
      lat: 0,
      lng: -0.5,
      tags: ['a', 'b', 'c'],
      custom_fields: [{ field_id: seats.id, value: '42' }],
    });
  });

  test('a resource without coordinates or parent leaves those optional fields out', async () => {
    const managerId = newManagerId();
    const id = await addResource(managerId, { title: 'Bare' });
    const { resource } = await expectGrpcOk(
      call<resources.GetResourceResponse__Output>('GetResource', { id }, managerId),
    );
    assert.equal(resource!.listed_on_platform, true);
    assert.equal('lat' in resource!, false);
    assert.equal('lng' in resource!, false);
    assert.equal('parent_id' in resource!, false);
    const part = await addResource(managerId, { title: 'Part', parent_id: id });
    const partAnswer = await expectGrpcOk(
      call<resources.GetResourceResponse__Output>('GetResource', { id: part }, managerId),
    );
    assert.equal(partAnswer.resource!.parent_id, id);
  });

  test('the service itself refuses what the gateway schema would: INVALID_ARGUMENT and nothing written', async () => {
    const managerId = newManagerId();
    const before = await resourceCount();
    for (const request of [
      { title: '' },
      { title: ' \t ' },
      { title: 'T'.repeat(10_000) },
      { title: 'X', public_comment: 'c'.repeat(100_000) },
      { title: 'X', internal_comment: 'c'.repeat(10_001) },
      { title: 'X', street: 's'.repeat(256) },
      { title: 'X', lat: 90.5 },
      { title: 'X', lat: Number.NaN },
      { title: 'X', lng: -180.01 },
      { title: 'X', lng: Number.POSITIVE_INFINITY },
      { title: 'X', country: 'DEU' },
      { title: 'X', country: '1A' },
      { title: 'X', tags: ['t'.repeat(101)] },
      { title: 'X', tags: Array.from({ length: 101 }, (_, i) => `tag${i}`) },
      { title: 'Ha\u0000ll' },
      {
        title: 'X',
        custom_fields: [
          { field_id: 1, value: '1' },
          { field_id: 1, value: '2' },
        ],
      },
    ]) {
      await expectGrpcError(call('AddResource', request, managerId), status.INVALID_ARGUMENT);
    }
    // A custom field the manager does not have is not found, as any id of the manager's data.
    await expectGrpcError(call('AddResource', { title: 'X', custom_fields: [{ field_id: 123456, value: '1' }] }, managerId), status.NOT_FOUND);
    assert.equal(await resourceCount(), before);
  });

  test("parents and custom fields: another manager's are NOT_FOUND, a part is INVALID_ARGUMENT, custom fields on parts INVALID_ARGUMENT", async () => {
    const a = newManagerId();
    const b = newManagerId();
    const aMain = await addResource(a, { title: 'A' });
    const aPart = await addResource(a, { title: 'A part', parent_id: aMain });
    const field = await expectGrpcOk(
      call<resources.CustomField__Output>('AddCustomField', { name: 'N', type: 'numeric', options: [] }, a),
    );
    const before = await resourceCount();
    await expectGrpcError(call('AddResource', { title: 'B part', parent_id: aMain }, b), status.NOT_FOUND);
    await expectGrpcError(
      call('AddResource', { title: 'Sub', parent_id: aPart }, a),
      status.INVALID_ARGUMENT,
    );
    await expectGrpcError(
      call(
        'AddResource',
        { title: 'P', parent_id: aMain, custom_fields: [{ field_id: field.id, value: '1' }] },
        a,
      ),
      status.INVALID_ARGUMENT,
    );
    await expectGrpcError(
      call('AddResource', { title: 'B', custom_fields: [{ field_id: field.id, value: '1' }] }, b),
      status.NOT_FOUND,
    );
    await expectGrpcError(call('GetResource', { id: aMain }, b), status.NOT_FOUND);
    await expectGrpcError(call('GetResourceTree', { id: aPart }, b), status.NOT_FOUND);
    assert.equal(await resourceCount(), before);
  });

  test('manager ids beyond 32 bits work like any other (bigint columns, quota lock included)', async () => {
    for (const managerId of [2_147_483_648, 9_007_199_254_740_991]) {
      const main = await addResource(managerId, { title: 'Big' });
      await addResource(managerId, { title: 'Big part', parent_id: main });
      const list = await expectGrpcOk(
        call<resources.ListResourcesResponse__Output>('ListResources', {}, managerId),
      );
      assert.deepEqual(
        list.resources.map((r) => r.title),
        ['Big'],
      );
      const { resource } = await expectGrpcOk(
        call<resources.GetResourceResponse__Output>('GetResource', { id: main }, managerId),
      );
      assert.equal(resource!.manager, managerId);
    }
  });

  test('quotas answer FAILED_PRECONDITION', async () => {
    const managerId = newManagerId();
    const main = await addResource(managerId, { title: '1' });
    await addResource(managerId, { title: '2' });
    await addResource(managerId, { title: '3' });
    await expectGrpcError(call('AddResource', { title: '4' }, managerId), status.FAILED_PRECONDITION);
    await addResource(managerId, { title: 'p1', parent_id: main });
    await addResource(managerId, { title: 'p2', parent_id: main });
    await expectGrpcError(
      call('AddResource', { title: 'p3', parent_id: main }, managerId),
      status.FAILED_PRECONDITION,
    );
  });

  test('DescribeResources names the manager\'s resources asked for, and only those', async () => {
    const managerId = newManagerId();
    const other = newManagerId();
    const main = await addResource(managerId, { title: 'Hall' });
    const part = await addResource(managerId, { title: 'Stage', parent_id: main });
    const unasked = await addResource(managerId, { title: 'Cellar' });
    const foreign = await addResource(other, { title: 'Not yours' });
    const answer = await expectGrpcOk(
      call<resources.DescribeResourcesResponse__Output>(
        'DescribeResources',
        { ids: [part, main, foreign, part, 999_999_999] },
        managerId,
      ),
    );
    assert.deepEqual(answer.resources, [
      { id: main, title: 'Hall', parent_id: 0 },
      { id: part, title: 'Stage', parent_id: main },
    ]);
    assert.ok(!answer.resources.some((r) => r.id === unasked || r.id === foreign));
    const none = await expectGrpcOk(
      call<resources.DescribeResourcesResponse__Output>('DescribeResources', { ids: [] }, managerId),
    );
    assert.deepEqual(none.resources, []);
    await expectGrpcError(call('DescribeResources', { ids: [main, -1] }, managerId), status.INVALID_ARGUMENT);
    await expectGrpcError(
      call('DescribeResources', { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, managerId),
      status.INVALID_ARGUMENT,
    );
  });

  test('GetResourceTree gives the main resource, all its parts, the main custom values and schedule, from a part too', async () => {
    const managerId = newManagerId();
    const field = await expectGrpcOk(
      call<resources.CustomField__Output>(
        'AddCustomField',
        { name: 'Kind', type: 'select', options: ['x', 'y'] },
        managerId,
      ),
    );
    const main = await addResource(managerId, {
      title: 'Main',
      custom_fields: [{ field_id: field.id, value: 'y' }],
    });
    const p1 = await addResource(managerId, { title: 'P1', parent_id: main });
    const p2 = await addResource(managerId, { title: 'P2', parent_id: main });
    const opening_times = [window(3, '14:00', '18:00'), window(1, '08:00', '12:00'), window(1, '07:00', '07:30')];
    await expectGrpcOk(call('SetOpeningTimes', { resource_id: main, opening_times }, managerId));
    for (const [title, day] of [['Later', '2031-05-02'], ['Sooner', '2031-01-01']]) {
      await expectGrpcOk(call('AddHoliday', { resource_id: main, title, ...holidayDates(day!, day!) }, managerId));
    }
    const schedule = await expectGrpcOk(call<resources.Schedule__Output>('GetSchedule', { resource_id: main }, managerId));
    assert.deepEqual(
      schedule.opening_times.map((w) => `${w.weekday} ${w.times?.start_minute}`),
      ['WEEKDAY_MONDAY 420', 'WEEKDAY_MONDAY 480', 'WEEKDAY_WEDNESDAY 840'],
    );
    const expected = {
      main: { id: main, title: 'Main' },
      parts: [
        { id: p1, title: 'P1' },
        { id: p2, title: 'P2' },
      ],
      main_custom_fields: [{ field_id: field.id, value: 'y' }],
      // The same schedule, in the same order, as GetSchedule answers.
      main_schedule: schedule,
    };
    assert.deepEqual(await expectGrpcOk(call('GetResourceTree', { id: main }, managerId)), {
      id: main,
      ...expected,
    });
    assert.deepEqual(await expectGrpcOk(call('GetResourceTree', { id: p2 }, managerId)), {
      id: p2,
      ...expected,
    });
    await expectGrpcError(call('GetResourceTree', { id: 987654 }, managerId), status.NOT_FOUND);
  });

  test("GetResource answers today's schedule in the zone of x-manager-timezone, UTC without it", async () => {
    const managerId = newManagerId();
    const timezone = zoneAwayFromMidnight();
    const main = await addResource(managerId, { title: 'Main' });
    const opening_times = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      window(weekday, `${String(weekday).padStart(2, '0')}:00`, '23:00'),
    );
    await expectGrpcOk(call('SetOpeningTimes', { resource_id: main, opening_times }, managerId));
    const today = localToday(timezone);
    await expectGrpcOk(
      call('AddHoliday', { resource_id: main, title: 'Today', ...holidayDates(today.date, today.date) }, managerId),
    );
    await expectGrpcOk(
      call(
        'AddHoliday',
        { resource_id: main, title: 'Tomorrow', ...holidayDates(addDays(today.date, 1), addDays(today.date, 1)) },
        managerId,
      ),
    );

    const zoned = await expectGrpcOk(
      call<resources.GetResourceResponse__Output>('GetResource', { id: main }, managerId, timezone),
    );
    const todays = (weekday: number) => [{ start_minute: weekday * 60, end_minute: 23 * 60 }];
    assert.deepEqual(zoned.resource!.today_opening_times, todays(today.weekday));
    assert.deepEqual(
      zoned.resource!.today_holidays.map((h) => ({
        title: h.title,
        start_date: h.start_date,
        end_date: h.end_date,
        resource_id: h.resource_id,
      })),
      [{ title: 'Today', ...holidayDates(today.date, today.date), resource_id: main }],
    );

    const utc = localToday('UTC');
    if (utc.hour >= 1 && utc.hour <= 22) {
      const plain = await expectGrpcOk(
        call<resources.GetResourceResponse__Output>('GetResource', { id: main }, managerId),
      );
      assert.deepEqual(plain.resource!.today_opening_times, todays(utc.weekday));
      const bogus = await expectGrpcOk(
        call<resources.GetResourceResponse__Output>('GetResource', { id: main }, managerId, 'Not/AZone'),
      );
      assert.deepEqual(bogus.resource!.today_opening_times, todays(utc.weekday));
    }
  });

  test('SetOpeningTimes and AddHoliday check their values in the service', async () => {
    const managerId = newManagerId();
    const main = await addResource(managerId, { title: 'Main' });
    const part = await addResource(managerId, { title: 'Part', parent_id: main });
    for (const opening_times of [
      [window(0, '09:00', '10:00')],
      [window(8, '09:00', '10:00')],
      [window(1, '24:00', '24:00')],
      [window(1, '10:00', '09:59')],
      [{ weekday: 1 }],
      [{ weekday: 1, times: { start_minute: -1, end_minute: 60 } }],
      [{ weekday: 1, times: { start_minute: 600, end_minute: 1441 } }],
      [window(1, '09:00', '11:00'), window(1, '10:59', '12:00')],
      Array.from({ length: 169 }, (_, i) => window((i % 7) + 1, '00:00', '00:01')),
    ]) {
      await expectGrpcError(
        call('SetOpeningTimes', { resource_id: main, opening_times }, managerId),
        status.INVALID_ARGUMENT,
      );
    }
    await expectGrpcError(
      call('SetOpeningTimes', { resource_id: part, opening_times: [] }, managerId),
      status.INVALID_ARGUMENT,
    );
    const schedule = await expectGrpcOk(
      call<resources.Schedule__Output>(
        'SetOpeningTimes',
        { resource_id: main, opening_times: [window(3, '00:00', '24:00')] },
        managerId,
      ),
    );
    assert.deepEqual(schedule.opening_times, [{ weekday: 'WEEKDAY_WEDNESDAY', times: { start_minute: 0, end_minute: 1440 } }]);

    for (const holiday of [
      { title: 'X', ...holidayDates('2031-02-29', '2031-03-01') },
      { title: 'X', ...holidayDates('2031-03-02', '2031-03-01') },
      { title: 'X' },
      { title: 'X', ...holidayDates('1899-12-31', '1900-01-01') },
      { title: 'X', ...holidayDates('2200-12-31', '2201-01-01') },
      { title: '', ...holidayDates('2031-03-01', '2031-03-01') },
      { title: 'T'.repeat(256), ...holidayDates('2031-03-01', '2031-03-01') },
    ]) {
      await expectGrpcError(
        call('AddHoliday', { resource_id: main, ...holiday }, managerId),
        status.INVALID_ARGUMENT,
      );
    }
    await expectGrpcError(
      call('AddHoliday', { resource_id: part, title: 'X', ...holidayDates('2031-03-01', '2031-03-01') }, managerId),
      status.INVALID_ARGUMENT,
    );
    const { rows } = await sql.query(
      'select count(*)::int as n from resources.holiday where resource_id = $1',
      [main],
    );
    assert.equal(rows[0].n, 0);
  });

  test('ListResources and ListCustomFields are per manager', async () => {
    const a = newManagerId();
    const b = newManagerId();
    const aMain = await addResource(a, { title: 'A' });
    const aPart = await addResource(a, { title: 'A part', parent_id: aMain });
    const field = await expectGrpcOk(
      call<resources.CustomField__Output>(
        'AddCustomField',
        { name: 'Pick', type: 'select', options: ['1', '2'] },
        a,
      ),
    );
    const aList = await expectGrpcOk(call<resources.ListResourcesResponse__Output>('ListResources', {}, a));
    assert.deepEqual(aList, {
      resources: [{ id: aMain, title: 'A', parts: [{ id: aPart, title: 'A part' }], custom_fields: [] }],
      custom_fields: [{ id: field.id, name: 'Pick', type: 'select', options: ['1', '2'] }],
    });
    // Custom values of main resources come along (availability filters on them).
    const bMain = await addResource(b, { title: 'B' });
    const bField = await expectGrpcOk(call<resources.CustomField__Output>('AddCustomField', { name: 'Seats', type: 'numeric' }, b));
    const withValue = await addResource(b, { title: 'B2', custom_fields: [{ field_id: bField.id, value: '40' }] });
    const bList = await expectGrpcOk(call<resources.ListResourcesResponse__Output>('ListResources', {}, b));
    assert.deepEqual(
      bList.resources.map((r) => [r.id, r.custom_fields]),
      [
        [bMain, []],
        [withValue, [{ field_id: bField.id, value: '40' }]],
      ],
    );
    assert.deepEqual(await expectGrpcOk(call('ListResources', {}, newManagerId())), { resources: [], custom_fields: [] });
    assert.deepEqual(await expectGrpcOk(call('ListCustomFields', {}, newManagerId())), { custom_fields: [] });
  });
});

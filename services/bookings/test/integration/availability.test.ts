// GET /api/v2/availability against answers worked out by hand: opening times, holidays, bookings
// on the main resource and on parts (requests and cancelled bookings do not count), the daily
// window, durations, all main resources, custom-field filters, limit, and bad parameters.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectFailure, expectOk, newManager, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { addBooking, addResource, partsBody, singleBody } from './helpers.ts';

let stack: TestStack;
let m: TestManager;
let capacity: number;
let floor: number;
let room: number;
let p1: number;
let p2: number;
let studio: number;
let loft: number;
let shed: number;

type Slots = Record<string, [string, string][]>;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  m = await newManager(stack, { timezone: 'Europe/Berlin' });
  capacity = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Capacity', type: 'numeric' })).id;
  floor = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Floor', type: 'select', options: ['ground', 'first'] })).id;
  room = await addResource(m, 'Room', { customfields: { [capacity]: '50', [floor]: 'ground' } });
  p1 = await addResource(m, 'P1', { parent_id: room });
  p2 = await addResource(m, 'P2', { parent_id: room });
  studio = await addResource(m, 'Studio', { customfields: { [capacity]: '20', [floor]: 'first' } });
  loft = await addResource(m, 'Loft', { customfields: { [capacity]: '100', [floor]: 'first' } });
  shed = await addResource(m, 'Shed');

  // Room: Mon 09–12 and 14–18, Tue 10–16, Thu 08–20; closed on other days; 2027-06-10 (Thu) a holiday.
  expectOk(
    await m.post('/api/internal/opening_times_set', {
      resource_id: room,
      opening_times: [
        { weekday: 'mon', from: '09:00', to: '12:00' },
        { weekday: 'mon', from: '14:00', to: '18:00' },
        { weekday: 2, from: '10:00', to: '16:00' },
        { weekday: 'thu', from: '08:00', to: '20:00' },
      ],
    }),
  );
  expectOk(await m.post('/api/internal/holiday_add', { resource_id: room, title: 'Feast', from: '2027-06-10', to: '2027-06-10' }));
  // Studio: no opening times (open all day), a holiday on 2027-06-08.
  expectOk(await m.post('/api/internal/holiday_add', { resource_id: studio, title: 'Closed', from: '2027-06-08', to: '2027-06-08' }));

  // 2027-06-07 is a Monday.
  await addBooking(m, singleBody(room, '2027-06-07', '10:00', '11:00'));
  await addBooking(m, partsBody(room, [p1], '2027-06-08', '12:00', '13:00'));
  await addBooking(m, singleBody(room, '2027-06-08', '14:00', '15:00', { booking_mode: 'booking_request' }));
  const cancelled = await addBooking(m, singleBody(room, '2027-06-07', '15:00', '16:00'));
  expectOk(
    await m.get('/api/v2/booking_save', {
      booking_id: cancelled,
      resource_id: room,
      date_from: '2027-06-07',
      date_to: '2027-06-07',
      time_from: '15:00',
      time_to: '16:00',
      booking_status: 'cancel',
    }),
  );
  await addBooking(m, { ...singleBody(studio, '2027-06-09', '23:00', '01:00'), date_to: '2027-06-10' });
});
after(async () => {
  await stack?.stop();
});

/** availability for the query; returns resource id -> date -> [from, to] pairs. */
async function availability(query: Record<string, string | number>): Promise<Map<number, Slots>> {
  const answer = await m.get('/api/v2/availability', query);
  const data = expectOk(answer);
  assert.ok(Array.isArray(data));
  assert.equal(answer.body.total, data.length);
  const result = new Map<number, Slots>();
  for (const entry of data as { resource_id: number; dates: Record<string, { time_from: string; time_to: string }[]> }[]) {
    const slots: Slots = {};
    for (const [date, list] of Object.entries(entry.dates)) slots[date] = list.map((s) => [s.time_from, s.time_to]);
    result.set(entry.resource_id, slots);
  }
  return result;
}

/** Consecutive slots of `minutes` from `from` while they fit before `to`. */
function cut(from: string, to: string, minutes: number): [string, string][] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const hm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  const slots: [string, string][] = [];
  for (let at = toMinutes(from); at + minutes <= toMinutes(to); at += minutes) slots.push([hm(at), hm(at + minutes)]);
  return slots;
}

const WEEK = { date_from: '2027-06-07', date_to: '2027-06-10' };

describe('slots of one resource', () => {
  test('opening times, a holiday, a booking of the whole and of a part; requests and cancelled bookings do not block', async () => {
    const answer = await availability({ resource_id: room, ...WEEK });
    assert.deepEqual([...answer.keys()], [room]);
    assert.deepEqual(answer.get(room), {
      '2027-06-07': [
        ['09:00', '10:00'],
        ['11:00', '12:00'],
        ['14:00', '15:00'],
        ['15:00', '16:00'],
        ['16:00', '17:00'],
        ['17:00', '18:00'],
      ],
      '2027-06-08': [
        ['10:00', '11:00'],
        ['11:00', '12:00'],
        ['13:00', '14:00'],
        ['14:00', '15:00'],
        ['15:00', '16:00'],
      ],
      '2027-06-09': [],
      '2027-06-10': [],
    });
  });

  test("parts: the main's schedule; a whole booking blocks every part, a part booking only that part", async () => {
    const answer = await availability({ resource_id: `${p1},${p2}`, ...WEEK });
    assert.deepEqual([...answer.keys()], [p1, p2]);
    const monday: [string, string][] = [['09:00', '10:00'], ['11:00', '12:00'], ...cut('14:00', '18:00', 60)];
    assert.deepEqual(answer.get(p1), {
      '2027-06-07': monday,
      '2027-06-08': [...cut('10:00', '12:00', 60), ...cut('13:00', '16:00', 60)],
      '2027-06-09': [],
      '2027-06-10': [],
    });
    assert.deepEqual(answer.get(p2), {
      '2027-06-07': monday,
      '2027-06-08': cut('10:00', '16:00', 60),
      '2027-06-09': [],
      '2027-06-10': [],
    });
  });

  test('time_from/time_to clip the day; duration 00:30', async () => {
    const answer = await availability({ resource_id: room, date_from: '2027-06-07', date_to: '2027-06-07', time_from: '11:00', time_to: '15:30', duration: '00:30' });
    assert.deepEqual(answer.get(room), {
      '2027-06-07': [
        ['11:00', '11:30'],
        ['11:30', '12:00'],
        ['14:00', '14:30'],
        ['14:30', '15:00'],
        ['15:00', '15:30'],
      ],
    });
  });

  test('duration 02:00 and 00:45: consecutive slots from each free window, short leftovers dropped', async () => {
    const two = await availability({ resource_id: room, date_from: '2027-06-07', date_to: '2027-06-08', duration: '02:00' });
    assert.deepEqual(two.get(room), {
      '2027-06-07': [
        ['14:00', '16:00'],
        ['16:00', '18:00'],
      ],
      '2027-06-08': [
        ['10:00', '12:00'],
        ['13:00', '15:00'],
      ],
    });
    const threeQuarters = await availability({ resource_id: room, date_from: '2027-06-08', date_to: '2027-06-08', duration: '00:45' });
    assert.deepEqual(threeQuarters.get(room), {
      '2027-06-08': [
        ['10:00', '10:45'],
        ['10:45', '11:30'],
        ['13:00', '13:45'],
        ['13:45', '14:30'],
        ['14:30', '15:15'],
        ['15:15', '16:00'],
      ],
    });
  });

  test('no opening times = open all day; a booking across midnight blocks both dates; a holiday empties its date', async () => {
    const answer = await availability({ resource_id: studio, ...WEEK, duration: '02:00' });
    assert.deepEqual(answer.get(studio), {
      '2027-06-07': cut('00:00', '24:00', 120),
      '2027-06-08': [],
      '2027-06-09': cut('00:00', '23:00', 120),
      '2027-06-10': cut('01:00', '24:00', 120),
    });
    assert.equal(answer.get(studio)!['2027-06-10']!.at(-1)![1], '23:00', 'the hour 23–24 is too short for 02:00');
  });

  test('the whole day: a slot may end at 24:00', async () => {
    const answer = await availability({ resource_id: shed, date_from: '2027-06-09', date_to: '2027-06-09', duration: '24:00' });
    assert.deepEqual(answer.get(shed), { '2027-06-09': [['00:00', '24:00']] });
  });
});

describe('which resources', () => {
  const DAY = { date_from: '2027-06-09', date_to: '2027-06-09' };
  const ids = async (query: Record<string, string | number>) => [...(await availability({ ...DAY, ...query })).keys()];

  test('no resource_id: every main resource (not the parts), in order', async () => {
    assert.deepEqual(await ids({}), [room, studio, loft, shed]);
    assert.deepEqual(await ids({ resource_id: '' }), [room, studio, loft, shed], 'a blank resource_id is none');
  });

  test('limit caps the number of results', async () => {
    assert.deepEqual(await ids({ limit: 2 }), [room, studio]);
    assert.deepEqual(await ids({ limit: 1, resource_id: `${loft},${studio}` }), [loft]);
    assert.deepEqual(await ids({ limit: 10 }), [room, studio, loft, shed]);
  });

  test('numeric custom-field conditions', async () => {
    const filter = (condition: string, value: string) =>
      ids({ free_text_field_ids_str: String(capacity), free_text_field_conditions_str: condition, free_text_field_values_str: value });
    assert.deepEqual(await filter('great_than', '30'), [room, loft]);
    assert.deepEqual(await filter('great_than', '50'), [loft]);
    assert.deepEqual(await filter('great_than_et', '50'), [room, loft]);
    assert.deepEqual(await filter('less_than', '50'), [studio]);
    assert.deepEqual(await filter('less_than_et', '50'), [room, studio]);
    assert.deepEqual(await filter('et', '20'), [studio]);
    assert.deepEqual(await filter('et', '21'), []);
    assert.deepEqual(await filter('great_than', ''), [room, studio, loft, shed], 'an empty value is no condition');
    assert.deepEqual(await filter('', '30'), [room, studio, loft, shed], 'an empty condition is no condition');
  });

  test('select fields compare for equality; several conditions all apply; with limit', async () => {
    const query = (idList: string, conditions: string, values: string, extra: Record<string, string | number> = {}) =>
      ids({ free_text_field_ids_str: idList, free_text_field_conditions_str: conditions, free_text_field_values_str: values, ...extra });
    assert.deepEqual(await query(String(floor), 'et', 'first'), [studio, loft]);
    assert.deepEqual(await query(String(floor), 'et', 'ground'), [room]);
    assert.deepEqual(await query(`${capacity},${floor}`, 'great_than,et', '30,first'), [loft]);
    assert.deepEqual(await query(`${capacity}, ${floor}`, ',et', '30,first'), [studio, loft]);
    assert.deepEqual(await query(`${capacity},${floor}`, 'less_than_et,et', '100,first', { limit: 1 }), [studio]);
  });

  test('conditions on a part use its main resource values; an empty result is data []', async () => {
    assert.deepEqual(
      await ids({ resource_id: p1, free_text_field_ids_str: String(capacity), free_text_field_conditions_str: 'great_than', free_text_field_values_str: '30' }),
      [p1],
    );
    const answer = await m.get('/api/v2/availability', {
      resource_id: p1,
      ...DAY,
      free_text_field_ids_str: String(capacity),
      free_text_field_conditions_str: 'less_than',
      free_text_field_values_str: '30',
    });
    assert.deepEqual(answer.body, { data: [], total: 0, success: true });
  });

  test('a blank free_text_field_ids_str is no filter', async () => {
    assert.deepEqual(await ids({ free_text_field_ids_str: '', free_text_field_conditions_str: '', free_text_field_values_str: '' }), [room, studio, loft, shed]);
  });
});

describe('bad parameters: 400 naming the parameter', () => {
  const fail = async (query: Record<string, string | number>, pattern: RegExp) =>
    expectFailure(await m.get('/api/v2/availability', { resource_id: room, date_from: '2027-06-09', date_to: '2027-06-09', ...query }), 400, pattern);

  test('unequal list lengths', async () => {
    await fail({ free_text_field_ids_str: `${capacity},${floor}`, free_text_field_conditions_str: 'great_than', free_text_field_values_str: '30,first' }, /free_text_field/);
    await fail({ free_text_field_ids_str: `${capacity},${floor}`, free_text_field_conditions_str: 'great_than,et', free_text_field_values_str: '30' }, /free_text_field/);
    await fail({ free_text_field_ids_str: String(capacity) }, /free_text_field/);
  });

  test('unknown condition, a non-number for a numeric field, a non-id in the id list; an unknown field is a 404', async () => {
    expectFailure(
      await m.get('/api/v2/availability', {
        resource_id: room,
        date_from: '2027-06-09',
        date_to: '2027-06-09',
        free_text_field_ids_str: '999999',
        free_text_field_conditions_str: 'et',
        free_text_field_values_str: '1',
      }),
      404,
      'custom field 999999 not found',
    );
    await fail({ free_text_field_ids_str: String(capacity), free_text_field_conditions_str: 'bigger', free_text_field_values_str: '1' }, /free_text_field_conditions_str/);
    await fail({ free_text_field_ids_str: String(capacity), free_text_field_conditions_str: 'et', free_text_field_values_str: 'many' }, /free_text_field_values_str/);
    await fail({ free_text_field_ids_str: 'x', free_text_field_conditions_str: 'et', free_text_field_values_str: '1' }, /free_text_field_ids_str/);
  });

  test('dates, times, durations and limit', async () => {
    await fail({ date_from: '2027-02-30', date_to: '2027-03-01' }, /date_from/);
    await fail({ date_to: '2027-06-31' }, /date_to/);
    await fail({ date_from: '2027-06-10', date_to: '2027-06-09' }, /date_to/);
    await fail({ date_from: '2027-01-01', date_to: '2028-12-31' }, /date_from|date_to/);
    await fail({ time_from: '25:00' }, /time_from/);
    await fail({ time_to: '24:30' }, /time_to/);
    await fail({ time_from: '12:00', time_to: '11:00' }, /time_to|time_from/);
    await fail(
      { time_from: '12:00', time_to: '12:00', free_text_field_ids_str: String(capacity), free_text_field_conditions_str: 'great_than', free_text_field_values_str: '1000' },
      /time_to|time_from/,
    );
    await fail({ duration: '25:00' }, /duration/);
    await fail({ duration: '00:00' }, /duration/);
    await fail({ duration: '1h' }, /duration/);
    await fail({ limit: -1 }, /limit/);
    await fail({ resource_id: 'one' }, /resource_id/);
  });
});

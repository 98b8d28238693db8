// The availability envelope written into a Buffer: byte for byte what JSON.stringify makes of the
// same answer built as objects (spec 2.4: dates keyed by Y-m-d, [] for a resource with no slot),
// with each free window cut into consecutive slots from its start (bookings.proto).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { timeOfMinutes } from '@venue/platform';
import { packWindows, type bookings } from '@venue/contracts';
import { availabilityAnswer } from '../../src/bookings/availability-answer.ts';

type Answer = bookings.AvailabilityResponse__Output;
/** An answer as the tests write it: each resource's windows as plain numbers. */
type PlainAnswer = Omit<Answer, 'resources'> & { resources: { resource_id: number; windows: number[] }[] };

/** The answer as it comes off the wire (windows packed, bookings.proto). */
const onTheWire = (answer: PlainAnswer): Answer =>
  ({ ...answer, resources: answer.resources.map((r) => ({ ...r, windows: packWindows(r.windows) })) }) as Answer;

/** The slots of one date, cut from the windows one at a time. */
function slotsOn(windows: number[], dateIndex: number, duration: number) {
  const slots: { time_from: string; time_to: string }[] = [];
  for (let i = 0; i < windows.length; i += 3) {
    if (windows[i] !== dateIndex) continue;
    for (let at = windows[i + 1]!; at + duration <= windows[i + 2]!; at += duration) {
      slots.push({ time_from: timeOfMinutes(at), time_to: timeOfMinutes(at + duration) });
    }
  }
  return slots;
}

function viaObjects(answer: PlainAnswer): string {
  const ymd = (d: { year: number; month: number; day: number }) =>
    `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const data = answer.resources.map((resource) => ({
    resource_id: resource.resource_id,
    dates:
      resource.windows.length === 0
        ? []
        : Object.fromEntries(
            answer.dates.map((date, index) => [ymd(date), slotsOn(resource.windows, index, answer.duration_minutes)]),
          ),
  }));
  return JSON.stringify({ data, total: data.length, success: true });
}

const december = (days: number) => Array.from({ length: days }, (_, index) => ({ year: 2026, month: 12, day: index + 1 }));

test('an answer with slots, empty days, a window with a remainder and a resource without any slot', () => {
  const answer = {
    duration_minutes: 90,
    dates: december(3),
    // Date 0: 08:00–11:00 (two slots) and 22:30–24:00; date 1: none; date 2: 00:00–02:00 (one slot, 30 minutes left).
    resources: [
      { resource_id: 7, windows: [0, 480, 660, 0, 1350, 1440, 2, 0, 120] },
      { resource_id: 12345678901, windows: [] },
    ],
  } as unknown as PlainAnswer;
  const written = availabilityAnswer(onTheWire(answer)).toString('latin1');
  assert.equal(written, viaObjects(answer));
  assert.deepEqual(JSON.parse(written).data[0].dates['2026-12-03'], [{ time_from: '00:00', time_to: '01:30' }]);
  assert.deepEqual(JSON.parse(written).data[1].dates, []);
});

test('no resources', () => {
  const answer = { duration_minutes: 60, dates: [], resources: [] } as unknown as PlainAnswer;
  assert.equal(availabilityAnswer(onTheWire(answer)).toString(), '{"data":[],"total":0,"success":true}');
});

test('the largest kind of answer: 200 resources × 31 days of one-hour slots, none cut off', () => {
  const answer = {
    duration_minutes: 60,
    dates: december(31),
    resources: Array.from({ length: 200 }, (_, index) => ({
      resource_id: 2 ** 52 + index,
      // Every date free from 00:00 for 1 to 24 hours, split by a busy hour when long enough.
      windows: Array.from({ length: 31 }, (_, date) => {
        const hours = 24 - ((index + date) % 24);
        return hours > 3 ? [date, 0, 60, date, 120, hours * 60] : [date, 0, hours * 60];
      }).flat(),
    })),
  } as unknown as PlainAnswer;
  const written = availabilityAnswer(onTheWire(answer)).toString('latin1');
  assert.equal(written, viaObjects(answer));
  assert.equal(JSON.parse(written).total, 200);
});

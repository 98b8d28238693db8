// Availability and booking agree (issue #15): for random opening times, holidays and existing
// bookings, every slot availability offers can be booked with the times as given, and booking
// it removes exactly that slot from the next answer. Bounded: a few runs of a few bookings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { expectOk, newManager, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { addBooking, addVenue, partsBody } from './helpers.ts';

let stack: TestStack;
let m: TestManager;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  m = await newManager(stack, { timezone: 'Europe/Berlin' });
});
after(async () => {
  await stack?.stop();
});

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening windows per weekday: none (closed), or one or two windows on a 30-minute grid. */
const openingTimes = fc.array(
  fc.record({
    weekday: fc.constantFrom(...WEEKDAYS),
    from: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 2, max: 20 }),
  }),
  { maxLength: 6 },
);

type Slot = { time_from: string; time_to: string };

let run = 0;

test('every offered slot is bookable, and booking it removes exactly that slot', async () => {
  await fc.assert(
    fc.asyncProperty(
      openingTimes,
      fc.integer({ min: 0, max: 6 }),
      fc.constantFrom('00:30', '01:00', '01:30', '02:00'),
      fc.boolean(),
      fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      async (windows, holidayOffset, duration, onPart, picks) => {
        run += 1;
        const venue = await addVenue(m, `Venue ${run}`, ['Part']);
        // Windows of one weekday must not overlap: keep the first of any that would.
        const kept: { weekday: string; from: string; to: string }[] = [];
        const taken = new Map<string, [number, number][]>();
        for (const w of windows) {
          const start = w.from * 30;
          const end = Math.min(start + w.length * 30, 1440);
          const day = taken.get(w.weekday) ?? [];
          if (day.some(([a, b]) => start < b && a < end)) continue;
          day.push([start, end]);
          taken.set(w.weekday, day);
          kept.push({ weekday: w.weekday, from: hm(start), to: hm(end) });
        }
        if (kept.length > 0) expectOk(await m.post('/api/internal/opening_times_set', { resource_id: venue.main, opening_times: kept }));
        // Week of 2027-09-06 (a Monday); one holiday in it.
        const dates = Array.from({ length: 7 }, (_, i) => `2027-09-${String(6 + i).padStart(2, '0')}`);
        const holiday = dates[holidayOffset]!;
        expectOk(await m.post('/api/internal/holiday_add', { resource_id: venue.main, title: 'Off', from: holiday, to: holiday }));
        const resource = onPart ? venue.parts[0]! : venue.main;
        const query = { resource_id: resource, date_from: dates[0]!, date_to: dates[6]!, duration };

        const offered = async (): Promise<[string, Slot][]> => {
          const data = expectOk(await m.get('/api/v2/availability', query));
          const byDate = data[0].dates as Record<string, Slot[]> | [];
          return Array.isArray(byDate) ? [] : Object.entries(byDate).flatMap(([date, slots]) => slots.map((s) => [date, s] as [string, Slot]));
        };

        let slots = await offered();
        assert.ok(slots.every(([date]) => date !== holiday), 'no slot on the holiday');
        for (const pick of picks) {
          if (slots.length === 0) break;
          const [date, slot] = slots[pick % slots.length]!;
          await addBooking(m, partsBody(venue.main, onPart ? [resource] : [], date, slot.time_from, slot.time_to));
          const next = await offered();
          const key = ([d, s]: [string, Slot]) => `${d} ${s.time_from}-${s.time_to}`;
          assert.deepEqual(
            next.map(key),
            slots.filter((s) => key(s) !== key([date, slot])).map(key),
            `booking ${date} ${slot.time_from}–${slot.time_to} removes exactly that slot`,
          );
          slots = next;
        }
      },
    ),
    { numRuns: 12, seed: Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647), verbose: 1 },
  );
});

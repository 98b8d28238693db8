// The availability envelope written into a Buffer: byte for byte what JSON.stringify makes of the
// same answer built as objects (spec 2.4: dates keyed by Y-m-d, [] for a resource with no slot).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { timeOfMinutes } from '@venue/platform';
import type { bookings } from '@venue/contracts';
import { availabilityAnswer } from '../../src/bookings/availability-answer.ts';

type Answer = bookings.AvailabilityResponse__Output;

function viaObjects(answer: Answer): string {
  const data = answer.resources.map((resource) => ({
    resource_id: resource.resource_id,
    dates: resource.dates.every((day) => day.starts.length === 0)
      ? []
      : Object.fromEntries(
          resource.dates.map((day) => [
            `${day.date!.year}-${String(day.date!.month).padStart(2, '0')}-${String(day.date!.day).padStart(2, '0')}`,
            day.starts.map((start) => ({
              time_from: timeOfMinutes(start),
              time_to: timeOfMinutes(start + answer.duration_minutes),
            })),
          ]),
        ),
  }));
  return JSON.stringify({ data, total: data.length, success: true });
}

const day = (dayOfMonth: number, starts: number[]) => ({
  date: { year: 2026, month: 12, day: dayOfMonth },
  starts,
});

test('an answer with slots, empty days and a resource without any slot', () => {
  const answer = {
    duration_minutes: 90,
    resources: [
      { resource_id: 7, dates: [day(1, [480, 570, 1350]), day(2, []), day(3, [0])] },
      { resource_id: 12345678901, dates: [day(1, []), day(2, [])] },
      { resource_id: 9, dates: [] },
    ],
  } as unknown as Answer;
  assert.equal(availabilityAnswer(answer).toString('latin1'), viaObjects(answer));
});

test('no resources', () => {
  const answer = { duration_minutes: 60, resources: [] } as unknown as Answer;
  assert.equal(availabilityAnswer(answer).toString(), '{"data":[],"total":0,"success":true}');
});

test('the largest kind of answer: 200 resources × 31 days of one-hour slots, none cut off', () => {
  const hourly = Array.from({ length: 24 }, (_, hour) => hour * 60);
  const answer = {
    duration_minutes: 60,
    resources: Array.from({ length: 200 }, (_, index) => ({
      resource_id: 2 ** 52 + index,
      dates: Array.from({ length: 31 }, (_, date) =>
        day(date + 1, hourly.slice(0, 24 - ((index + date) % 24))),
      ),
    })),
  } as unknown as Answer;
  const written = availabilityAnswer(answer).toString('latin1');
  assert.equal(written, viaObjects(answer));
  assert.equal(JSON.parse(written).total, 200);
});

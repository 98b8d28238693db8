// The v2 checks of a booking's dates, times and recurrence (booking_add, booking_save): every
// invalid input is refused with a message naming the parameter. (Moved from the bookings
// service's recurrence tests: the service now expands rules the gateway has checked.) And the
// availability duration.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import { toRecurrence, validateRule, type BookingRule, type TimeSpec } from '../../src/bookings/booking-rule.ts';
import { durationMinutes } from '../../src/bookings/booking-window.params.ts';

function assertInvalid(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, message);
    return true;
  });
}

const timed = (from: string, to: string): TimeSpec => ({ from, to, fullDay: false });
const FULL_DAY: TimeSpec = { from: '', to: '', fullDay: true };

describe('validateRule: every invalid input names the field', () => {
  const day = (patch: Partial<Extract<BookingRule, { type: 'day' }>>): BookingRule => ({
    type: 'day',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-31',
    time: timed('09:00', '10:00'),
    ...patch,
  });
  const single = (patch: Partial<Extract<BookingRule, { type: 'single' }>>): BookingRule => ({
    type: 'single',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-01',
    timeFrom: '09:00',
    timeTo: '10:00',
    fullDay: false,
    ...patch,
  });
  const week = (patch: Partial<Extract<BookingRule, { type: 'week' }>>): BookingRule => ({
    type: 'week',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-31',
    interval: 1,
    days: [{ weekday: 1, time: timed('09:00', '10:00') }],
    ...patch,
  });
  const monthDay = (patch: Record<string, unknown>): BookingRule =>
    ({
      type: 'month',
      dateFrom: '2026-05-01',
      dateTo: '2026-12-31',
      interval: 1,
      mode: 'day',
      day: 10,
      time: FULL_DAY,
      ...patch,
    }) as BookingRule;
  const monthWeek = (patch: Record<string, unknown>): BookingRule =>
    ({
      type: 'month',
      dateFrom: '2026-05-01',
      dateTo: '2026-12-31',
      interval: 1,
      mode: 'week',
      weekNumber: 1,
      weekday: 1,
      time: FULL_DAY,
      ...patch,
    }) as BookingRule;
  const year = (patch: Record<string, unknown>): BookingRule =>
    ({
      type: 'year',
      dateFrom: '2026-01-01',
      dateTo: '2030-12-31',
      day: 1,
      month: 1,
      time: FULL_DAY,
      ...patch,
    }) as BookingRule;

  test('valid rules pass', () => {
    for (const rule of [day({}), single({}), week({}), monthDay({}), monthWeek({}), year({})])
      validateRule(rule);
    // Full day ignores from/to, whatever they hold.
    validateRule(day({ time: { from: 'x', to: '', fullDay: true } }));
    validateRule(single({ timeFrom: '', timeTo: '', fullDay: true }));
  });

  test('dates', () => {
    assertInvalid(() => validateRule(day({ dateFrom: '2026-02-30' })), /^date_from /);
    assertInvalid(() => validateRule(day({ dateFrom: '2026-5-1' })), /^date_from /);
    assertInvalid(() => validateRule(day({ dateTo: '2026-04-31' })), /^date_to /);
    assertInvalid(() => validateRule(day({ dateTo: '' })), /^date_to /);
    assertInvalid(
      () => validateRule(day({ dateFrom: '2026-05-02', dateTo: '2026-05-01' })),
      /date_to must not be before date_from/,
    );
    assertInvalid(
      () => validateRule(single({ dateFrom: '2026-05-02', dateTo: '2026-05-01', fullDay: true })),
      /date_to must not be before date_from/,
    );
  });

  test('single times', () => {
    assertInvalid(() => validateRule(single({ timeFrom: '9:00' })), /^time_from /);
    assertInvalid(() => validateRule(single({ timeFrom: '24:00', timeTo: '24:00' })), /^time_from /);
    assertInvalid(() => validateRule(single({ timeTo: '24:30' })), /^time_to /);
    assertInvalid(() => validateRule(single({ timeTo: '25:00' })), /^time_to /);
    assertInvalid(() => validateRule(single({ timeTo: '10:60' })), /^time_to /);
    assertInvalid(
      () => validateRule(single({ timeFrom: '10:00', timeTo: '10:00' })),
      /time_to must be after time_from/,
    );
    assertInvalid(
      () => validateRule(single({ timeFrom: '11:00', timeTo: '10:00' })),
      /time_to must be after time_from/,
    );
    assertInvalid(() => validateRule(single({ fullDay: 1 as unknown as boolean })), /multi_day/);
  });

  test('daily times', () => {
    assertInvalid(() => validateRule(day({ time: timed('9:00', '10:00') })), /^daily_recurrence\.from /);
    assertInvalid(() => validateRule(day({ time: timed('24:00', '24:00') })), /^daily_recurrence\.from /);
    assertInvalid(() => validateRule(day({ time: timed('09:00', '24:01') })), /^daily_recurrence\.to /);
    assertInvalid(() => validateRule(day({ time: timed('09:00', '26:00') })), /^daily_recurrence\.to /);
    assertInvalid(
      () => validateRule(day({ time: timed('10:00', '10:00') })),
      /daily_recurrence\.to must be after daily_recurrence\.from/,
    );
    assertInvalid(
      () => validateRule(day({ time: timed('22:00', '02:00') })),
      /daily_recurrence\.to must be after daily_recurrence\.from/,
    );
    assertInvalid(
      () => validateRule(day({ time: { from: '09:00', to: '10:00', fullDay: 'no' as unknown as boolean } })),
      /daily_recurrence\.full_day/,
    );
  });

  test('weekly', () => {
    assertInvalid(() => validateRule(week({ interval: 5 as 1 })), /^weekly_type_select /);
    assertInvalid(() => validateRule(week({ interval: 0 as 1 })), /^weekly_type_select /);
    assertInvalid(() => validateRule(week({ days: [] })), /^weekly_recurrence /);
    assertInvalid(
      () =>
        validateRule(
          week({
            days: [
              { weekday: 1, time: FULL_DAY },
              { weekday: 8, time: FULL_DAY },
            ],
          }),
        ),
      /^weekly_recurrence\[1\]\.day must be mon…sun$/,
    );
    assertInvalid(
      () => validateRule(week({ days: [{ weekday: 0, time: FULL_DAY }] })),
      /^weekly_recurrence\[0\]\.day /,
    );
    assertInvalid(
      () => validateRule(week({ days: [{ weekday: 1.5, time: FULL_DAY }] })),
      /^weekly_recurrence\[0\]\.day /,
    );
    assertInvalid(
      () =>
        validateRule(
          week({
            days: [
              { weekday: 1, time: FULL_DAY },
              { weekday: 2, time: timed('9:00', '10:00') },
            ],
          }),
        ),
      /^weekly_recurrence\[1\]\.from /,
    );
    assertInvalid(
      () => validateRule(week({ days: [{ weekday: 2, time: timed('09:00', '25:00') }] })),
      /^weekly_recurrence\[0\]\.to /,
    );
    assertInvalid(
      () => validateRule(week({ days: [{ weekday: 2, time: timed('10:00', '09:00') }] })),
      /weekly_recurrence\[0\]\.to must be after weekly_recurrence\[0\]\.from/,
    );
    assertInvalid(
      () =>
        validateRule(
          week({
            days: [
              { weekday: 2, time: timed('09:00', '11:00') },
              { weekday: 3, time: timed('09:00', '11:00') },
              { weekday: 2, time: timed('10:00', '12:00') },
            ],
          }),
        ),
      /weekly_recurrence\[2\] overlaps weekly_recurrence\[0\]/,
    );
    assertInvalid(
      () =>
        validateRule(
          week({
            days: [
              { weekday: 2, time: timed('09:00', '11:00') },
              { weekday: 2, time: FULL_DAY },
            ],
          }),
        ),
      /weekly_recurrence\[1\] overlaps weekly_recurrence\[0\]/,
    );
  });

  test('monthly', () => {
    assertInvalid(() => validateRule(monthDay({ interval: 0 })), /^monthly_recurrence\.days\.month /);
    assertInvalid(() => validateRule(monthDay({ interval: 13 })), /^monthly_recurrence\.days\.month /);
    assertInvalid(() => validateRule(monthDay({ interval: 1.5 })), /^monthly_recurrence\.days\.month /);
    assertInvalid(() => validateRule(monthDay({ day: 0 })), /^monthly_recurrence\.days\.day /);
    assertInvalid(() => validateRule(monthDay({ day: 32 })), /^monthly_recurrence\.days\.day /);
    assertInvalid(
      () => validateRule(monthWeek({ weekNumber: 0 })),
      /^monthly_recurrence\.days\.week_number /,
    );
    assertInvalid(
      () => validateRule(monthWeek({ weekNumber: 6 })),
      /^monthly_recurrence\.days\.week_number /,
    );
    assertInvalid(() => validateRule(monthWeek({ weekday: 0 })), /^monthly_recurrence\.days\.week_day /);
    assertInvalid(() => validateRule(monthWeek({ weekday: 8 })), /^monthly_recurrence\.days\.week_day /);
    assertInvalid(() => validateRule(monthDay({ mode: 'year' })), /^monthly_recurrence\.mode /);
    assertInvalid(
      () => validateRule(monthDay({ time: timed('09:00', '08:00') })),
      /monthly_recurrence\.to must be after/,
    );
    assertInvalid(() => validateRule(monthWeek({ time: timed('9', '10:00') })), /^monthly_recurrence\.from /);
  });

  test('yearly', () => {
    assertInvalid(() => validateRule(year({ month: 0 })), /^yearly_recurrence\.month /);
    assertInvalid(() => validateRule(year({ month: 13 })), /^yearly_recurrence\.month /);
    assertInvalid(() => validateRule(year({ day: 0 })), /^yearly_recurrence\.day /);
    assertInvalid(() => validateRule(year({ day: 32 })), /^yearly_recurrence\.day /);
    assertInvalid(() => validateRule(year({ day: 30, month: 2 })), /^yearly_recurrence\.day must be 1…29/);
    assertInvalid(() => validateRule(year({ day: 31, month: 4 })), /^yearly_recurrence\.day must be 1…30/);
    validateRule(year({ day: 29, month: 2 }));
    assertInvalid(
      () => validateRule(year({ time: timed('09:00', '09:00') })),
      /yearly_recurrence\.to must be after/,
    );
  });

  test('an unknown type', () => {
    assertInvalid(
      () => validateRule({ ...day({}), type: 'fortnight' } as unknown as BookingRule),
      /^recurrence_type /,
    );
  });
});

describe('toRecurrence: the checked rule as the service\'s Recurrence', () => {
  test('dates as LocalDate, times as minutes of the day, full day as 0–1440', () => {
    assert.deepEqual(
      toRecurrence({ type: 'single', dateFrom: '2027-03-04', dateTo: '2027-03-05', timeFrom: '22:30', timeTo: '01:15', fullDay: false }),
      { start_date: { year: 2027, month: 3, day: 4 }, end_date: { year: 2027, month: 3, day: 5 }, single: { start_minute: 1350, end_minute: 75 } },
    );
    assert.deepEqual(
      toRecurrence({
        type: 'week',
        dateFrom: '2027-03-01',
        dateTo: '2027-03-31',
        interval: 2,
        days: [
          { weekday: 1, time: timed('18:00', '24:00') },
          { weekday: 7, time: FULL_DAY },
        ],
      }).weekly,
      {
        every_weeks: 2,
        slots: [
          { weekday: 'WEEKDAY_MONDAY', times: { start_minute: 1080, end_minute: 1440 } },
          { weekday: 'WEEKDAY_SUNDAY', times: { start_minute: 0, end_minute: 1440 } },
        ],
      },
    );
    assert.deepEqual(
      toRecurrence({ type: 'month', dateFrom: '2027-01-01', dateTo: '2027-12-31', interval: 3, mode: 'week', weekNumber: 5, weekday: 5, time: FULL_DAY })
        .monthly_by_week,
      { every_months: 3, week: 'WEEK_OF_MONTH_LAST', weekday: 'WEEKDAY_FRIDAY', times: { start_minute: 0, end_minute: 1440 } },
    );
  });
});

describe('durationMinutes: the availability duration', () => {
  test('H:i to minutes; absent or blank is 01:00', () => {
    assert.equal(durationMinutes('01:00'), 60);
    assert.equal(durationMinutes('00:30'), 30);
    assert.equal(durationMinutes('02:45'), 165);
    assert.equal(durationMinutes('24:00'), 1440);
    assert.equal(durationMinutes('1:30'), 90);
    assert.equal(durationMinutes(undefined), 60);
    assert.equal(durationMinutes(''), 60);
  });

  test('00:00, more than 24:00 and malformed values are invalid', () => {
    for (const value of ['00:00', '01:60', '25:00', '24:01', 'abc', '01:00:00', '100:00']) {
      assertInvalid(() => durationMinutes(value), /^duration /);
    }
  });
});

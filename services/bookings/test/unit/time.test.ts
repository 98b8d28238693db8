// The platform time library: wall-clock <-> instant in IANA zones (DST gap and overlap) and Y-m-d
// calendar arithmetic; and bookings' daysBetween and eachDate (each-date.ts).
// Expected instants were computed independently (Python zoneinfo, fold=0).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DomainError,
  addDays,
  instantToLocal,
  isDate,
  localToInstant,
  minutesOf,
  offsetAt,
  timeOfMinutes,
  weekdayOf,
} from '@venue/platform';
import { daysBetween, eachDate } from '../../src/each-date.ts';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

function assertInvalid(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, message);
    return true;
  });
}

const iso = (date: Date) => date.toISOString();

describe('localToInstant', () => {
  test('ordinary winter and summer times in Berlin', () => {
    assert.equal(iso(localToInstant('2026-01-15', '12:00', BERLIN)), '2026-01-15T11:00:00.000Z');
    assert.equal(iso(localToInstant('2026-07-01', '12:00', BERLIN)), '2026-07-01T10:00:00.000Z');
    assert.equal(iso(localToInstant('2026-07-01', '00:00', BERLIN)), '2026-06-30T22:00:00.000Z');
  });

  test('24:00 is 00:00 of the next day', () => {
    assert.equal(
      iso(localToInstant('2026-07-01', '24:00', BERLIN)),
      iso(localToInstant('2026-07-02', '00:00', BERLIN)),
    );
    assert.equal(iso(localToInstant('2026-12-31', '24:00', BERLIN)), '2026-12-31T23:00:00.000Z');
    // The spring-forward day has 23 hours.
    assert.equal(iso(localToInstant('2026-03-29', '24:00', BERLIN)), '2026-03-29T22:00:00.000Z');
    assert.equal(
      localToInstant('2026-03-29', '24:00', BERLIN).getTime() -
        localToInstant('2026-03-29', '00:00', BERLIN).getTime(),
      23 * 3_600_000,
    );
    // The fall-back day has 25 hours.
    assert.equal(
      localToInstant('2026-10-25', '24:00', BERLIN).getTime() -
        localToInstant('2026-10-25', '00:00', BERLIN).getTime(),
      25 * 3_600_000,
    );
  });

  test('Berlin DST gap (2026-03-29 02:00–03:00 does not exist): shifted forward by the gap', () => {
    assert.equal(iso(localToInstant('2026-03-29', '01:59', BERLIN)), '2026-03-29T00:59:00.000Z');
    assert.equal(iso(localToInstant('2026-03-29', '02:00', BERLIN)), '2026-03-29T01:00:00.000Z');
    assert.equal(iso(localToInstant('2026-03-29', '02:30', BERLIN)), '2026-03-29T01:30:00.000Z');
    assert.deepEqual(instantToLocal(localToInstant('2026-03-29', '02:30', BERLIN), BERLIN), {
      date: '2026-03-29',
      time: '03:30',
    });
    assert.equal(iso(localToInstant('2026-03-29', '03:00', BERLIN)), '2026-03-29T01:00:00.000Z');
    assert.equal(iso(localToInstant('2026-03-29', '03:30', BERLIN)), '2026-03-29T01:30:00.000Z');
  });

  test('Berlin DST overlap (2026-10-25 02:00–03:00 happens twice): the earlier instant', () => {
    assert.equal(iso(localToInstant('2026-10-25', '01:59', BERLIN)), '2026-10-24T23:59:00.000Z');
    assert.equal(iso(localToInstant('2026-10-25', '02:00', BERLIN)), '2026-10-25T00:00:00.000Z');
    assert.equal(iso(localToInstant('2026-10-25', '02:30', BERLIN)), '2026-10-25T00:30:00.000Z');
    assert.equal(iso(localToInstant('2026-10-25', '02:59', BERLIN)), '2026-10-25T00:59:00.000Z');
    assert.equal(iso(localToInstant('2026-10-25', '03:00', BERLIN)), '2026-10-25T02:00:00.000Z');
  });

  test('America/New_York: EST, EDT, gap and overlap', () => {
    assert.equal(iso(localToInstant('2026-01-15', '12:00', NEW_YORK)), '2026-01-15T17:00:00.000Z');
    assert.equal(iso(localToInstant('2026-07-15', '12:00', NEW_YORK)), '2026-07-15T16:00:00.000Z');
    // 2026-03-08 02:00–03:00 does not exist: 02:30 -> 03:30 EDT.
    assert.equal(iso(localToInstant('2026-03-08', '02:30', NEW_YORK)), '2026-03-08T07:30:00.000Z');
    assert.deepEqual(instantToLocal(localToInstant('2026-03-08', '02:30', NEW_YORK), NEW_YORK), {
      date: '2026-03-08',
      time: '03:30',
    });
    // 2026-11-01 01:00–02:00 happens twice: 01:30 EDT first.
    assert.equal(iso(localToInstant('2026-11-01', '01:30', NEW_YORK)), '2026-11-01T05:30:00.000Z');
    assert.equal(iso(localToInstant('2026-11-01', '02:00', NEW_YORK)), '2026-11-01T07:00:00.000Z');
    // A date late in the evening local is the next day in UTC.
    assert.equal(iso(localToInstant('2026-12-31', '22:00', NEW_YORK)), '2027-01-01T03:00:00.000Z');
  });

  test('half-hour offsets and a half-hour DST gap', () => {
    assert.equal(iso(localToInstant('2026-06-01', '12:00', 'Asia/Kolkata')), '2026-06-01T06:30:00.000Z');
    // Lord Howe Island moves 02:00 -> 02:30 on 2026-10-04: 02:15 becomes 02:45 (+11:00).
    assert.equal(
      iso(localToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')),
      '2026-10-03T15:45:00.000Z',
    );
    assert.equal(iso(localToInstant('2026-06-01', '12:00', 'UTC')), '2026-06-01T12:00:00.000Z');
  });

  test('every existing wall-clock minute round-trips on both Berlin DST days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 1440; minutes += 1) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const back = instantToLocal(localToInstant(date, time, BERLIN), BERLIN);
        const inGap = date === '2026-03-29' && minutes >= 120 && minutes < 180;
        if (inGap) assert.equal(back.time, `03:${time.slice(3)}`, `${date} ${time}`);
        else assert.deepEqual(back, { date, time }, `${date} ${time}`);
      }
    }
  });

  test('bad input is invalid and names the field', () => {
    assertInvalid(() => localToInstant('2026-02-30', '12:00', BERLIN), /date/);
    assertInvalid(() => localToInstant('2026-2-3', '12:00', BERLIN), /date/);
    assertInvalid(() => localToInstant('2026-02-03', '24:30', BERLIN), /time/);
    assertInvalid(() => localToInstant('2026-02-03', '7:00', BERLIN), /time/);
    assertInvalid(() => localToInstant('2026-02-03', '12:00', 'Mars/Olympus'), /time_zone/);
  });
});

describe('instantToLocal', () => {
  test('reads the wall clock in the zone', () => {
    assert.deepEqual(instantToLocal(new Date('2026-07-01T10:00:00Z'), BERLIN), {
      date: '2026-07-01',
      time: '12:00',
    });
    assert.deepEqual(instantToLocal(new Date('2026-06-30T22:00:00Z'), BERLIN), {
      date: '2026-07-01',
      time: '00:00',
    });
    assert.deepEqual(instantToLocal(new Date('2027-01-01T03:00:00Z'), NEW_YORK), {
      date: '2026-12-31',
      time: '22:00',
    });
  });

  test('both passes of the repeated hour read the same wall-clock time', () => {
    assert.deepEqual(instantToLocal(new Date('2026-10-25T00:30:00Z'), BERLIN), {
      date: '2026-10-25',
      time: '02:30',
    });
    assert.deepEqual(instantToLocal(new Date('2026-10-25T01:30:00Z'), BERLIN), {
      date: '2026-10-25',
      time: '02:30',
    });
  });

  test('seconds are dropped, not rounded', () => {
    assert.deepEqual(instantToLocal(new Date('2026-07-01T10:34:59.999Z'), BERLIN), {
      date: '2026-07-01',
      time: '12:34',
    });
  });

  test('an invalid Date is invalid', () => {
    assertInvalid(() => instantToLocal(new Date('nonsense'), BERLIN), /at/);
  });
});

describe('offsetAt (kept per zone and day)', () => {
  // The reference reads every instant with Intl, nothing kept: what the library did before it
  // kept offsets per day. Compared in every zone, at seeded random instants over the years a
  // booking may have, and every 15 minutes of each 2026 day on which the zone's offset changes.
  const readers = new Map<string, Intl.DateTimeFormat>();
  function referenceOffset(at: number, zone: string): number {
    let reader = readers.get(zone);
    if (!reader) {
      reader = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      readers.set(zone, reader);
    }
    const parts = Object.fromEntries(
      reader.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
    );
    const wall = Date.UTC(
      parts.year!,
      parts.month! - 1,
      parts.day!,
      parts.hour!,
      parts.minute!,
      parts.second!,
    );
    return wall - Math.floor(at / 1000) * 1000;
  }

  let seed = 20261124;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const DAY = 86_400_000;
  const from1900 = Date.UTC(1900, 0, 1);
  const to2200 = Date.UTC(2200, 11, 31);
  const start2026 = Date.UTC(2026, 0, 1);

  test('agrees with a plain Intl reading in every zone, on DST days too', () => {
    let compared = 0;
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const instants: number[] = [];
      for (let i = 0; i < 40; i += 1) instants.push(Math.floor(from1900 + random() * (to2200 - from1900)));
      for (let day = start2026; day < start2026 + 365 * DAY; day += DAY) {
        if (referenceOffset(day, zone) === referenceOffset(day + DAY, zone)) continue;
        for (let at = day - 60_000; at <= day + DAY + 60_000; at += 15 * 60_000)
          instants.push(at, at + 59_999);
      }
      for (const at of instants) {
        assert.equal(
          offsetAt(at, zone),
          referenceOffset(at, zone),
          `${zone} at ${new Date(at).toISOString()}`,
        );
        compared += 1;
      }
    }
    assert.ok(compared > 20_000, `only ${compared} instants compared`);
  });

  test('an unknown zone is refused and not kept', () => {
    assertInvalid(() => offsetAt(Date.UTC(2026, 0, 1), 'Mars/Olympus_Mons'), /time_zone/);
    assertInvalid(() => offsetAt(Date.UTC(2026, 0, 1), 'Mars/Olympus_Mons'), /time_zone/);
  });
});

describe('calendar arithmetic', () => {
  test('addDays across months, years and leap days', () => {
    assert.equal(addDays('2026-03-28', 1), '2026-03-29');
    assert.equal(addDays('2026-03-29', 1), '2026-03-30');
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2026-02-28', 1), '2026-03-01');
    assert.equal(addDays('2100-02-28', 1), '2100-03-01');
    assert.equal(addDays('2000-02-28', 1), '2000-02-29');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2026-01-01', -1), '2025-12-31');
    assert.equal(addDays('2026-01-01', 0), '2026-01-01');
    assert.equal(addDays('2026-01-01', 365), '2027-01-01');
    assertInvalid(() => addDays('2026-13-01', 1), /date/);
    assertInvalid(() => addDays('2026-01-01', 1.5), /days/);
  });

  test('weekdayOf: 1 = Monday … 7 = Sunday', () => {
    assert.equal(weekdayOf('2026-03-30'), 1);
    assert.equal(weekdayOf('2026-03-04'), 3);
    assert.equal(weekdayOf('2026-03-29'), 7);
    assert.equal(weekdayOf('2000-01-01'), 6);
    assert.equal(weekdayOf('2024-02-29'), 4);
  });

  test('daysBetween', () => {
    assert.equal(daysBetween('2026-01-01', '2026-12-31'), 364);
    assert.equal(daysBetween('2024-01-01', '2025-01-01'), 366);
    assert.equal(daysBetween('2026-03-28', '2026-03-30'), 2);
    assert.equal(daysBetween('2026-03-30', '2026-03-28'), -2);
    assert.equal(daysBetween('2026-03-30', '2026-03-30'), 0);
  });

  test('eachDate is inclusive and empty when reversed', () => {
    assert.deepEqual(eachDate('2026-12-30', '2027-01-02'), [
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    assert.deepEqual(eachDate('2024-02-28', '2024-03-01'), ['2024-02-28', '2024-02-29', '2024-03-01']);
    assert.deepEqual(eachDate('2026-05-05', '2026-05-05'), ['2026-05-05']);
    assert.deepEqual(eachDate('2026-05-05', '2026-05-04'), []);
    assert.equal(eachDate('2026-01-01', '2026-12-31').length, 365);
    assertInvalid(() => eachDate('2026-02-29', '2026-03-01'), /from/);
  });
});

// The calendar is integer arithmetic (no Date per step); Date's proleptic Gregorian calendar is
// the reference, over every year a Y-m-d can name.
describe('calendar arithmetic agrees with Date', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const DAY = 86_400_000;
  const reference = (ms: number) => {
    const date = new Date(ms);
    const year = String(date.getUTCFullYear()).padStart(4, '0');
    return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
  };
  const first = Date.UTC(2000, 0, 1) - 730_485 * DAY; // 0000-01-01
  const last = Date.UTC(9999, 11, 31);

  test('addDays, weekdayOf and daysBetween at random dates of years 0000–9999', () => {
    for (let i = 0; i < 20_000; i += 1) {
      const at = first + Math.floor(random() * ((last - first) / DAY)) * DAY;
      const date = reference(at);
      const days = Math.floor(random() * 2000) - 1000;
      const target = at + days * DAY;
      if (target < first || target > last) continue;
      assert.equal(addDays(date, days), reference(target), `${date} + ${days}`);
      assert.equal(daysBetween(date, reference(target)), days, `${date} … ${reference(target)}`);
      const sundayBased = new Date(at).getUTCDay();
      assert.equal(weekdayOf(date), sundayBased === 0 ? 7 : sundayBased, date);
    }
    assert.equal(addDays('0000-03-01', -1), '0000-02-29');
    assert.equal(addDays('9999-12-31', -3_652_424), '0000-01-01');
    assert.equal(weekdayOf('0000-01-01'), 6);
  });

  test('isDate: every day of 1999–2001, 2100 and 0000, and what is not a date', () => {
    for (const year of ['0000', '1999', '2000', '2001', '2100']) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const ms = Date.UTC(2000, month - 1, day);
          const real = day >= 1 && new Date(new Date(ms).setUTCFullYear(Number(year), month - 1, day)).getUTCDate() === day;
          assert.equal(isDate(text), real, text);
        }
      }
    }
    for (const text of ['2026-00-10', '2026-13-01', '2026-1-01', '2026-01-1', '26-01-01', '2026-01-01 ', 'x']) {
      assert.equal(isDate(text), false, text);
    }
  });

  test('minutesOf reads every H:i and 24:00', () => {
    for (let minutes = 0; minutes <= 1440; minutes += 1) assert.equal(minutesOf(timeOfMinutes(minutes)), minutes);
  });
});

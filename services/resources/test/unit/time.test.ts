// The wall-clock helpers the resources service relies on (packages/platform/src/time.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDate, isTime, isValidTimeZone, localDate, minutesOf } from '@venue/platform';

test('isTime accepts H:i from 00:00 to 23:59, and 24:00 only as an end of day', () => {
  for (const value of ['00:00', '09:05', '12:30', '19:59', '23:59']) {
    assert.equal(isTime(value), true, value);
    assert.equal(isTime(value, true), true, value);
  }
  assert.equal(isTime('24:00'), false);
  assert.equal(isTime('24:00', true), true);
  for (const value of [
    '24:01',
    '24:30',
    '25:00',
    '9:00',
    '09:0',
    '0900',
    '09:60',
    '-1:00',
    '09:00:00',
    ' 09:00',
    '09:00 ',
    '',
    'noon',
    '٠٩:٠٠',
  ]) {
    assert.equal(isTime(value, true), false, JSON.stringify(value));
  }
});

test('isDate accepts only real calendar dates in Y-m-d', () => {
  for (const value of ['2024-02-29', '2000-02-29', '2031-12-31', '2031-01-01', '1999-06-15', '9999-12-31']) {
    assert.equal(isDate(value), true, value);
  }
  for (const value of [
    '2023-02-29',
    '1900-02-29',
    '2031-02-30',
    '2031-04-31',
    '2031-13-01',
    '2031-00-01',
    '2031-01-00',
    '2031-01-32',
    '2031-1-01',
    '2031-01-1',
    '31-01-01',
    '2031/01/01',
    '01.01.2031',
    '2031-01-01T00:00',
    ' 2031-01-01',
    '',
  ]) {
    assert.equal(isDate(value), false, JSON.stringify(value));
  }
});

test('minutesOf counts minutes since midnight, 24:00 being 1440', () => {
  assert.equal(minutesOf('00:00'), 0);
  assert.equal(minutesOf('00:01'), 1);
  assert.equal(minutesOf('09:30'), 570);
  assert.equal(minutesOf('23:59'), 1439);
  assert.equal(minutesOf('24:00'), 1440);
});

test('localDate gives the date and ISO weekday of an instant in a zone', () => {
  // 2024-03-10 is a Sunday; 23:30 UTC is already Monday in Berlin and still Sunday in Los Angeles.
  const instant = new Date('2024-03-10T23:30:00Z');
  assert.deepEqual(localDate('UTC', instant), { date: '2024-03-10', weekday: 7 });
  assert.deepEqual(localDate('Europe/Berlin', instant), { date: '2024-03-11', weekday: 1 });
  assert.deepEqual(localDate('America/Los_Angeles', instant), { date: '2024-03-10', weekday: 7 });
  // Far east and far west of UTC, across a year boundary.
  const newYear = new Date('2023-12-31T11:00:00Z');
  assert.deepEqual(localDate('Pacific/Kiritimati', newYear), { date: '2024-01-01', weekday: 1 });
  assert.deepEqual(localDate('Pacific/Pago_Pago', newYear), { date: '2023-12-31', weekday: 7 });
  // Every weekday of one week.
  for (let day = 0; day < 7; day++) {
    const at = new Date(Date.UTC(2024, 0, 1 + day, 12));
    assert.deepEqual(localDate('UTC', at), { date: `2024-01-0${1 + day}`, weekday: 1 + day });
  }
});

test('localDate around daylight saving changes and at local midnight', () => {
  // Berlin springs forward on 2024-03-31 at 01:00 UTC (02:00 -> 03:00 local).
  assert.deepEqual(localDate('Europe/Berlin', new Date('2024-03-30T22:59:59Z')), {
    date: '2024-03-30',
    weekday: 6,
  });
  assert.deepEqual(localDate('Europe/Berlin', new Date('2024-03-30T23:00:00Z')), {
    date: '2024-03-31',
    weekday: 7,
  });
  assert.deepEqual(localDate('Europe/Berlin', new Date('2024-03-31T21:59:59Z')), {
    date: '2024-03-31',
    weekday: 7,
  });
  assert.deepEqual(localDate('Europe/Berlin', new Date('2024-03-31T22:00:00Z')), {
    date: '2024-04-01',
    weekday: 1,
  });
  // Half-hour offset zone.
  assert.deepEqual(localDate('Asia/Kolkata', new Date('2024-06-14T18:29:59Z')), {
    date: '2024-06-14',
    weekday: 5,
  });
  assert.deepEqual(localDate('Asia/Kolkata', new Date('2024-06-14T18:30:00Z')), {
    date: '2024-06-15',
    weekday: 6,
  });
});

test('isValidTimeZone knows IANA zones and refuses others', () => {
  for (const zone of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+12'])
    assert.equal(isValidTimeZone(zone), true, zone);
  for (const zone of ['Mars/Olympus', 'Europe/Berlinn', '']) assert.equal(isValidTimeZone(zone), false, zone);
});

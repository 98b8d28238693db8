// The pure rules of the resources service: resource_add field checks, tags, custom-field
// values, opening-time windows and storable text.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError, minutesOf } from '@venue/platform';
import { NUMERIC_VALUE } from '../../src/custom-field/custom-field.service.ts';
import { normaliseTags, validateNewResource, type NewResource } from '../../src/resource/resource.service.ts';
import { checkOpeningTimes } from '../../src/schedule/schedule.service.ts';
import { checkText } from '../../src/text.ts';

function assertInvalid(fn: () => unknown, pattern?: RegExp): void {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof DomainError, 'a DomainError');
    assert.equal(error.kind, 'invalid');
    if (pattern) assert.match(error.message, pattern);
    return true;
  });
}

const resource = (fields: Partial<NewResource>): NewResource => ({
  title: 'Hall',
  tags: [],
  custom_fields: [],
  ...fields,
});

/** A window of the domain (minutes of the day) written with H:i times. */
const w = (weekday: number, from: string, to: string) => ({ weekday, startMinute: minutesOf(from), endMinute: minutesOf(to) });

describe('validateNewResource', () => {
  test('accepts a complete, valid resource and the boundaries', () => {
    validateNewResource(
      resource({
        title: 'T'.repeat(255),
        listed_on_platform: false,
        street: 'S'.repeat(255),
        country: 'de',
        lat: -90,
        lng: 180,
        public_comment: 'c'.repeat(10_000),
        internal_comment: '',
        custom_fields: [{ field_id: 1, value: '3' }],
      }),
    );
    validateNewResource(resource({ country: '', lat: 90, lng: -180, listed_on_platform: true }));
    validateNewResource(resource({ title: `  ${'T'.repeat(255)}  ` }));
  });

  test('a title is required', () => {
    for (const title of ['', ' ', '\t\n', '\u00a0'])
      assertInvalid(() => validateNewResource(resource({ title })), /title/);
  });

  // platform_status (0 or 1) is v2's spelling of listed_on_platform, a bool: the gateway's schema
  // refuses other values (resources/test/integration/bad-input.test.ts, resource-add.test.ts).
  test('lengths, country and coordinates', () => {
    assertInvalid(() => validateNewResource(resource({ title: 'T'.repeat(256) })), /title/);
    assertInvalid(() => validateNewResource(resource({ city: 'C'.repeat(256) })), /city/);
    assertInvalid(
      () => validateNewResource(resource({ internal_comment: 'c'.repeat(10_001) })),
      /internal_comment/,
    );
    for (const country of ['D', 'DEU', 'D1', 'Ä1', ' DE'])
      assertInvalid(() => validateNewResource(resource({ country })), /country/);
    for (const lat of [90.000001, -90.5, Number.NaN, Number.POSITIVE_INFINITY])
      assertInvalid(() => validateNewResource(resource({ lat })), /lat/);
    for (const lng of [180.1, -181, Number.NaN, Number.NEGATIVE_INFINITY])
      assertInvalid(() => validateNewResource(resource({ lng })), /lng/);
  });

  test('custom fields only on main resources', () => {
    validateNewResource(resource({ parent_id: 4 }));
    assertInvalid(
      () => validateNewResource(resource({ parent_id: 4, custom_fields: [{ field_id: 1, value: '1' }] })),
      /customfields/,
    );
  });

  test('NUL characters are refused in every text field', () => {
    for (const field of [
      'title',
      'street',
      'zip',
      'city',
      'contact_person',
      'phone',
      'fax',
      'internal_comment',
      'public_comment',
    ] as const) {
      assertInvalid(() => validateNewResource(resource({ [field]: 'a\u0000b' })), new RegExp(field));
    }
  });
});

test('normaliseTags splits on commas, trims, drops empties and repeats, keeps order', () => {
  assert.deepEqual(normaliseTags([]), []);
  assert.deepEqual(normaliseTags(['a,b', ' c ', 'a', ',,', 'b , d']), ['a', 'b', 'c', 'd']);
  assert.deepEqual(normaliseTags(['Music', 'music']), ['Music', 'music']);
  assert.deepEqual(normaliseTags(['t'.repeat(100)]), ['t'.repeat(100)]);
  assertInvalid(() => normaliseTags(['t'.repeat(101)]), /tags/);
  assertInvalid(() => normaliseTags([Array.from({ length: 101 }, (_, i) => `t${i}`).join(',')]), /100/);
  assertInvalid(() => normaliseTags(['ok,b\u0000d']), /tags/);
});

test('NUMERIC_VALUE takes plain decimal numbers only', () => {
  for (const value of ['0', '42', '-7', '3.25', '-0.5', '007']) assert.match(value, NUMERIC_VALUE);
  for (const value of [
    '',
    '-',
    '.5',
    '5.',
    '1e3',
    '1,5',
    '+1',
    '--1',
    '0x10',
    'NaN',
    'Infinity',
    '1 000',
    ' 1',
  ]) {
    assert.doesNotMatch(value, NUMERIC_VALUE, JSON.stringify(value));
  }
});

test('checkText allows the maximum length and refuses longer text or NUL', () => {
  checkText('name', undefined, 3);
  checkText('name', '', 3);
  checkText('name', 'abc', 3);
  assertInvalid(() => checkText('name', 'abcd', 3), /name is longer than 3/);
  assertInvalid(() => checkText('name', '\u0000', 3), /NUL/);
});

describe('checkOpeningTimes', () => {
  test('sorts by weekday and start; allows touching windows and 24:00 as an end', () => {
    assert.deepEqual(
      checkOpeningTimes([w(2, '13:00', '24:00'), w(1, '12:00', '18:00'), w(2, '08:00', '13:00'), w(1, '00:00', '12:00')]),
      [w(1, '00:00', '12:00'), w(1, '12:00', '18:00'), w(2, '08:00', '13:00'), w(2, '13:00', '24:00')],
    );
    assert.deepEqual(checkOpeningTimes([]), []);
    // Same times on different days do not clash.
    assert.equal(
      checkOpeningTimes([1, 2, 3, 4, 5, 6, 7].map((weekday) => w(weekday, '09:00', '17:00'))).length,
      7,
    );
  });

  test('refuses overlaps within a day, wherever they are in the list', () => {
    const overlapping = [
      [w(1, '09:00', '12:00'), w(1, '11:59', '13:00')],
      [w(3, '10:00', '11:00'), w(3, '08:00', '20:00')],
      [w(5, '08:00', '09:00'), w(5, '08:00', '09:00')],
      [w(7, '08:00', '23:00'), w(6, '10:00', '11:00'), w(7, '12:00', '13:00'), w(7, '23:30', '24:00')],
    ];
    for (const windows of overlapping) assertInvalid(() => checkOpeningTimes(windows), /overlap/);
  });

  test('refuses bad weekdays, times and orders', () => {
    for (const window of [
      w(0, '09:00', '10:00'),
      w(8, '09:00', '10:00'),
      w(1.5, '09:00', '10:00'),
      w(1, '24:00', '24:00'),
      // H:i spellings ("9:00", "noon") are the gateway's to refuse; minutes outside the day are the service's.
      { weekday: 1, startMinute: -1, endMinute: 60 },
      { weekday: 1, startMinute: 0.5, endMinute: 60 },
      w(1, '09:00', '24:01'),
      w(1, '10:00', '10:00'),
      w(1, '10:00', '09:00'),
    ]) {
      assertInvalid(() => checkOpeningTimes([window]));
    }
    assertInvalid(
      () =>
        checkOpeningTimes(Array.from({ length: 169 }, () => w(1, '00:00', '00:01'))),
      /too many/,
    );
  });
});

// The resources endpoints' v2 spellings and the resources service's contract: H:i times and
// weekday names become minutes and Weekday (their format refused here, in v2 words), street_hnr
// and platform_status become street and listed_on_platform, and the answers read back as v2.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import { resourceDetailV2, toAddResourceRequest } from '../../src/resources/resource.v2.ts';
import { scheduleV2, toOpeningTimes } from '../../src/resources/schedule.v2.ts';

function assertInvalid(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, message);
    return true;
  });
}

describe('opening_times_set: the windows as the service takes them', () => {
  test('weekdays as numbers or names, H:i as minutes of the day, 24:00 as 1440', () => {
    assert.deepEqual(
      toOpeningTimes([
        { weekday: 'tue', from: '13:00', to: '24:00' },
        { weekday: 7, from: '00:00', to: '09:30' },
      ]),
      [
        { weekday: 'WEEKDAY_TUESDAY', times: { start_minute: 780, end_minute: 1440 } },
        { weekday: 'WEEKDAY_SUNDAY', times: { start_minute: 0, end_minute: 570 } },
      ],
    );
  });

  test('a time not written H:i is refused naming the window; from cannot be 24:00', () => {
    const window = (from: string, to: string) => [{ weekday: 1, from: '08:00', to: '09:00' }, { weekday: 1, from, to }];
    for (const from of ['9:00', '09:60', '24:00', 'noon', '']) {
      assertInvalid(() => toOpeningTimes(window(from, '23:00')), /^opening_times\[1\]\.from must be H:i$/);
    }
    for (const to of ['9:00', '24:01', '25:00', 'late', '']) {
      assertInvalid(() => toOpeningTimes(window('08:00', to)), /^opening_times\[1\]\.to must be H:i \(24:00 allowed\)$/);
    }
  });

  test('the schedule answer reads back as v2: weekday numbers, H:i, Y-m-d', () => {
    assert.deepEqual(
      scheduleV2({
        resource_id: 4,
        opening_times: [{ weekday: 'WEEKDAY_FRIDAY', times: { start_minute: 510, end_minute: 1440 } }],
        holidays: [
          {
            id: 9,
            resource_id: 4,
            title: 'Fair',
            start_date: { year: 2031, month: 2, day: 28 },
            end_date: { year: 2031, month: 3, day: 1 },
          },
        ],
      }),
      {
        resource_id: 4,
        opening_times: [{ weekday: 5, from: '08:30', to: '24:00' }],
        holidays: [{ id: 9, title: 'Fair', from: '2031-02-28', to: '2031-03-01' }],
      },
    );
  });
});

describe('resource_add and resource/<id>', () => {
  test('street_hnr is the street, platform_status 0/1 whether the venue is listed; absent stays absent', () => {
    assert.deepEqual(toAddResourceRequest({ title: 'Hall', street_hnr: 'Road 1', platform_status: 0, api_secret_key: 'k' }), {
      title: 'Hall',
      street: 'Road 1',
      listed_on_platform: false,
      tags: [],
      custom_fields: [],
    });
    assert.equal(toAddResourceRequest({ title: 'Hall', platform_status: 1 }).listed_on_platform, true);
    const bare = toAddResourceRequest({ title: 'Hall' });
    assert.equal('listed_on_platform' in bare || 'street' in bare, false);
  });

  test("the detail names the street street_hnr and today's windows as H:i pairs", () => {
    const detail = resourceDetailV2({
      id: 1,
      manager: 2,
      title: 'Hall',
      image: '',
      category_id: 0,
      category_name: '',
      street: 'Road 1',
      zip: '',
      city: '',
      country: '',
      phone: '',
      fax: '',
      public_comment: '',
      today_opening_times: [{ start_minute: 0, end_minute: 1440 }],
      today_holidays: [],
      contact_person: '',
      internal_comment: '',
      listed_on_platform: true,
      tags: [],
      custom_fields: [],
    });
    assert.equal(detail.street_hnr, 'Road 1');
    assert.deepEqual(detail.today_opening_times, [['00:00', '24:00']]);
  });
});

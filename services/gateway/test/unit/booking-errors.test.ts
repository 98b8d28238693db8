// The bookings service's messages name proto fields; the gateway answers v2 clients with the v2
// parameter names, byte for byte as before the service spoke its own contract.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError, invalid, notFound } from '@venue/platform';
import { AVAILABILITY_NAMES, BOOKING_ADD_NAMES } from '../../src/bookings/booking-errors.ts';
import { inV2Words, type Renames } from '../../src/v2-words.ts';

async function reworded(names: Renames, error: DomainError): Promise<DomainError> {
  try {
    await inV2Words(names, () => Promise.reject(error));
  } catch (caught) {
    assert.ok(caught instanceof DomainError);
    return caught;
  }
  throw new Error('expected a failure');
}

test('booking_add: parts, main resource, custom fields, the occurrence bounds', async () => {
  const cases: [string, string][] = [
    ['part_ids: resource 7 is not a part of main resource 3', 'resource_parts: resource 7 is not a part of main resource 3'],
    ['main_resource_id: resource 7 is a part, not a main resource', 'main_resource: resource 7 is a part, not a main resource'],
    ["custom_field_values: resource 8 is not part of this booking's venue", "category_fields: resource 8 is not part of this booking's venue"],
    ['the booking would have 1002 instances (dates × part_ids); at most 1000', 'the booking would have 1002 instances (dates × resource_parts); at most 1000'],
    ['the recurrence yields no dates between start_date and end_date', 'the recurrence yields no dates in date_from…date_to'],
    [
      'the recurrence yields more than 1000 instances between start_date and end_date; choose a shorter range',
      'the recurrence yields more than 1000 instances in date_from…date_to; choose a shorter range',
    ],
  ];
  for (const [service, v2] of cases) {
    const answer = await reworded(BOOKING_ADD_NAMES, invalid(service));
    assert.equal(answer.kind, 'invalid');
    assert.equal(answer.message, v2);
  }
});

test('availability: the condition lists', async () => {
  assert.equal(
    (await reworded(AVAILABILITY_NAMES, invalid('conditions.value: field 4 (Capacity) compares numbers'))).message,
    'free_text_field_values_str: field 4 (Capacity) compares numbers',
  );
});

test('other errors pass unchanged, the same object', async () => {
  const missing = notFound('resource 5 not found');
  assert.equal(await reworded(BOOKING_ADD_NAMES, missing), missing);
  // Unknown and foreign ids are 404s named by the thing, the same whichever parameter held them.
  const field = notFound('custom field 9 not found');
  assert.equal(await reworded(BOOKING_ADD_NAMES, field), field);
  assert.equal(await reworded(AVAILABILITY_NAMES, field), field);
  assert.equal(await inV2Words(BOOKING_ADD_NAMES, async () => 42), 42);
});

// Each event schema: a valid payload passes, one with a field the schema does not name passes
// (consumers ignore what they do not know), one missing a required field fails; a newer schema
// version is told apart from an invalid payload, and a payload without a version reads as 1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TSchema } from 'typebox';
import {
  BookingEvent,
  CustomerCreatedEvent,
  CustomerUpdatedEvent,
  decodeEvent,
  DocumentEvent,
  EVENT_SCHEMA_VERSION,
} from '@venue/contracts/events';

const examples: { name: string; schema: TSchema; valid: Record<string, unknown>; required: string }[] = [
  {
    name: 'booking.created/updated/cancelled',
    schema: BookingEvent,
    valid: {
      schema_version: 1,
      booking_id: 7,
      manager_id: 1,
      version: 2,
      time_zone: 'Europe/Berlin',
      cause: 'manager',
      customer_id: null,
      main_resource_id: 3,
      status: 'live',
      title: 'Wedding',
      instances: [{ id: 9, resource_id: 3, from: '2030-05-01T08:00:00.000Z', to: '2030-05-01T10:00:00.000Z' }],
      items: [{ kind: 'service', resource_id: 3, item_id: 4, quantity: 2 }],
    },
    required: 'version',
  },
  {
    name: 'invoice.approved/cancelled, quote.created, order.confirmed',
    schema: DocumentEvent,
    valid: { schema_version: 1, manager_id: 1, document_id: 5, number: 'RE-1', booking_ids: [7], time_zone: 'UTC', cancel_bookings: true },
    required: 'booking_ids',
  },
  {
    name: 'customer.created',
    schema: CustomerCreatedEvent,
    valid: { schema_version: 1, manager_id: 1, customer_id: 2, email: null, show_name: 'Ada' },
    required: 'customer_id',
  },
  {
    name: 'customer.updated',
    schema: CustomerUpdatedEvent,
    valid: { schema_version: 1, manager_id: 1, customer_id: 2, changed: ['address'], address_ids: [3] },
    required: 'changed',
  },
];

for (const { name, schema, valid, required } of examples) {
  test(`${name}: valid passes, an unknown field is ignored, a missing field fails`, () => {
    assert.deepEqual(decodeEvent(schema, valid), { ok: true, data: valid });
    const extra = { ...valid, added_later: { any: 'thing' } };
    assert.equal(decodeEvent(schema, extra).ok, true);
    const { [required]: _dropped, ...missing } = valid;
    const refused = decodeEvent(schema, missing);
    assert.equal(refused.ok, false);
    assert.equal(!refused.ok && refused.reason, 'invalid');
  });

  test(`${name}: a newer schema version is not read, and one without a version reads as ${EVENT_SCHEMA_VERSION}`, () => {
    const newer = decodeEvent(schema, { ...valid, schema_version: EVENT_SCHEMA_VERSION + 1, shape: 'unknown' });
    assert.equal(!newer.ok && newer.reason, 'newer_version');
    const { schema_version: _version, ...unversioned } = valid;
    assert.deepEqual(decodeEvent(schema, unversioned), { ok: true, data: valid });
  });
}

test('a payload that is not an object is invalid', () => {
  for (const payload of [null, 'text', [1], 3]) {
    const decoded = decodeEvent(BookingEvent, payload);
    assert.equal(!decoded.ok && decoded.reason, 'invalid');
  }
});

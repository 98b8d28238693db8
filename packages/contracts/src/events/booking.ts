// What bookings tells the rest of the system about a booking (billing prices and invoices from
// it): the booking's aggregate version (a consumer applies an event only when it is newer than
// what it holds) and the manager's time zone (billing prices wall-clock tariffs in it).
import { Type, type Static } from 'typebox';
import { SchemaVersion } from './version.ts';

export const BOOKING_CREATED = 'venue.bookings.booking.created';
export const BOOKING_UPDATED = 'venue.bookings.booking.updated';
export const BOOKING_CANCELLED = 'venue.bookings.booking.cancelled';
export type BookingSubject = typeof BOOKING_CREATED | typeof BOOKING_UPDATED | typeof BOOKING_CANCELLED;

const Id = Type.Integer({ minimum: 1 });

export const BookingEvent = Type.Object({
  schema_version: SchemaVersion,
  booking_id: Id,
  manager_id: Id,
  version: Type.Integer({ minimum: 1 }),
  time_zone: Type.String({ minLength: 1 }),
  /** Who changed the booking: the manager, or billing's documents (no automation reacts to those). */
  cause: Type.Union([Type.Literal('manager'), Type.Literal('billing')]),
  customer_id: Type.Union([Id, Type.Null()]),
  main_resource_id: Id,
  status: Type.String(),
  title: Type.String(),
  /** In start order; instants as ISO 8601 UTC text (Date#toISOString). */
  instances: Type.Array(
    Type.Object({ id: Id, resource_id: Id, from: Type.String(), to: Type.String() }),
  ),
  items: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('inventory'), Type.Literal('service')]),
      resource_id: Type.Integer(),
      item_id: Type.Integer(),
      quantity: Type.Number(),
    }),
  ),
});
export type BookingEvent = Static<typeof BookingEvent>;

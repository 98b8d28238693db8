// What customers tells the rest of the system about its customers.
import { Type, type Static } from 'typebox';
import { SchemaVersion } from './version.ts';

export const CUSTOMER_CREATED = 'venue.customers.customer.created';
export const CUSTOMER_UPDATED = 'venue.customers.customer.updated';

const Id = Type.Integer({ minimum: 1 });

export const CustomerCreatedEvent = Type.Object({
  schema_version: SchemaVersion,
  manager_id: Id,
  customer_id: Id,
  email: Type.Union([Type.String(), Type.Null()]),
  show_name: Type.String(),
});
export type CustomerCreatedEvent = Static<typeof CustomerCreatedEvent>;

export const CustomerUpdatedEvent = Type.Object({
  schema_version: SchemaVersion,
  manager_id: Id,
  customer_id: Id,
  /** The fields the change touched, as the API names them ('address' for addresses added). */
  changed: Type.Array(Type.String()),
  /** customer_address_add only: the addresses added. */
  address_ids: Type.Optional(Type.Array(Id)),
});
export type CustomerUpdatedEvent = Static<typeof CustomerUpdatedEvent>;

// Every event type (its subject) with the schema of its payload: what a release records
// (releases/<version>.events.json) and what the compatibility check compares against it.
import type { TSchema } from 'typebox';
import { BOOKING_CANCELLED, BOOKING_CREATED, BOOKING_UPDATED, BookingEvent } from './booking.ts';
import { CUSTOMER_CREATED, CUSTOMER_UPDATED, CustomerCreatedEvent, CustomerUpdatedEvent } from './customer.ts';
import { DocumentEvent, INVOICE_APPROVED, INVOICE_CANCELLED, ORDER_CONFIRMED, QUOTE_CREATED } from './document.ts';

export const EVENT_SCHEMAS: Readonly<Record<string, TSchema>> = {
  [BOOKING_CREATED]: BookingEvent,
  [BOOKING_UPDATED]: BookingEvent,
  [BOOKING_CANCELLED]: BookingEvent,
  [CUSTOMER_CREATED]: CustomerCreatedEvent,
  [CUSTOMER_UPDATED]: CustomerUpdatedEvent,
  [INVOICE_APPROVED]: DocumentEvent,
  [INVOICE_CANCELLED]: DocumentEvent,
  [QUOTE_CREATED]: DocumentEvent,
  [ORDER_CONFIRMED]: DocumentEvent,
};

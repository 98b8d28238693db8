// The webhook event types (issue #60), each the public name of one domain event on the bus, and
// what orders a type's deliveries: events of one booking (customer, document) reach an endpoint in
// the order they happened.
import {
  BOOKING_CANCELLED,
  BOOKING_CREATED,
  BOOKING_UPDATED,
  CUSTOMER_CREATED,
  CUSTOMER_UPDATED,
  INVOICE_APPROVED,
  INVOICE_CANCELLED,
  ORDER_CONFIRMED,
  QUOTE_CREATED,
} from '@venue/contracts/events';

export type ObjectKind = 'booking' | 'customer' | 'document';

export const WEBHOOK_TYPES: Readonly<Record<string, { type: string; kind: ObjectKind }>> = {
  [BOOKING_CREATED]: { type: 'booking.created', kind: 'booking' },
  [BOOKING_UPDATED]: { type: 'booking.updated', kind: 'booking' },
  [BOOKING_CANCELLED]: { type: 'booking.cancelled', kind: 'booking' },
  [CUSTOMER_CREATED]: { type: 'customer.created', kind: 'customer' },
  [CUSTOMER_UPDATED]: { type: 'customer.updated', kind: 'customer' },
  [INVOICE_APPROVED]: { type: 'invoice.approved', kind: 'document' },
  [INVOICE_CANCELLED]: { type: 'invoice.cancelled', kind: 'document' },
  [QUOTE_CREATED]: { type: 'quote.created', kind: 'document' },
  [ORDER_CONFIRMED]: { type: 'order.confirmed', kind: 'document' },
};

/** Every type an endpoint may subscribe to, in the order the docs list them. */
export const EVENT_TYPE_NAMES: readonly string[] = Object.values(WEBHOOK_TYPES).map(({ type }) => type);

/** An endpoint's subscription: "*" alone, or distinct known types. */
export const EVERY_TYPE = '*';

export function subscribes(events: readonly string[], type: string): boolean {
  return events.includes(EVERY_TYPE) || events.includes(type);
}

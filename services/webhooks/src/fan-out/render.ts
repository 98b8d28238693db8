// A webhook's body, rendered once per event: {type, timestamp, data} with data the object as the v2
// API shows it now (a booking as 4.5, a customer as 2.6, an invoice as 4.16), through the gateway's
// own views. The object is read when the event is handled, so a booking changed twice in a moment
// may show its later state in both; each event still arrives, in order. An object gone by then
// (NOT_FOUND) is shown by its id alone.
import type { BookingEvent, CustomerCreatedEvent, CustomerUpdatedEvent, DocumentEvent } from '@venue/contracts/events';
import { bookingDetailV2, bookingItems, customerV2, invoiceDetailsV2, languageOf } from '@venue/gateway/views';
import { DomainError, type CallContext } from '@venue/platform';
import type { PeerClients } from '../peers.ts';
import type { ObjectKind } from './event-types.ts';

export interface Profile {
  name: string;
  currency: string;
  language: string;
  time_zone: string;
}

type Payload = BookingEvent | CustomerCreatedEvent | CustomerUpdatedEvent | DocumentEvent;

/** The object's key for ordering, and its version where it has one (a booking's). */
export function orderOf(kind: ObjectKind, data: Payload): { key: string; seq: number } {
  if (kind === 'booking') return { key: `booking:${(data as BookingEvent).booking_id}`, seq: (data as BookingEvent).version };
  if (kind === 'customer') return { key: `customer:${(data as CustomerCreatedEvent).customer_id}`, seq: 0 };
  return { key: `document:${(data as DocumentEvent).document_id}`, seq: 0 };
}

async function orIdAlone(id: number, read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return { id };
    throw error;
  }
}

/** `catalogVersion`: the manager's catalog version read from resources' port, under which bookings reuses the resource tree. */
export async function renderData(peers: PeerClients, kind: ObjectKind, data: Payload, profile: Profile, catalogVersion?: string): Promise<unknown> {
  const timeZone = 'time_zone' in data ? data.time_zone : profile.time_zone;
  const context: CallContext = { managerId: data.manager_id, timezone: timeZone, ...(catalogVersion && { catalogVersion }) };
  if (kind === 'booking') {
    const { booking_id: id } = data as BookingEvent;
    const booking = await peers.bookingReader.get(context, id);
    if (!booking) return { id };
    return bookingDetailV2(booking, profile.name, timeZone, await bookingItems(peers, context, [booking]));
  }
  if (kind === 'customer') {
    const { customer_id: id } = data as CustomerCreatedEvent;
    return orIdAlone(id, async () => customerV2(await peers.customers.GetCustomer({ id }, context), timeZone));
  }
  const { document_id: id, number } = data as DocumentEvent;
  return orIdAlone(id, async () => {
    const document = await peers.billing.GetDocument({ number }, context);
    const reader = { managerId: data.manager_id, timeZone, currency: profile.currency, language: languageOf(profile.language) };
    return invoiceDetailsV2(document, reader);
  });
}

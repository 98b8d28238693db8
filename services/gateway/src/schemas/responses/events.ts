// Answers of the calendar event endpoints (routes/v2/events.ts, spec 2.5, 4.9, 4.10, and
// routes/internal/events.ts).
import { Type, type TProperties } from 'typebox';
import { Ok, responses, WriteResult } from './envelope.ts';
import { Exact, Id, Nullable, OneOf } from './formats.ts';

const GermanDate = Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$', description: 'dd.mm.yyyy' });
const GermanDateOrEmpty = Type.String({
  pattern: '^(\\d{2}\\.\\d{2}\\.\\d{4})?$',
  description: 'dd.mm.yyyy in the manager\'s zone; "" only for a booking without instances',
});
const GermanDateTime = Type.String({
  pattern: '^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$',
  description: "dd.mm.yyyy H:i in the manager's zone",
});
const TimeOrEmpty = (description: string) =>
  Type.String({ pattern: '^((([01]\\d|2[0-3]):[0-5]\\d|24:00))?$', description: `H:i, ${description}` });
const Text = (description: string) => Type.String({ description: `${description}; "" when unset` });

/** The fields of a list item and of the detail (2.5); id differs in type between them. */
const eventFields = {
  event_title: Text('the event title'),
  marketing_data_title: Text('the marketing title'),
  marketing_data_description: Text('the marketing description'),
  date_from: GermanDateOrEmpty,
  date_to: GermanDateOrEmpty,
  time_from: TimeOrEmpty("start of the booking's first instance"),
  time_to: TimeOrEmpty("end of the booking's last instance (24:00: the end of date_to)"),
  entrance_time: TimeOrEmpty('when the doors open; "" when unset'),
  beginning_time: TimeOrEmpty('when the event begins; "" when unset'),
  marketing_data_ticket_link: Text('http(s) URL of the tickets'),
  marketing_data_price: Text('the price as shown'),
  marketing_data_notice_text: Text('a notice'),
  image: Text('URL of the event image'),
} satisfies TProperties;

export const EventListItem = Exact(
  { id: Id, ...eventFields },
  { description: "A calendar event: its booking's id and dates" },
);

const DocumentInstance = Exact({
  id: Id,
  resource_id: Id,
  resource: Type.String({ description: 'main resource name, then the part name' }),
  from: GermanDateTime,
  to: GermanDateTime,
});

const DocumentBooking = Exact({
  id: Id,
  title: Type.String(),
  resources: Type.Array(
    Exact({ resource_id: Id, resource: Type.String(), instances: Type.Array(DocumentInstance) }),
  ),
});

const EventDocument = Exact({
  document_type: OneOf(['Offer', 'Order confirmation', 'Invoice', 'Cancellation invoice']),
  document_number: Type.String({ minLength: 1, description: 'the number with its prefix' }),
  price: Type.Number({ description: 'gross total (negative on a cancellation invoice)' }),
  document_date: GermanDate,
  processed_status: Type.Integer({ minimum: 0, maximum: 1 }),
  processed_date: Nullable(GermanDate),
  bookings: Type.Array(DocumentBooking, { description: 'every booking on the document' }),
});

export const EventDetail = Exact({
  id: Type.String({ pattern: '^[1-9]\\d*$', description: "the booking's id, as a string" }),
  ...eventFields,
  documents: Type.Array(EventDocument, {
    description: 'issued quotes, order confirmations, invoices and cancellation invoices of the booking',
  }),
});

export const eventResponses = {
  'GET /api/v2/event_list': responses({
    200: Ok(Type.Array(EventListItem), 'Events flagged for API or website display in the range'),
  }),
  'GET /api/v2/event_details/:id': responses({
    200: Ok(Type.Array(EventDetail, { minItems: 1, maxItems: 1 }), 'The event with its documents'),
  }),
  'POST /api/internal/event_set': responses({ 200: Ok(WriteResult, 'The booking whose event was saved') }),
  'POST /api/internal/event_unset': responses({
    200: Ok(WriteResult, 'The booking whose event was removed'),
  }),
};

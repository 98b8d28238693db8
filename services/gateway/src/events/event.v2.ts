// Calendar events as v2 writes them (spec 2.5): list items, and the detail with the documents of
// the booking (quotes, order confirmations, invoices and cancellation invoices).
import { ymdOf, type billing, type bookings, type common } from '@venue/contracts';
import { timeOfMinutes, type CallContext } from '@venue/platform';
import type { ServiceClients } from '../clients.ts';
import { germanDate as germanOfYmd, local } from '../invoices/invoice-format.v2.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** dd.mm.yyyy of a LocalDate; "" when absent. */
const germanDate = (date: common.LocalDate__Output | null | undefined) =>
  date ? `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}` : '';
const time = (at: common.LocalDateTime__Output | null) => (at ? timeOfMinutes(at.minute) : '');

export function eventListItemV2(event: bookings.Event__Output) {
  const d = event.data;
  return {
    id: event.booking_id,
    event_title: d?.event_title ?? '',
    marketing_data_title: d?.marketing_data_title ?? '',
    marketing_data_description: d?.marketing_data_description ?? '',
    date_from: germanDate(event.first_start?.date),
    date_to: germanDate(event.last_end?.date),
    time_from: time(event.first_start),
    time_to: time(event.last_end),
    entrance_time: d?.entrance_minute === undefined ? '' : timeOfMinutes(d.entrance_minute),
    beginning_time: d?.beginning_minute === undefined ? '' : timeOfMinutes(d.beginning_minute),
    marketing_data_ticket_link: d?.ticket_link ?? '',
    marketing_data_price: d?.price ?? '',
    marketing_data_notice_text: d?.notice_text ?? '',
    image: d?.image ?? '',
  };
}

/** The spec's observed labels; a cancellation invoice is named as such. */
const DOCUMENT_TYPE_LABEL: Partial<Record<billing.DocumentType__Output, string>> = {
  DOCUMENT_TYPE_QUOTE: 'Offer',
  DOCUMENT_TYPE_ORDER_CONFIRMATION: 'Order confirmation',
  DOCUMENT_TYPE_INVOICE: 'Invoice',
  DOCUMENT_TYPE_CANCELLATION: 'Cancellation invoice',
};

const dateTime = (at: common.LocalDateTime__Output | null) => `${germanDate(at?.date)} ${time(at)}`;

function documentBooking(booking: bookings.Booking__Output) {
  return {
    id: booking.id,
    title: booking.title,
    resources: booking.resources.map((r) => ({
      resource_id: r.resource_id,
      resource: r.resource_name,
      instances: r.instances.map((i) => ({
        id: i.id,
        resource_id: i.resource_id,
        resource: i.resource_name,
        from: dateTime(i.start),
        to: dateTime(i.end),
      })),
    })),
  };
}


/** The bookings a document covers. */
function bookingIdsOf(document: billing.Document__Output): number[] {
  return [...new Set(document.booking_ids.map(Number))];
}

/**
 * The issued documents naming the booking (drafts have no number yet and are left out), each
 * with every booking it covers as bookings has it now.
 */
export async function eventDocumentsV2(clients: ServiceClients, context: CallContext, bookingId: number) {
  const { documents } = await clients.billing.DocumentsOfBooking({ booking_id: bookingId }, context);
  const issued = documents.filter(
    (d) =>
      d.status !== 'DOCUMENT_STATUS_DRAFT' && d.number !== '' && DOCUMENT_TYPE_LABEL[d.type] !== undefined,
  );
  const ids = [...new Set(issued.flatMap(bookingIdsOf))];
  const found = await Promise.all(ids.map((id) => clients.bookings.GetBooking({ id }, context)));
  const byId = new Map(found.map((b) => [Number(b.id), documentBooking(b)]));
  return issued.map((d) => ({
    document_type: DOCUMENT_TYPE_LABEL[d.type] ?? '',
    document_number: d.number,
    price: Number(d.gross_cents) / 100,
    document_date: germanOfYmd(ymdOf(d.document_date)),
    processed_status: d.processed ? 1 : 0,
    processed_date:
      d.processed && d.processed_at_ms
        ? germanOfYmd(local(Number(d.processed_at_ms), context.timezone).date)
        : null,
    bookings: bookingIdsOf(d).flatMap((id) => byId.get(id) ?? []),
  }));
}

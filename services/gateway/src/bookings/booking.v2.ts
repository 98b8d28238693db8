// A booking as v2 shows it (2.3): the list item and the detail form. The booking routes and the
// webhooks service (booking.* events' data) both answer with these.
import { timeOfMinutes } from '@venue/platform';
import { localDateTimeSeconds } from '../v2-time.ts';
import { ymdOf, type bookings, type common } from '@venue/contracts';
import type { BookingItems } from './booking-items.ts';

type Booking = bookings.Booking__Output;

/** Y-m-d H:i of a wall-clock moment. */
const local = (at: common.LocalDateTime__Output | null) => `${ymdOf(at?.date)} ${timeOfMinutes(at?.minute ?? 0)}`;

const V2_STATUS: Record<bookings.BookingStatus__Output, string> = {
  BOOKING_STATUS_UNSPECIFIED: '',
  BOOKING_STATUS_LIVE: 'live',
  BOOKING_STATUS_DRAFT: 'draft',
  BOOKING_STATUS_COMPLETE: 'complete',
  BOOKING_STATUS_CANCELLED: 'cancel',
  BOOKING_STATUS_PENDING: 'pending',
};

export const PROTO_STATUS: Record<string, bookings.BookingStatus> = {
  live: 'BOOKING_STATUS_LIVE',
  draft: 'BOOKING_STATUS_DRAFT',
  complete: 'BOOKING_STATUS_COMPLETE',
  cancel: 'BOOKING_STATUS_CANCELLED',
};

function customFieldsOut(booking: Booking) {
  const byResource: Record<string, Record<string, { label: string; value: string; category: number | null }>> = {};
  for (const f of booking.custom_fields) {
    (byResource[f.resource_id] ??= {})[f.field_id] = { label: f.label, value: f.value, category: f.category ?? null };
  }
  return byResource;
}

function instanceOut(i: bookings.Instance__Output) {
  return { id: i.id, resource_id: i.resource_id, resource: i.resource_name, from: local(i.start), to: local(i.end), custom_fields: [] };
}

/** Fields of both forms (2.3); the manager's display name fills created_by. */
function sharedFields(booking: Booking, managerName: string, timeZone: string) {
  return {
    id: booking.id,
    title: booking.title,
    custom_fields: customFieldsOut(booking),
    comments: booking.comments,
    customer_id: booking.customer_id === undefined ? '' : String(booking.customer_id),
    persons: booking.person_ids,
    color: booking.color,
    created_on: localDateTimeSeconds(booking.created_at_ms, timeZone),
    created_by: { id: booking.created_by, name: managerName },
    status: V2_STATUS[booking.status],
  };
}

export function bookingListItemV2(booking: Booking, managerName: string, timeZone: string, details: boolean, items: BookingItems) {
  return {
    ...sharedFields(booking, managerName, timeZone),
    resources: booking.resources.map((r) => ({
      resource_id: r.resource_id,
      resource: r.resource_name,
      instances: Object.fromEntries(r.instances.map((i) => [String(i.id), instanceOut(i)])),
      ...(details && items.of(booking, r)),
    })),
    customer: booking.customer_name,
    ...(details && { entrance_hall: booking.entrance_hall ? '1' : '0' }),
  };
}

export function bookingDetailV2(booking: Booking, managerName: string, timeZone: string, items: BookingItems) {
  return {
    ...sharedFields(booking, managerName, timeZone),
    resources: booking.resources.map((r) => ({
      resource_id: r.resource_id,
      resource: r.resource_name,
      instances: r.instances.map(instanceOut),
      ...items.of(booking, r),
    })),
    entrance_hall: booking.entrance_hall ? '1' : '0',
  };
}

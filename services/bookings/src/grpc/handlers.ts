// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import type { bookings } from '@venue/contracts';
import { implement, invalid, type Logger } from '@venue/platform';
import { searchAvailability } from '../availability/availability.service.ts';
import { getBooking, listBookings } from '../booking/booking.query.ts';
import { createBooking, createSingleBooking, STATUSES, updateBooking, type BookingDeps } from '../booking/booking.service.ts';
import type { BookingStatus } from '../booking/booking.table.ts';
import type { RecurrenceRule, TimeSpec } from '../recurrence/recurrence.ts';

function timeSpec(spec: bookings.TimeSpec__Output | null | undefined): TimeSpec {
  return { from: spec?.from ?? '', to: spec?.to ?? '', fullDay: spec?.full_day ?? false };
}

/** The proto rule as the recurrence module's rule; the module validates values. */
export function toRule(rule: bookings.RecurrenceRule__Output | null | undefined): RecurrenceRule {
  if (!rule) throw invalid('date_from and date_to are required');
  const base = { dateFrom: rule.date_from, dateTo: rule.date_to };
  switch (rule.type) {
    case 'single':
      return { type: 'single', ...base, timeFrom: rule.time_from, timeTo: rule.time_to, fullDay: rule.full_day };
    case 'day':
      return { type: 'day', ...base, time: timeSpec(rule.time) };
    case 'week':
      return {
        type: 'week',
        ...base,
        interval: rule.interval as 1 | 2 | 3 | 4,
        days: rule.days.map((d) => ({ weekday: d.weekday, time: timeSpec(d.time) })),
      };
    case 'month':
      return rule.month_mode === 'week'
        ? { type: 'month', ...base, interval: rule.interval, mode: 'week', weekNumber: rule.week_number, weekday: rule.weekday, time: timeSpec(rule.time) }
        : { type: 'month', ...base, interval: rule.interval, mode: 'day', day: rule.day, time: timeSpec(rule.time) };
    case 'year':
      return { type: 'year', ...base, day: rule.day, month: rule.month, time: timeSpec(rule.time) };
    default:
      throw invalid('recurrence_type must be day, week, month or year');
  }
}

const CUSTOMER_FIELDS = ['email', 'first_name', 'last_name', 'company', 'salutation', 'street', 'zip', 'city', 'phone'] as const;

function status(value: string | undefined): BookingStatus | undefined {
  if (value === undefined) return undefined;
  if (!STATUSES.includes(value as BookingStatus)) throw invalid('booking_status must be live, draft, complete or cancel');
  return value as BookingStatus;
}

export function bookingsHandlers(deps: BookingDeps, logger: Logger): bookings.BookingsServiceHandlers {
  return implement<bookings.BookingsServiceHandlers>(
    {
      async AddBooking(request, context) {
        if (request.mode !== 'direct_booking' && request.mode !== 'booking_request') {
          throw invalid('booking_mode must be direct_booking or booking_request');
        }
        if (request.customer_id !== undefined) await deps.peers.customers.GetCustomer({ id: request.customer_id }, context);
        const id = await createBooking(deps, context, {
          status: request.mode === 'booking_request' ? 'pending' : 'live',
          title: request.title,
          customerId: request.customer_id ?? null,
          persons: request.persons,
          color: request.color,
          entranceHall: request.entrance_hall,
          hiddenInWidget: request.hidden_in_widget,
          comments: request.comments,
          internalComments: request.internal_comments,
          customFields: request.category_fields,
          items: request.items.map((i) => ({ kind: i.kind === 'service' ? 'service' : 'inventory', resource_id: i.resource_id, item_id: i.item_id, quantity: i.quantity })),
          rule: toRule(request.rule),
          seasonId: request.season_id ?? null,
          mainResourceId: request.main_resource_id,
          partIds: request.part_ids,
        });
        return { id, message: request.mode === 'booking_request' ? 'Booking request created' : 'Booking created' };
      },

      async SaveBooking(request, context) {
        const inline = request.customer;
        // The customer is found or created only once the booking itself is known to be valid
        // and free: a refused booking_save writes nothing, not even a customer. Only the
        // customer fields count: the decoded message also carries the synthetic oneof names of
        // its optional fields (_email: 'email', …), which are never empty.
        const resolveCustomer =
          inline && CUSTOMER_FIELDS.some((field) => (inline[field] ?? '') !== '')
            ? async () => (await deps.peers.customers.FindOrCreateCustomer(inline, context)).id
            : undefined;
        const input = {
          resourceId: request.resource_id,
          dateFrom: request.date_from,
          dateTo: request.date_to,
          ...(request.time_from !== undefined && { timeFrom: request.time_from }),
          ...(request.time_to !== undefined && { timeTo: request.time_to }),
          ...(request.status !== undefined && { status: status(request.status) }),
        };
        if (request.booking_id !== undefined) {
          const id = await updateBooking(deps, context, { ...input, bookingId: request.booking_id }, resolveCustomer);
          return { id, message: 'Booking updated' };
        }
        return { id: await createSingleBooking(deps, context, input, resolveCustomer), message: 'Booking created' };
      },

      async ListBookings(request, context) {
        const list = await listBookings(deps.db, deps.peers, context, {
          resourceId: request.resource_id,
          dateFrom: request.date_from,
          dateTo: request.date_to,
          ...(request.time_from !== undefined && { timeFrom: request.time_from }),
          ...(request.time_to !== undefined && { timeTo: request.time_to }),
        });
        return { bookings: list };
      },

      GetBooking: (request, context) => getBooking(deps.db, deps.peers, context, request.id),

      async Availability(request, context) {
        return { resources: await searchAvailability(deps.db, deps.peers, context, request), duration: request.duration };
      },
    },
    logger,
  );
}

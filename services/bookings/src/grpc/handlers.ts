// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import { localDateOf, packWindows, ymdOf, type bookings } from '@venue/contracts';
import { implement, invalid, type Logger, type MemoryBudget } from '@venue/platform';
import { searchAvailability } from '../availability/availability.service.ts';
import { getBooking, getBookings, listBookings, type BookingView } from '../booking/booking.query.ts';
import {
  addBooking,
  createSingleBooking,
  updateBooking,
  type BookingDeps,
  type SaveBooking,
} from '../booking/booking.service.ts';
import type { CustomerDetails } from '../ports.ts';
import { eventHandlers } from '../event/event.handlers.ts';
import {
  fromItem,
  fromStatus,
  fromTime,
  toComparison,
  toDateRange,
  toItem,
  toRule,
  toStatus,
  toTime,
  toWindow,
} from './mapping.ts';

function toBookingMessage(view: BookingView): bookings.Booking {
  return {
    id: view.id,
    title: view.title,
    resources: [
      {
        resource_id: view.main.id,
        resource_name: view.main.name,
        instances: view.instances.map((i) => ({
          id: i.id,
          resource_id: i.resourceId,
          resource_name: i.resourceName,
          start: { date: localDateOf(i.start.date), minute: fromTime(i.start.time) },
          end: { date: localDateOf(i.end.date), minute: fromTime(i.end.time) },
        })),
      },
    ],
    custom_fields: view.customFields.map((f) => ({
      resource_id: f.resource_id,
      field_id: f.field_id,
      label: f.label,
      value: f.value,
      ...(f.category !== null && { category: f.category }),
    })),
    comments: view.comments,
    ...(view.customerId !== null && { customer_id: view.customerId }),
    customer_name: view.customerName,
    person_ids: view.personIds,
    color: view.color,
    created_at_ms: view.createdAt.getTime(),
    created_by: view.createdBy,
    entrance_hall: view.entranceHall,
    status: fromStatus(view.status),
    items: view.items.map(fromItem),
    internal_comments: view.internalComments,
    version: view.version,
    updated_at_ms: view.updatedAt.getTime(),
  };
}

const TEXT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company_name',
  'street',
  'zip',
  'city',
  'phone',
] as const;
const SALUTATIONS = { SALUTATION_UNSPECIFIED: undefined, SALUTATION_MR: 'mr', SALUTATION_MS: 'ms' } as const;
const TITLES = {
  SALUTATION_TITLE_UNSPECIFIED: undefined,
  SALUTATION_TITLE_DR: 'dr',
  SALUTATION_TITLE_PROF: 'prof',
} as const;

/** The customer's fields only: the decoded message also carries the synthetic oneof names of its
 * optional fields (_email: 'email', …). */
function toCustomerDetails(customer: bookings.CustomerDetails__Output): CustomerDetails {
  const details: CustomerDetails = {};
  for (const field of TEXT_FIELDS) if (customer[field] !== undefined) details[field] = customer[field];
  const salutation = customer.salutation && SALUTATIONS[customer.salutation];
  const title = customer.salutation_title && TITLES[customer.salutation_title];
  return { ...details, ...(salutation && { salutation }), ...(title && { salutationTitle: title }) };
}

function toSaveBooking(request: bookings.SaveBookingRequest__Output): SaveBooking {
  const status = toStatus(request.status);
  // Start and end may be on different dates, so they are not ordered here: the domain checks the
  // period they make.
  const times = request.times;
  return {
    resourceId: request.resource_id,
    ...(request.dates && {
      dates: {
        from: ymdOf(request.dates.first),
        to: ymdOf(request.dates.last),
      },
    }),
    ...(times && {
      times: {
        from: toTime(times.start_minute, 'times.start_minute'),
        to: toTime(times.end_minute, 'times.end_minute'),
      },
    }),
    ...(status !== undefined && { status }),
    ...(request.customer && { customer: toCustomerDetails(request.customer) }),
    ignoreOpeningTimes: request.ignore_opening_times,
  };
}

/**
 * The service's dependencies, and the heavy read budget: the largest lists reserve what they hold
 * in it, until their answer has been built (answer-limits.ts).
 */
export type HandlerDeps = BookingDeps & { heavyReads: MemoryBudget };

export function bookingsHandlers(deps: HandlerDeps, logger: Logger): bookings.BookingsServiceHandlers {
  return implement<bookings.BookingsServiceHandlers>(
    {
      async AddBooking(request, context) {
        if (request.mode === 'BOOKING_MODE_UNSPECIFIED') throw invalid('mode must be set');
        const isRequest = request.mode === 'BOOKING_MODE_REQUEST';
        const id = await addBooking(deps, context, {
          status: isRequest ? 'pending' : 'live',
          title: request.title,
          customerId: request.customer_id ?? null,
          persons: request.person_ids,
          color: request.color,
          entranceHall: request.entrance_hall,
          hiddenInWidget: request.hidden_in_widget,
          comments: request.comments,
          internalComments: request.internal_comments,
          customFields: request.custom_field_values,
          items: request.items.map(toItem),
          rule: toRule(request.recurrence),
          seasonId: request.season_id ?? null,
          mainResourceId: request.main_resource_id,
          partIds: request.part_ids,
          ignoreOpeningTimes: request.ignore_opening_times,
        });
        return { id, message: isRequest ? 'Booking request created' : 'Booking created' };
      },

      async SaveBooking(request, context) {
        const input = toSaveBooking(request);
        if (request.booking_id !== undefined) {
          return {
            id: await updateBooking(deps, context, { ...input, bookingId: request.booking_id }),
            message: 'Booking updated',
          };
        }
        return { id: await createSingleBooking(deps, context, input), message: 'Booking created' };
      },

      async ListBookings(request, context) {
        const window = toWindow(request.times);
        return deps.heavyReads.run(context, async (admit) => {
          const query = {
            resourceId: request.resource_id,
            ...toDateRange(request.start_date, request.end_date),
            ...(window && { window }),
            ...(request.cancelled_since_ms > 0 && { cancelledSince: new Date(request.cancelled_since_ms) }),
          };
          return { bookings: (await listBookings(deps, context, query, admit)).map(toBookingMessage) };
        });
      },

      GetBooking: async (request, context) => toBookingMessage(await getBooking(deps, context, request.id)),
      GetBookings: async (request, context) => ({ bookings: (await getBookings(deps, context, request.ids)).map(toBookingMessage) }),

      ...eventHandlers(deps),

      async Availability(request, context) {
        const window = toWindow(request.times);
        const query = {
          resourceIds: request.resource_ids,
          ...toDateRange(request.start_date, request.end_date),
          ...(window && { window }),
          durationMinutes: request.duration_minutes,
          conditions: request.conditions.map((c) => {
            const comparison = toComparison(c.comparison);
            return { fieldId: c.field_id, value: c.value, ...(comparison && { comparison }) };
          }),
          limit: request.limit,
        };
        return deps.heavyReads.run(context, async (admit) => {
          const answer = await searchAvailability(deps, context, query, admit);
          return {
            resources: answer.resources.map((r) => ({ resource_id: r.resourceId, windows: packWindows(r.windows) })),
            dates: answer.dates.map(localDateOf),
            duration_minutes: request.duration_minutes,
          };
        });
      },
    },
    logger,
  );
}

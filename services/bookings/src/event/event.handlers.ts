// gRPC handlers of calendar events: proto messages to and from the event service.
import { localDateOf, type bookings } from '@venue/contracts';
import type { MemoryBudget, UnaryImplementation } from '@venue/platform';
import { fromTime, toDateRange } from '../grpc/mapping.ts';
import type { LocalMoment } from '../booking/booking.query.ts';
import {
  getEvent,
  listEvents,
  setEvent,
  unsetEvent,
  type EventData,
  type EventDeps,
  type EventView,
} from './event.service.ts';

type EventHandlers = Pick<
  UnaryImplementation<bookings.BookingsServiceHandlers>,
  'SetEvent' | 'UnsetEvent' | 'ListEvents' | 'GetEvent'
>;

const EMPTY: bookings.EventData__Output = {
  event_title: '',
  marketing_data_title: '',
  marketing_data_description: '',
  ticket_link: '',
  price: '',
  notice_text: '',
  image: '',
  show_on_api: false,
  show_on_website: false,
};

function toEventData(data: bookings.EventData__Output | null): EventData {
  const d = data ?? EMPTY;
  return {
    event_title: d.event_title,
    marketing_data_title: d.marketing_data_title,
    marketing_data_description: d.marketing_data_description,
    entranceMinute: d.entrance_minute ?? null,
    beginningMinute: d.beginning_minute ?? null,
    ticket_link: d.ticket_link,
    price: d.price,
    notice_text: d.notice_text,
    image: d.image,
    show_on_api: d.show_on_api,
    show_on_website: d.show_on_website,
  };
}

const moment = (at: LocalMoment) => ({ date: localDateOf(at.date), minute: fromTime(at.time) });

function toEventDataMessage({ entranceMinute, beginningMinute, ...texts }: EventData): bookings.EventData {
  return {
    ...texts,
    ...(entranceMinute !== null && { entrance_minute: entranceMinute }),
    ...(beginningMinute !== null && { beginning_minute: beginningMinute }),
  };
}

function toEventMessage(view: EventView): bookings.Event {
  return {
    booking_id: view.bookingId,
    data: toEventDataMessage(view.fields),
    ...(view.firstStart && { first_start: moment(view.firstStart) }),
    ...(view.lastEnd && { last_end: moment(view.lastEnd) }),
  };
}

export function eventHandlers(deps: EventDeps & { heavyReads: MemoryBudget }): EventHandlers {
  return {
    async SetEvent(request, context) {
      await setEvent(deps, context, request.booking_id, toEventData(request.data));
      return { booking_id: request.booking_id };
    },
    UnsetEvent: async (request, context) => ({
      removed: await unsetEvent(deps, context, request.booking_id),
    }),
    async ListEvents(request, context) {
      const range = toDateRange(request.start_date, request.end_date);
      return deps.heavyReads.run(context, async (admit) => ({
        events: (await listEvents(deps, context, range, admit)).map(toEventMessage),
      }));
    },
    GetEvent: async (request, context) => toEventMessage(await getEvent(deps, context, request.booking_id)),
  };
}

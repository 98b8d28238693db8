// Request schemas of the calendar event endpoints (routes/internal/events.ts, routes/v2/events.ts).
import { Type } from 'typebox';
import { MAX_RANGE_DAYS } from '@venue/contracts';
import { DateYmd, Id, withApiKey } from './common.ts';

const Text = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, description: `${description}; default ""` }));
const TimeOrEmpty = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$',
      description: `H:i, ${description}; "" or absent for none`,
    }),
  );
const Url = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 2000,
      description: `an http or https URL, ${description}; "" or absent for none`,
    }),
  );
const Flag = (description: string) =>
  Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')], {
      description: `${description}; default 0`,
    }),
  );

export const EventSetBody = withApiKey({
  booking_id: Id,
  event_title: Text(255, 'the event title'),
  marketing_data_title: Text(255, 'the marketing title'),
  marketing_data_description: Text(10_000, 'the marketing description'),
  entrance_time: TimeOrEmpty('when the doors open'),
  beginning_time: TimeOrEmpty('when the event begins'),
  marketing_data_ticket_link: Url('where tickets are sold'),
  marketing_data_price: Text(255, 'the price as shown, e.g. "15 EUR"'),
  marketing_data_notice_text: Text(10_000, 'a notice'),
  image: Url('the event image'),
  show_on_api: Flag('1: listed by event_list and event_details'),
  show_on_website: Flag('1: shown on the website (also listed by event_list and event_details)'),
});

export const EventUnsetBody = withApiKey({ booking_id: Id });

export const EventListQuery = withApiKey({
  date_from: DateYmd('Y-m-d, first date of the range'),
  date_to: DateYmd(`Y-m-d, last date of the range (at most ${MAX_RANGE_DAYS} days)`),
});

export const EventParams = Type.Object({ id: Id });

import { Type } from 'typebox';
import { DateYmd, Id, MAX_ID, Whole, withApiKey } from './common.ts';

const DateParam = DateYmd('Y-m-d');
/** A comma list of ids (blanks around entries allowed); each entry's range is checked by the route. */
const ID_LIST_PATTERN = '^(\\s*[1-9][0-9]{0,9}\\s*(,\\s*[1-9][0-9]{0,9}\\s*)*)?$';
const TimeParam = Type.String({ maxLength: 5, description: 'H:i' });
/** availability's duration as written: H:i with one or two hours' digits (its range: durationMinutes). */
export const DURATION_PATTERN = '^\\d{1,2}:[0-5]\\d$';
// booking_add's structured parameters arrive as objects/arrays (JSON, form brackets) or as JSON
// or PHP-serialized strings of them; the route's preValidation step (decodeBookingAddStructures)
// decodes them, so these schemas describe the decoded shapes. Entries are checked by the mapping,
// whose messages name the parameter and the entry (weekly_recurrence[1].day, …).
const described = (description: string) => Type.Unknown({ description });
const DecodedObject = (description: string, properties: Record<string, ReturnType<typeof described>> = {}) =>
  Type.Optional(Type.Object(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, Type.Optional(value)])), { description }));
const DecodedList = (description: string, items: ReturnType<typeof described>) => Type.Optional(Type.Array(items, { description }));
const TimeFields = {
  from: described('H:i, 00:00–23:59'),
  to: described('H:i, 00:00–24:00'),
  full_day: described('0 or 1; 1 ignores from and to'),
};

export const BookingListQuery = withApiKey({
  resource_id: Id,
  date_from: DateParam,
  date_to: DateParam,
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  show_details: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')])),
});

export const BookingParams = Type.Object({ id: Id });

const IgnoreOpeningTimes = Type.Optional(
  Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '1: book outside the opening times and on holidays (default 0)' }),
);

export const BookingSaveParams = withApiKey({
  booking_id: Type.Optional(Id),
  resource_id: Id,
  date_from: Type.Optional(DateYmd('Y-m-d; required to create, unchanged on an update when absent')),
  date_to: Type.Optional(DateYmd('Y-m-d; required with date_from')),
  ignore_opening_times: IgnoreOpeningTimes,
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  booking_status: Type.Optional(
    Type.Union(['live', 'draft', 'complete', 'cancel'].map((status) => Type.Literal(status)), { description: 'default live' }),
  ),
  customer_first_name: Type.Optional(Type.String({ maxLength: 255 })),
  customer_last_name: Type.Optional(Type.String({ maxLength: 255 })),
  customer_email: Type.Optional(Type.String({ maxLength: 254 })),
  customer_company: Type.Optional(Type.String({ maxLength: 255 })),
  customer_salutation: Type.Optional(Type.Union(['Mr', 'Ms/Mrs', 'Pr', 'Dr', ''].map((s) => Type.Literal(s)))),
  customer_street: Type.Optional(Type.String({ maxLength: 255 })),
  customer_zip: Type.Optional(Type.String({ maxLength: 32 })),
  customer_phone: Type.Optional(Type.String({ maxLength: 64 })),
  customer_city: Type.Optional(Type.String({ maxLength: 255 })),
});

export const BookingAddBody = withApiKey({
  booking_mode: Type.String({ maxLength: 20, description: 'direct_booking or booking_request' }),
  title: Type.Optional(Type.String({ maxLength: 255 })),
  customer_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  persons: DecodedList('person ids (array, JSON or serialized string)', described('person id')),
  recurring: Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '0 single, 1 recurring' }),
  season_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  date_from: DateParam,
  date_to: DateParam,
  recurrence_type: Type.Optional(Type.String({ maxLength: 10, description: 'day, week, month, year' })),
  daily_recurrence: DecodedObject('recurrence_type day', TimeFields),
  weekly_type_select: Type.Optional(Type.String({ maxLength: 10, description: 'week, biweek, triweek, quadweek' })),
  weekly_recurrence: DecodedList('recurrence_type week: one entry per weekday and time', described('{day: mon…sun, from, to, full_day}')),
  monthly_recurrence: DecodedObject('recurrence_type month', {
    mode: described('day or week'),
    days: described('{month: every 1–12 months, day: 1–31} or {month, week_number: 1–5 (5 = last), week_day: mon…sun}'),
    ...TimeFields,
  }),
  yearly_recurrence: DecodedObject('recurrence_type year', { day: described('1–31'), month: described('1–12'), ...TimeFields }),
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  category_fields: DecodedObject('resource id -> {custom field id -> value}'),
  multi_day: Type.Optional(Type.String({ maxLength: 1 })),
  main_resource: Id,
  resource_parts: Type.Object({}, { description: 'main resource id -> array of part ids (none: the whole)' }),
  custom_color: Type.Optional(Type.String({ maxLength: 1 })),
  color: Type.Optional(Type.String({ maxLength: 7 })),
  entrance_hall: Type.Optional(Type.String({ maxLength: 1 })),
  booking_hidden_widget: Type.Optional(Type.String({ maxLength: 1 })),
  internal_comments: Type.Optional(Type.String({ maxLength: 10_000 })),
  comments: Type.Optional(Type.String({ maxLength: 10_000 })),
  inventory: DecodedObject('resource id -> inventory id -> {checked "on", quantity}'),
  services: DecodedObject('resource id -> service id -> {checked "on", quantity}'),
  ignore_opening_times: IgnoreOpeningTimes,
});

export const AvailabilityQuery = withApiKey({
  resource_id: Type.Optional(
    Type.String({
      maxLength: 5000,
      pattern: ID_LIST_PATTERN,
      description: `id or comma-separated ids (each a whole number from 1 to ${MAX_ID}); blank = all main resources`,
    }),
  ),
  date_from: DateParam,
  date_to: DateParam,
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  duration: Type.Optional(Type.String({ maxLength: 5, pattern: DURATION_PATTERN, description: 'H:i, default 01:00' })),
  free_text_field_ids_str: Type.Optional(Type.String({ maxLength: 2000 })),
  free_text_field_conditions_str: Type.Optional(Type.String({ maxLength: 2000 })),
  free_text_field_values_str: Type.Optional(Type.String({ maxLength: 5000 })),
  limit: Type.Optional(Whole(1, 100_000)),
});

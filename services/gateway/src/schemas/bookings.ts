import { Type } from 'typebox';
import { Id, withApiKey } from './common.ts';

const DateParam = Type.String({ maxLength: 10, description: 'Y-m-d' });
const TimeParam = Type.String({ maxLength: 5, description: 'H:i' });
/** Structured parameters: objects/arrays, or JSON / PHP-serialized strings of them. */
const Structured = (description: string) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: 100_000 }), Type.Array(Type.Unknown(), { maxItems: 1000 }), Type.Object({})], { description }),
  );

export const BookingListQuery = withApiKey({
  resource_id: Id,
  date_from: DateParam,
  date_to: DateParam,
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  show_details: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')])),
});

export const BookingParams = Type.Object({ id: Id });

export const BookingSaveParams = withApiKey({
  booking_id: Type.Optional(Id),
  resource_id: Id,
  date_from: DateParam,
  date_to: DateParam,
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
  persons: Structured('array of person ids'),
  recurring: Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '0 single, 1 recurring' }),
  season_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  date_from: DateParam,
  date_to: DateParam,
  recurrence_type: Type.Optional(Type.String({ maxLength: 10, description: 'day, week, month, year' })),
  daily_recurrence: Structured('{from, to, full_day}'),
  weekly_type_select: Type.Optional(Type.String({ maxLength: 10, description: 'week, biweek, triweek, quadweek' })),
  weekly_recurrence: Structured('[{day, from, to} | {day, full_day}], as array, JSON or serialized string'),
  monthly_recurrence: Structured('{mode, days, from, to, full_day}'),
  yearly_recurrence: Structured('{day, month, from, to, full_day}'),
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  category_fields: Structured('resource id -> {custom field id -> value}'),
  multi_day: Type.Optional(Type.String({ maxLength: 1 })),
  main_resource: Id,
  resource_parts: Structured('main resource id -> array of part ids (object or JSON string)'),
  custom_color: Type.Optional(Type.String({ maxLength: 1 })),
  color: Type.Optional(Type.String({ maxLength: 7 })),
  entrance_hall: Type.Optional(Type.String({ maxLength: 1 })),
  booking_hidden_widget: Type.Optional(Type.String({ maxLength: 1 })),
  internal_comments: Type.Optional(Type.String({ maxLength: 10_000 })),
  comments: Type.Optional(Type.String({ maxLength: 10_000 })),
  inventory: Structured('resource id -> inventory id -> {checked "on", quantity}'),
  services: Structured('resource id -> service id -> {checked "on", quantity}'),
});

export const AvailabilityQuery = withApiKey({
  resource_id: Type.Optional(
    Type.String({ maxLength: 5000, pattern: '^(\\s*\\d+\\s*(,\\s*\\d+\\s*)*)?$', description: 'id or comma-separated ids; blank = all main resources' }),
  ),
  date_from: DateParam,
  date_to: DateParam,
  time_from: Type.Optional(TimeParam),
  time_to: Type.Optional(TimeParam),
  duration: Type.Optional(Type.String({ maxLength: 5, pattern: '^\\d{1,2}:[0-5]\\d$', description: 'H:i, default 01:00' })),
  free_text_field_ids_str: Type.Optional(Type.String({ maxLength: 2000 })),
  free_text_field_conditions_str: Type.Optional(Type.String({ maxLength: 2000 })),
  free_text_field_values_str: Type.Optional(Type.String({ maxLength: 5000 })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});

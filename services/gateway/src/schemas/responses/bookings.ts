// Answers of the v2 booking endpoints (spec 2.3, 2.4, 4.4–4.8).
import { Type } from 'typebox';
import { Ok, WriteResult, responses } from './envelope.ts';
import { DateTimeYmdHi, DateTimeYmdHis, Exact, Id, MapOf, Nullable, OneOf, TimeHi } from './formats.ts';

const CustomFieldValues = MapOf(
  MapOf(
    Exact({ label: Type.String(), value: Type.String(), category: Nullable(Type.Integer()) }),
    'custom field id -> value',
  ),
  'resource id -> custom field id -> value',
);

const Instance = Exact({
  id: Id,
  resource_id: Type.Integer({ minimum: 1, description: 'the booked part, or the main resource itself' }),
  resource: Type.String({ description: 'main resource name, then the part name' }),
  from: DateTimeYmdHi,
  to: DateTimeYmdHi,
  custom_fields: Type.Union([Type.Array(Type.Unknown(), { maxItems: 0 }), CustomFieldValues], {
    description: 'an empty array, or custom field values as on the booking',
  }),
});

/** A feature or inventory entry of a detail resource entry (2.3). */
const PricedItem = Exact({
  rule_interval: Type.String(),
  rule_price: Type.Number(),
  rule_name: Type.String(),
  price_cost: Type.Number(),
  quantity: Type.String(),
});
const Features = MapOf(PricedItem, 'feature id -> feature');
const Inventory = MapOf(PricedItem, 'inventory id -> item');

/** The fields of both forms (2.3). */
const common = {
  id: Id,
  title: Type.String({ description: 'may be empty' }),
  custom_fields: CustomFieldValues,
  comments: Type.String(),
  customer_id: Type.String({
    pattern: '^(\\d+)?$',
    description: 'the customer id as a string, "" when none',
  }),
  persons: Type.Array(Type.Integer(), { description: 'person ids' }),
  color: Type.String({
    pattern: '^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$',
    description: 'hex colour, "" when none',
  }),
  created_on: DateTimeYmdHis,
  created_by: Exact(
    { id: Id, name: Type.String() },
    { description: 'the manager the booking is attributed to' },
  ),
  status: OneOf(['live', 'draft', 'complete', 'cancel', 'pending']),
};

const EntranceHall = OneOf(['0', '1'], 'the stored Entrance hall flag');

const BookingListItem = Exact({
  ...common,
  resources: Type.Array(
    Exact({
      resource_id: Id,
      resource: Type.String(),
      instances: MapOf(Instance, 'instance id -> instance'),
      features: Type.Optional(Features),
      inventory: Type.Optional(Inventory),
    }),
    { description: 'features and inventory only with show_details' },
  ),
  customer: Type.String({ description: 'display name of the customer, "" when none' }),
  entrance_hall: Type.Optional(EntranceHall),
});

const BookingDetail = Exact({
  ...common,
  resources: Type.Array(
    Exact({
      resource_id: Id,
      resource: Type.String(),
      instances: Type.Array(Instance),
      features: Features,
      inventory: Inventory,
    }),
  ),
  entrance_hall: EntranceHall,
});

const Availability = Exact({
  resource_id: Id,
  dates: Type.Union([
    MapOf(Type.Array(Exact({ time_from: TimeHi, time_to: TimeHi })), 'Y-m-d -> free slots, [] on a date without any'),
    Type.Array(Type.Unknown(), { maxItems: 0, description: 'no slot in the whole range (spec 2.4)' }),
  ]),
});

const WriteResults = (description: string) => Ok(Type.Array(WriteResult), description);

export const bookingResponses = {
  'GET /api/v2/booking_list': responses({
    200: Ok(Type.Array(BookingListItem), 'Bookings in the list form (2.3)'),
  }),
  'GET /api/v2/booking/:id': responses({ 200: Ok(BookingDetail, 'One booking in the detail form (2.3)') }),
  'GET /api/v2/booking_save': responses({ 200: WriteResults('The id of the booking created or updated') }),
  'POST /api/v2/booking_save': responses({ 200: WriteResults('The id of the booking created or updated') }),
  'POST /api/v2/booking_add': responses({ 200: WriteResults('The id of the booking or booking request') }),
  'GET /api/v2/availability': responses({
    200: Ok(Type.Array(Availability), 'Free slots per resource and date (2.4)'),
  }),
};

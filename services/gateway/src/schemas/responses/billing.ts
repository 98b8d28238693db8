// Answers of the billing endpoints: the v2 inventory and service lists (2.7) and the internal
// manager endpoints for taxes, tariffs, items and the price of a booking.
import { Type } from 'typebox';
import { ALL_GROUPS_LABEL } from '../../billing/billing.v2.ts';
import { Ok, WriteResult, responses } from './envelope.ts';
import { DateTimeYmdHi, DateYmd, Exact, Id, IsoWithOffset, MapOf, Nullable, OneOf } from './formats.ts';

const Money = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  description: 'amount with two decimals, e.g. "12.50"',
});
const Percent = Type.String({
  pattern: '^\\d{1,3}(\\.\\d{1,2})?$',
  description: 'tax rate in percent, e.g. "19" or "7.5"',
});
const IntervalWord = OneOf(['per_minute', 'per_30_minutes', 'per_hour', 'per_day', 'per_quantity']);
const ResourceNames = MapOf(Type.String(), 'resource id -> resource name');

const ItemPrice = Exact({
  price: Money,
  customer_groups: Type.Union(
    [
      Type.Tuple([Type.Literal(ALL_GROUPS_LABEL)], { description: 'a price for all customer groups' }),
      MapOf(Type.String(), 'customer group id -> group name'),
    ],
    {
      description: `["${ALL_GROUPS_LABEL}"] for a price of every customer group, else customer group id -> name`,
    },
  ),
  interval: OneOf(['per_minute', 'per_30_minutes', 'per_hour', 'per_quantity']),
  tax: Type.Number({ minimum: 0, maximum: 100, description: 'tax rate in percent' }),
});

const itemFields = {
  id: Id,
  name: Type.String(),
  image: Type.String(),
  created_on: IsoWithOffset,
  description: Type.String(),
};

const InventoryItem = Exact({
  ...itemFields,
  inventory_no: Type.String(),
  i_type: Type.String(),
  model: Type.String(),
  serial_no: Type.String(),
  quantity: Type.String({ pattern: '^\\d+$', description: 'units in stock' }),
  price_cost: Money,
  prices: Type.Array(ItemPrice),
  resources: ResourceNames,
});

const Service = Exact({ ...itemFields, prices: Type.Array(ItemPrice), resources: ResourceNames });

const TaxSettings = Exact({
  vat_active: Type.Integer({ minimum: 0, maximum: 1 }),
  calculation: OneOf(['vertical', 'horizontal']),
  default_tax_rate_id: Type.Integer({ minimum: 0, description: '0 when none is set' }),
  tax_rates: Type.Array(
    Exact({
      id: Id,
      name: Type.String(),
      rate: Percent,
      category: Type.String({ description: 'EN 16931 VAT category; "" for a 0 % rate added without one' }),
      exemption_reason: Type.String({ description: '"" for S and Z' }),
    }),
  ),
});

const Tariff = Exact({
  id: Id,
  title: Type.String(),
  customer_group_id: Type.Integer({ minimum: 0, description: '0 = all customer groups' }),
  resource_ids: Type.Array(Id),
  price_type: OneOf(['fixed', 'flat']),
  interval: Type.Union([OneOf(['per_minute', 'per_30_minutes', 'per_hour', 'per_day']), Type.Literal('')], {
    description: '"" for a flat tariff',
  }),
  amount: Money,
  weekdays: Type.Array(OneOf(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), {
    description: 'empty = every day',
  }),
  valid_from: Nullable(DateYmd),
  valid_to: Nullable(DateYmd),
  created_on: IsoWithOffset,
});

const PricedRow = Exact({
  type: OneOf(['resource', 'inventory', 'service']),
  resource_id: Id,
  resource: Type.String(),
  instance_id: Nullable(Type.Integer({ minimum: 0 })),
  item_id: Nullable(Id),
  name: Type.String({
    description: 'tariff title of a resource row ("" when no tariff applies), item name of an item row',
  }),
  from: DateTimeYmdHi,
  to: DateTimeYmdHi,
  price_type: OneOf(['fixed', 'flat']),
  interval: Type.Union([IntervalWord, Type.Literal('')]),
  quantity: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0, description: 'started intervals times quantity; 1 for flat tariffs' }),
  unit_price: Money,
  net: Money,
  tax_rate: Percent,
  tax: Money,
  gross: Money,
});

const BookingPrice = Exact({
  booking_id: Id,
  vat_active: Type.Integer({ minimum: 0, maximum: 1 }),
  calculation: OneOf(['vertical', 'horizontal']),
  customer_group_id: Type.Integer({
    minimum: 0,
    description: 'the group whose prices apply, 0 = all groups',
  }),
  rows: Type.Array(PricedRow),
  taxes: Type.Array(Exact({ tax_rate: Percent, net: Money, tax: Money }), {
    description: 'one per tax rate used',
  }),
  net: Money,
  tax: Money,
  gross: Money,
});

export const billingResponses = {
  'GET /api/v2/inventory_list': responses({ 200: Ok(Type.Array(InventoryItem), 'Inventory items (2.7)') }),
  'GET /api/v2/service_list': responses({ 200: Ok(Type.Array(Service), 'Services (2.7)') }),
  'POST /api/internal/tax_rate_add': responses({ 200: Ok(WriteResult, 'The id of the new tax rate') }),
  'POST /api/internal/tax_settings_set': responses({
    200: Ok(WriteResult, "The manager's id: settings are one per manager"),
  }),
  'GET /api/internal/tax_settings': responses({ 200: Ok(TaxSettings, 'Tax settings and the tax rates') }),
  'POST /api/internal/tax_rule_add': responses({ 200: Ok(WriteResult, 'The id of the new tax rule') }),
  'POST /api/internal/tariff_add': responses({ 200: Ok(WriteResult, 'The id of the new tariff') }),
  'GET /api/internal/tariff_list': responses({ 200: Ok(Type.Array(Tariff), 'Tariffs') }),
  'POST /api/internal/inventory_add': responses({ 200: Ok(WriteResult, 'The id of the new inventory item') }),
  'POST /api/internal/service_add': responses({ 200: Ok(WriteResult, 'The id of the new service') }),
  'GET /api/internal/booking_price': responses({
    200: Ok(BookingPrice, 'The priced rows of the booking and its totals'),
  }),
};

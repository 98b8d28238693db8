// Request schemas of the billing endpoints: the internal manager endpoints for taxes, tariffs,
// inventory items and services (routes/internal/billing.ts) and the v2 lists (4.17, 4.18).
// Amounts and rates are decimal strings here; billing/params.ts turns them into cents and
// basis points with messages that name the parameter.
import { Type } from 'typebox';
import { DateYmd as CommonDateYmd, Id, IdOrZero, ShortText, Whole, withApiKey } from './common.ts';

const Decimal = (description: string) => Type.String({ maxLength: 20, description });
const DateYmd = (description: string) => CommonDateYmd(`Y-m-d, ${description}`);
const IdList = (description: string) =>
  Type.Union(
    [
      Type.String({ maxLength: 10_000 }),
      Type.Array(IdOrZero('an id; 0 where the list allows none'), { maxItems: 1000 }),
    ],
    {
      description: `${description}: a comma-separated list of ids, or an array`,
    },
  );

export const TARIFF_INTERVALS = ['per_minute', 'per_30_minutes', 'per_hour', 'per_day'] as const;
export const ITEM_INTERVALS = ['per_minute', 'per_30_minutes', 'per_hour', 'per_quantity'] as const;

const literals = <const V extends string>(values: readonly V[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

export const TaxRateAddBody = withApiKey({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  rate: Decimal('percentage from 0 to 100, at most two decimals, e.g. "19" or "7.5"'),
  category: Type.Optional(
    literals(
      ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'],
      'EN 16931 VAT category: S standard (default above 0 %), Z zero rated, E exempt, AE reverse charge, K intra-community supply, G export, O outside the scope of VAT; every one but S is 0 %',
    ),
  ),
  exemption_reason: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'why rows at this rate bear no VAT, printed and sent as BT-120 (required for E, AE, K, G, O), e.g. "Steuerfrei nach § 4 Nr. 12 UStG"',
    }),
  ),
});

export const TaxSettingsSetBody = withApiKey({
  vat_active: Whole(0, 1, { description: '1 = prices carry VAT' }),
  calculation: literals(
    ['vertical', 'horizontal'],
    'vertical: prices are net, tax is added; horizontal: prices include tax',
  ),
  default_tax_rate_id: Type.Optional(
    IdOrZero('the rate of resources no rule covers; 0 or absent for none (required while VAT is active)'),
  ),
});

export const TaxRuleAddBody = withApiKey({
  customer_group_id: Id,
  tax_rate_id: Id,
  applies_to: literals(['main', 'part', 'both'], 'the booked resources the rule covers'),
});

export const TariffAddBody = withApiKey({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  customer_group_id: IdOrZero('0 = all customer groups'),
  resource_ids: IdList('main resources or parts the tariff applies to'),
  price_type: literals(
    ['fixed', 'flat'],
    'fixed: amount per started interval; flat: amount per booked instance',
  ),
  interval: Type.Optional(literals(TARIFF_INTERVALS, 'required for a fixed tariff; ignored for a flat one')),
  amount: Decimal('amount in the currency, at most two decimals, e.g. "12.50"'),
  weekdays: Type.Optional(
    Type.String({ maxLength: 100, description: 'comma-separated mon…sun; absent or empty = every day' }),
  ),
  valid_from: Type.Optional(DateYmd('first day the tariff applies')),
  valid_to: Type.Optional(DateYmd('last day the tariff applies (inclusive)')),
});

const ItemPriceBody = Type.Object({
  price: Decimal('amount in the currency, at most two decimals'),
  customer_group_ids: Type.Optional(IdList('customer groups of this price; absent, empty or 0 = all groups')),
  interval: literals(ITEM_INTERVALS, 'what the price is per'),
  tax_rate_id: Id,
});

const itemProperties = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  image: Type.Optional(Type.String({ maxLength: 2000, description: 'image URL' })),
  resource_ids: Type.Optional(IdList('resources the item is offered on (and on their parts)')),
  prices: Type.Optional(
    Type.Array(ItemPriceBody, {
      maxItems: 100,
      description:
        'array of {price, customer_group_ids, interval, tax_rate_id}: JSON, a JSON string, or a form list (prices[0][price]=…)',
    }),
  ),
};

export const ServiceAddBody = withApiKey(itemProperties);

export const InventoryAddBody = withApiKey({
  ...itemProperties,
  inventory_no: Type.Optional(ShortText()),
  i_type: Type.Optional(ShortText()),
  model: Type.Optional(ShortText()),
  serial_no: Type.Optional(ShortText()),
  quantity: Type.Optional(Whole(0, 1_000_000_000, { description: 'units in stock, default 0' })),
  price_cost: Type.Optional(Decimal('cost price in the currency, at most two decimals')),
});

export const BookingPriceQuery = withApiKey({ booking_id: Id });

// The domain types of pricing: what a manager sets up (taxes, tariffs, items) and the facts of
// one booking. Money is integer cents, tax rates are basis points (1900 = 19 %).

export type Calculation = 'vertical' | 'horizontal';
export type AppliesTo = 'main' | 'part' | 'both';
export type PriceType = 'fixed' | 'flat';
export type TariffInterval = 'per_minute' | 'per_30_minutes' | 'per_hour' | 'per_day';
export type ItemInterval = 'per_minute' | 'per_30_minutes' | 'per_hour' | 'per_quantity';
export type Interval = TariffInterval | ItemInterval;
export type ItemKind = 'inventory' | 'service';

export const TARIFF_INTERVALS: readonly TariffInterval[] = [
  'per_minute',
  'per_30_minutes',
  'per_hour',
  'per_day',
];
export const ITEM_INTERVALS: readonly ItemInterval[] = [
  'per_minute',
  'per_30_minutes',
  'per_hour',
  'per_quantity',
];

/** 0 stands for "all customer groups" wherever a group id is expected. */
export const ALL_GROUPS = 0;

/** What a tax rate gives its rows besides the rate: EN 16931's VAT category and exemption reason. */
export interface VatCategory {
  /** S, Z, E, AE, K, G or O; '' for a rate set without one (S above 0 %, else E) */
  category?: string;
  exemptionReason?: string;
}

/** A row's tax: its rate and the rate's category. */
export interface RowVat {
  rateBp: number;
  category: string;
  exemptionReason: string;
}

export interface TaxRuleRate extends VatCategory {
  customerGroupId: number;
  appliesTo: AppliesTo;
  rateBp: number;
}

export interface TaxSetup {
  vatActive: boolean;
  calculation: Calculation;
  /** The rate of resource rows no rule covers; null when none is set (then 0 %). */
  defaultRateBp: number | null;
  /** the default rate's category, when it has one */
  defaultCategory?: VatCategory;
  rules: TaxRuleRate[];
}

export interface TariffRule {
  id: number;
  title: string;
  /** ALL_GROUPS or one customer group. */
  customerGroupId: number;
  resourceIds: number[];
  priceType: PriceType;
  /** null for a flat tariff */
  interval: TariffInterval | null;
  amountCents: number;
  /** ISO weekdays, 1 = Monday; empty = every day */
  weekdays: number[];
  /** YYYY-MM-DD, inclusive; null = open */
  validFrom: string | null;
  validTo: string | null;
}

export interface ItemPriceRule {
  id: number;
  amountCents: number;
  /** empty = all customer groups */
  customerGroupIds: number[];
  interval: ItemInterval;
  taxRateBp: number;
  /** the category of the price's tax rate */
  taxCategory?: VatCategory;
}

export interface PricedItem {
  id: number;
  kind: ItemKind;
  name: string;
  /** units in stock (inventory); null for services */
  stock: number | null;
  resourceIds: number[];
  prices: ItemPriceRule[];
}

export interface BookedInstance {
  id: number;
  resourceId: number;
  startMs: number;
  endMs: number;
}

export interface SelectedItem {
  kind: ItemKind;
  resourceId: number;
  itemId: number;
  quantity: number;
}

export interface BookingFacts {
  mainResourceId: number;
  /** null for a booking without a customer */
  customerId: number | null;
  instances: BookedInstance[];
  items: SelectedItem[];
}

export interface ResourceInfo {
  name: string;
  /** the main resource of a part; null for a main resource */
  parentId: number | null;
}

/** Everything priceBooking needs besides the facts, loaded by the service. */
export interface PricingSetup {
  timeZone: string;
  /** the customer's default group; null = priced for all groups */
  customerGroupId: number | null;
  resources: ReadonlyMap<number, ResourceInfo>;
  tariffs: TariffRule[];
  items: ReadonlyMap<number, PricedItem>;
  tax: TaxSetup;
}

export type RowKind = 'resource' | ItemKind;

export interface PricedRow {
  kind: RowKind;
  resourceId: number;
  resourceName: string;
  /** resource rows: the instance; item rows: 0 */
  instanceId: number;
  startMs: number;
  endMs: number;
  /** item rows: the item; resource rows: 0 */
  itemId: number;
  /** the tariff title or the item name; '' when no tariff applies */
  name: string;
  tariffId: number;
  itemPriceId: number;
  priceType: PriceType;
  interval: Interval | null;
  quantity: number;
  units: number;
  unitAmountCents: number;
  netCents: number;
  taxRateBp: number;
  /** the rate's VAT category and exemption reason ('' when the rate has none) */
  taxCategory: string;
  taxExemptionReason: string;
  taxCents: number;
  grossCents: number;
}

export interface TaxTotal {
  rateBp: number;
  netCents: number;
  taxCents: number;
}

export interface BookingPrice {
  rows: PricedRow[];
  netCents: number;
  taxCents: number;
  grossCents: number;
  taxes: TaxTotal[];
  vatActive: boolean;
  calculation: Calculation;
  customerGroupId: number;
}

// Billing answers in the words of the API: v2 inventory items and services (spec 2.7), and the
// internal manager answers (tariffs, tax settings, the price of a booking). Cents and basis
// points become decimal strings here, instants become times in the manager's zone.
import { isoInZone, localDateTime } from '@venue/platform';
import { ymdOf, type billing, type common } from '@venue/contracts';
import { decimalOfCents, percentNumber, percentText } from './decimal.ts';

/** customer_groups of a price for all groups (spec 2.7: "a list with the all-groups label"). */
export const ALL_GROUPS_LABEL = 'All groups';

const INTERVAL_WORD: Record<billing.Interval__Output, string> = {
  INTERVAL_UNSPECIFIED: '',
  INTERVAL_PER_MINUTE: 'per_minute',
  INTERVAL_PER_30_MINUTES: 'per_30_minutes',
  INTERVAL_PER_HOUR: 'per_hour',
  INTERVAL_PER_DAY: 'per_day',
  INTERVAL_PER_QUANTITY: 'per_quantity',
};

const WEEKDAY_WORD: Record<common.Weekday__Output, string> = {
  WEEKDAY_UNSPECIFIED: '',
  WEEKDAY_MONDAY: 'mon',
  WEEKDAY_TUESDAY: 'tue',
  WEEKDAY_WEDNESDAY: 'wed',
  WEEKDAY_THURSDAY: 'thu',
  WEEKDAY_FRIDAY: 'fri',
  WEEKDAY_SATURDAY: 'sat',
  WEEKDAY_SUNDAY: 'sun',
};

const ROW_KIND_WORD: Record<billing.RowKind__Output, string> = {
  ROW_KIND_UNSPECIFIED: '',
  ROW_KIND_RESOURCE: 'resource',
  ROW_KIND_INVENTORY: 'inventory',
  ROW_KIND_SERVICE: 'service',
};

export const intervalWord = (interval: billing.Interval__Output) => INTERVAL_WORD[interval];

function priceV2(price: billing.ItemPrice__Output) {
  return {
    price: decimalOfCents(price.amount_cents),
    customer_groups:
      price.customer_groups.length === 0
        ? [ALL_GROUPS_LABEL]
        : Object.fromEntries(price.customer_groups.map((group) => [String(group.id), group.name])),
    interval: INTERVAL_WORD[price.interval],
    tax: percentNumber(price.tax_rate_bp),
  };
}

const resourcesV2 = (item: billing.Item__Output) =>
  Object.fromEntries(item.resources.map((resource) => [String(resource.id), resource.name]));

/** An inventory item of inventory_list (2.7), fields in the spec's order. */
export function inventoryItemV2(item: billing.Item__Output, timeZone: string) {
  const inventory = item.inventory;
  return {
    id: item.id,
    name: item.name,
    image: item.image,
    created_on: isoInZone(new Date(item.created_at_ms), timeZone),
    description: item.description,
    inventory_no: inventory?.inventory_no ?? '',
    i_type: inventory?.type ?? '',
    model: inventory?.model ?? '',
    serial_no: inventory?.serial_no ?? '',
    quantity: String(inventory?.quantity ?? 0),
    price_cost: decimalOfCents(inventory?.price_cost_cents ?? 0),
    prices: item.prices.map(priceV2),
    resources: resourcesV2(item),
  };
}

/** A service of service_list (2.7). */
export function serviceV2(item: billing.Item__Output, timeZone: string) {
  return {
    id: item.id,
    name: item.name,
    image: item.image,
    created_on: isoInZone(new Date(item.created_at_ms), timeZone),
    description: item.description,
    prices: item.prices.map(priceV2),
    resources: resourcesV2(item),
  };
}

export function tariffOut(tariff: billing.Tariff__Output, timeZone: string) {
  return {
    id: tariff.id,
    title: tariff.title,
    customer_group_id: tariff.customer_group_id,
    resource_ids: tariff.resource_ids,
    price_type: tariff.price_type === 'PRICE_TYPE_FLAT' ? 'flat' : 'fixed',
    interval: INTERVAL_WORD[tariff.interval],
    amount: decimalOfCents(tariff.amount_cents),
    weekdays: tariff.weekdays.map((day) => WEEKDAY_WORD[day]),
    valid_from: tariff.valid_from ? ymdOf(tariff.valid_from) : null,
    valid_to: tariff.valid_to ? ymdOf(tariff.valid_to) : null,
    created_on: isoInZone(new Date(tariff.created_at_ms), timeZone),
  };
}

export function taxSettingsOut(settings: billing.TaxSettings__Output, rates: billing.TaxRate__Output[]) {
  return {
    vat_active: settings.vat_active ? 1 : 0,
    calculation: settings.calculation === 'CALCULATION_HORIZONTAL' ? 'horizontal' : 'vertical',
    default_tax_rate_id: settings.default_tax_rate_id,
    tax_rates: rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      rate: percentText(rate.rate_bp),
      category: rate.category,
      exemption_reason: rate.exemption_reason,
    })),
  };
}

function rowOut(row: billing.PricedRow__Output, timeZone: string) {
  const isResource = row.kind === 'ROW_KIND_RESOURCE';
  return {
    type: ROW_KIND_WORD[row.kind],
    resource_id: row.resource_id,
    resource: row.resource_name,
    instance_id: isResource ? row.instance_id : null,
    item_id: isResource ? null : row.item_id,
    name: row.name,
    from: localDateTime(new Date(row.start_ms), timeZone),
    to: localDateTime(new Date(row.end_ms), timeZone),
    price_type: row.price_type === 'PRICE_TYPE_FLAT' ? 'flat' : 'fixed',
    interval: INTERVAL_WORD[row.interval],
    quantity: row.quantity,
    units: row.units,
    unit_price: decimalOfCents(row.unit_amount_cents),
    net: decimalOfCents(row.net_cents),
    tax_rate: percentText(row.tax_rate_bp),
    tax: decimalOfCents(row.tax_cents),
    gross: decimalOfCents(row.gross_cents),
  };
}

/** The priced rows of one booking with totals, as its invoice will show them. */
export function bookingPriceOut(bookingId: number, price: billing.BookingPrice__Output, timeZone: string) {
  return {
    booking_id: bookingId,
    vat_active: price.vat_active ? 1 : 0,
    calculation: price.calculation === 'CALCULATION_HORIZONTAL' ? 'horizontal' : 'vertical',
    customer_group_id: price.customer_group_id,
    rows: price.rows.map((row) => rowOut(row, timeZone)),
    taxes: price.taxes.map((tax) => ({
      tax_rate: percentText(tax.rate_bp),
      net: decimalOfCents(tax.net_cents),
      tax: decimalOfCents(tax.tax_cents),
    })),
    net: decimalOfCents(price.net_cents),
    tax: decimalOfCents(price.tax_cents),
    gross: decimalOfCents(price.gross_cents),
  };
}

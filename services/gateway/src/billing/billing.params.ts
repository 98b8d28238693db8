// The billing endpoints' parameters as billing's requests: decimal strings to cents and basis
// points, comma lists to ids, v2 words to proto enums. Every message names the parameter.
import type { Static } from 'typebox';
import { invalid } from '@venue/platform';
import { localDateOf, weekdayEnumOf, type billing, type common } from '@venue/contracts';
import type { InventoryAddBody, ServiceAddBody, TariffAddBody } from '../schemas/billing.ts';
import { asList, decodeStructure } from '../bookings/structured-param.ts';
import { basisPointsOf, centsOf } from './decimal.ts';
import { weekdayOfName } from '../weekday-names.ts';

export const INTERVAL_TO_PROTO: Record<string, billing.Interval> = {
  per_minute: 'INTERVAL_PER_MINUTE',
  per_30_minutes: 'INTERVAL_PER_30_MINUTES',
  per_hour: 'INTERVAL_PER_HOUR',
  per_day: 'INTERVAL_PER_DAY',
  per_quantity: 'INTERVAL_PER_QUANTITY',
};

export { basisPointsOf, centsOf };

/** "1, 2,3" or [1, 2, 3] → [1, 2, 3]; blank entries are skipped; "0" stands for none (all groups). */
export function idsOf(
  name: string,
  value: string | number[] | undefined,
  { zeroMeansNone = false } = {},
): number[] {
  if (value === undefined) return [];
  const parts = Array.isArray(value)
    ? value.map(String)
    : value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
  const ids = parts.map((part) => {
    if (!/^\d{1,10}$/.test(part) || Number(part) > 2_147_483_647)
      throw invalid(`${name} must be a comma-separated list of ids`);
    return Number(part);
  });
  if (zeroMeansNone && ids.length === 1 && ids[0] === 0) return [];
  if (ids.includes(0)) throw invalid(`${name} must be a comma-separated list of ids`);
  return ids;
}

function weekdaysOf(value: string | undefined): common.Weekday[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const day = weekdayOfName(part);
      if (day === undefined)
        throw invalid('weekdays must be a comma-separated list of mon, tue, wed, thu, fri, sat, sun');
      return weekdayEnumOf(day);
    });
}

export function toAddTariffRequest(body: Static<typeof TariffAddBody>): billing.AddTariffRequest {
  if (body.price_type === 'fixed' && body.interval === undefined)
    throw invalid('interval is required for a fixed tariff');
  if (body.valid_from !== undefined && body.valid_to !== undefined && body.valid_to < body.valid_from) {
    throw invalid('valid_to must not be before valid_from');
  }
  return {
    title: body.title,
    customer_group_id: body.customer_group_id,
    resource_ids: idsOf('resource_ids', body.resource_ids),
    price_type: body.price_type === 'fixed' ? 'PRICE_TYPE_FIXED' : 'PRICE_TYPE_FLAT',
    interval: body.price_type === 'fixed' ? INTERVAL_TO_PROTO[body.interval!]! : 'INTERVAL_UNSPECIFIED',
    amount_cents: centsOf('amount', body.amount),
    weekdays: weekdaysOf(body.weekdays),
    ...(body.valid_from !== undefined && { valid_from: localDateOf(body.valid_from) }),
    ...(body.valid_to !== undefined && { valid_to: localDateOf(body.valid_to) }),
  };
}

/**
 * The pre-validation step of inventory_add and service_add: prices as sent (a JSON array, a
 * JSON string of one, or a form list keyed 0, 1, 2…) becomes a plain array for the schema.
 */
export function decodeItemPrices(body: Record<string, unknown>): void {
  if (body.prices === undefined || body.prices === null || body.prices === '') {
    delete body.prices;
    return;
  }
  const decoded = decodeStructure('prices', body.prices);
  if (decoded === undefined) delete body.prices;
  else body.prices = asList('prices', decoded);
}

type ItemBody = Static<typeof ServiceAddBody> & Partial<Static<typeof InventoryAddBody>>;

export function toAddItemRequest(kind: 'inventory' | 'service', body: ItemBody): billing.AddItemRequest {
  const prices = (body.prices ?? []).map((price, index) => ({
    amount_cents: centsOf(`prices[${index}].price`, price.price),
    customer_group_ids: idsOf(`prices[${index}].customer_group_ids`, price.customer_group_ids, {
      zeroMeansNone: true,
    }),
    interval: INTERVAL_TO_PROTO[price.interval]!,
    tax_rate_id: price.tax_rate_id,
  }));
  return {
    kind: kind === 'inventory' ? 'ITEM_KIND_INVENTORY' : 'ITEM_KIND_SERVICE',
    name: body.name,
    description: body.description ?? '',
    image: body.image ?? '',
    ...(kind === 'inventory' && {
      inventory: {
        inventory_no: body.inventory_no ?? '',
        type: body.i_type ?? '',
        model: body.model ?? '',
        serial_no: body.serial_no ?? '',
        quantity: body.quantity ?? 0,
        price_cost_cents:
          body.price_cost === undefined || body.price_cost === ''
            ? 0
            : centsOf('price_cost', body.price_cost),
      },
    }),
    prices,
    resource_ids: idsOf('resource_ids', body.resource_ids),
  };
}

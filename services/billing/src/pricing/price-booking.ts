// The price of one booking: a row per booked instance (each instance is one resource at one
// time) and a row per selected inventory item or service, each with net, tax and gross rounded
// on its own (half up), and the totals as sums of the rows.
import { invalid } from '@venue/platform';
import { multiplyCents, rowAmounts } from './money.ts';
import { localStart, startedIntervals } from './intervals.ts';
import { selectTariff } from './tariff-selection.ts';
import { itemTaxRate, resourceTaxRate } from './tax-selection.ts';
import {
  ALL_GROUPS,
  type BookedInstance,
  type BookingFacts,
  type BookingPrice,
  type ItemPriceRule,
  type PricedItem,
  type PricedRow,
  type PricingSetup,
  type SelectedItem,
  type TaxTotal,
} from './types.ts';

function resourceRow(instance: BookedInstance, setup: PricingSetup): PricedRow {
  const resource = setup.resources.get(instance.resourceId);
  const parentId = resource?.parentId ?? null;
  const { date, weekday } = localStart(instance.startMs, setup.timeZone);
  const tariff = selectTariff(setup.tariffs, {
    resourceId: instance.resourceId,
    parentId,
    customerGroupId: setup.customerGroupId,
    date,
    weekday,
  });
  const units =
    tariff === null || tariff.priceType === 'flat' || tariff.interval === null
      ? 1
      : startedIntervals(tariff.interval, instance.startMs, instance.endMs, setup.timeZone);
  const amount = tariff === null ? 0 : multiplyCents(tariff.amountCents, units);
  const vat = resourceTaxRate(setup.tax, setup.customerGroupId, parentId !== null);
  return {
    kind: 'resource',
    resourceId: instance.resourceId,
    resourceName: resource?.name ?? '',
    instanceId: instance.id,
    startMs: instance.startMs,
    endMs: instance.endMs,
    itemId: 0,
    name: tariff?.title ?? '',
    tariffId: tariff?.id ?? 0,
    itemPriceId: 0,
    priceType: tariff?.priceType ?? 'flat',
    interval: tariff?.priceType === 'fixed' ? tariff.interval : null,
    quantity: 1,
    units,
    unitAmountCents: tariff?.amountCents ?? 0,
    taxRateBp: vat.rateBp,
    taxCategory: vat.category,
    taxExemptionReason: vat.exemptionReason,
    ...rowAmounts(amount, vat.rateBp, setup.tax.calculation),
  };
}

/**
 * The price of an item for the customer: one for the customer's default group beats one for
 * all groups; among several, the first added. null when the item has no price for the customer.
 */
export function selectItemPrice(item: PricedItem, customerGroupId: number | null): ItemPriceRule | null {
  const ordered = [...item.prices].sort((a, b) => a.id - b.id);
  const forGroup =
    customerGroupId === null ? undefined : ordered.find((p) => p.customerGroupIds.includes(customerGroupId));
  return forGroup ?? ordered.find((p) => p.customerGroupIds.length === 0) ?? null;
}

/** An item is offered on the resources it names and on the parts of those. */
function isOffered(item: PricedItem, resourceId: number, resources: PricingSetup['resources']): boolean {
  if (item.resourceIds.includes(resourceId)) return true;
  const parentId = resources.get(resourceId)?.parentId ?? null;
  return parentId !== null && item.resourceIds.includes(parentId);
}

/** What a booking books, as far as its item selections are concerned. */
export interface BookedResources {
  mainResourceId: number;
  /** the resources of its instances: parts, or the main resource itself */
  resourceIds: readonly number[];
}

/**
 * The instances an item selection is used during: those of its resource, or every instance
 * when it is selected on the booking's main resource.
 */
function coveredInstances(selection: SelectedItem, facts: BookingFacts): BookedInstance[] {
  if (selection.resourceId === facts.mainResourceId) return facts.instances;
  return facts.instances.filter((instance) => instance.resourceId === selection.resourceId);
}

/**
 * Refuses selections that the booking could not have: checked before pricing anything, and
 * before a booking is stored (CheckSelections).
 */
export function checkSelection(
  selection: SelectedItem,
  item: PricedItem,
  booked: BookedResources,
  resources: PricingSetup['resources'],
): void {
  const what = item.kind === 'inventory' ? 'inventory item' : 'service';
  if (!Number.isInteger(selection.quantity) || selection.quantity < 1)
    throw invalid(`the quantity of ${what} ${item.id} must be at least 1`);
  if (!isOffered(item, selection.resourceId, resources)) {
    throw invalid(`${what} ${item.id} is not offered on resource ${selection.resourceId}`);
  }
  if (item.stock !== null && selection.quantity > item.stock) {
    throw invalid(`only ${item.stock} of inventory item ${item.id} are in stock`);
  }
  if (selection.resourceId !== booked.mainResourceId && !booked.resourceIds.includes(selection.resourceId)) {
    throw invalid(
      `${what} ${item.id} is selected on resource ${selection.resourceId}, which the booking does not book`,
    );
  }
}

function itemRow(
  selection: SelectedItem,
  item: PricedItem,
  facts: BookingFacts,
  setup: PricingSetup,
): PricedRow {
  const price = selectItemPrice(item, setup.customerGroupId);
  const covered = coveredInstances(selection, facts);
  let units = selection.quantity;
  if (price !== null && price.interval !== 'per_quantity') {
    const interval = price.interval;
    const intervals = covered.reduce(
      (sum, i) => sum + startedIntervals(interval, i.startMs, i.endMs, setup.timeZone),
      0,
    );
    units = selection.quantity * intervals;
  }
  const amount = price === null ? 0 : multiplyCents(price.amountCents, units);
  const vat = itemTaxRate(setup.tax, price?.taxRateBp ?? 0, price?.taxCategory);
  return {
    kind: item.kind,
    resourceId: selection.resourceId,
    resourceName: setup.resources.get(selection.resourceId)?.name ?? '',
    instanceId: 0,
    startMs: Math.min(...covered.map((i) => i.startMs)),
    endMs: Math.max(...covered.map((i) => i.endMs)),
    itemId: item.id,
    name: item.name,
    tariffId: 0,
    itemPriceId: price?.id ?? 0,
    priceType: 'fixed',
    interval: price?.interval ?? null,
    quantity: selection.quantity,
    units,
    unitAmountCents: price?.amountCents ?? 0,
    taxRateBp: vat.rateBp,
    taxCategory: vat.category,
    taxExemptionReason: vat.exemptionReason,
    ...rowAmounts(amount, vat.rateBp, setup.tax.calculation),
  };
}

/** An inventory item selected on several resources of one booking: the quantities add up. */
export function checkStock(selected: readonly { selection: SelectedItem; item: PricedItem }[]): void {
  const used = new Map<number, number>();
  for (const { selection, item } of selected) {
    if (item.stock === null) continue;
    const total = (used.get(item.id) ?? 0) + selection.quantity;
    if (total > item.stock) throw invalid(`only ${item.stock} of inventory item ${item.id} are in stock`);
    used.set(item.id, total);
  }
}

function taxTotals(rows: readonly PricedRow[]): TaxTotal[] {
  const byRate = new Map<number, TaxTotal>();
  for (const row of rows) {
    const total = byRate.get(row.taxRateBp) ?? { rateBp: row.taxRateBp, netCents: 0, taxCents: 0 };
    total.netCents += row.netCents;
    total.taxCents += row.taxCents;
    byRate.set(row.taxRateBp, total);
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/**
 * Prices the facts of a booking. Every selected item must be in setup.items (the service
 * refuses unknown ones as not found before calling this).
 */
export function priceBooking(facts: BookingFacts, setup: PricingSetup): BookingPrice {
  const booked = {
    mainResourceId: facts.mainResourceId,
    resourceIds: facts.instances.map((i) => i.resourceId),
  };
  const selected = facts.items.map((selection) => {
    const item = setup.items.get(selection.itemId);
    if (!item || item.kind !== selection.kind)
      throw new RangeError(`item ${selection.itemId} missing from the pricing setup`);
    checkSelection(selection, item, booked, setup.resources);
    return { selection, item };
  });
  checkStock(selected);
  const instances = [...facts.instances].sort(
    (a, b) => a.startMs - b.startMs || a.resourceId - b.resourceId || a.id - b.id,
  );
  const rows = [
    ...instances.map((instance) => resourceRow(instance, setup)),
    ...selected.map(({ selection, item }) => itemRow(selection, item, facts, setup)),
  ];
  const sum = (pick: (row: PricedRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    rows,
    netCents: sum((row) => row.netCents),
    taxCents: sum((row) => row.taxCents),
    grossCents: sum((row) => row.grossCents),
    taxes: taxTotals(rows),
    vatActive: setup.tax.vatActive,
    calculation: setup.tax.calculation,
    customerGroupId: setup.customerGroupId ?? ALL_GROUPS,
  };
}

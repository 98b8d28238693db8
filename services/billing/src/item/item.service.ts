// Inventory items and services: prices per customer group with an interval and a tax rate,
// offered on some resources. Inventory items also have stock and bookkeeping fields.
import { invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import type { CustomerGroups, ResourceNames } from '../ports/index.ts';
import {
  ITEM_INTERVALS,
  type Interval,
  type ItemInterval,
  type ItemKind,
  type PricedItem,
  type ResourceInfo,
} from '../pricing/types.ts';
import { requireTaxRates } from '../tax-rate/tax-rate.service.ts';
import { checkCents, cleanText, distinctIds } from '../validation.ts';
import {
  insertItem,
  selectItemPrices,
  selectItems,
  selectItemsById,
  type ItemRow,
} from './item.repository.ts';

type ItemPriceRow = Awaited<ReturnType<typeof selectItemPrices>>[number];

export interface InventoryDetails {
  inventoryNo: string;
  type: string;
  model: string;
  serialNo: string;
  quantity: number;
  priceCostCents: number;
}

export interface ItemPriceInput {
  amountCents: number;
  customerGroupIds: number[];
  interval: Interval | null;
  taxRateId: number;
}

export interface NewItem {
  kind: ItemKind | null;
  name: string;
  description: string;
  image: string;
  inventory: InventoryDetails | null;
  prices: ItemPriceInput[];
  resourceIds: number[];
}

export interface NamedId {
  id: number;
  name: string;
}

export interface ItemPrice {
  id: number;
  amountCents: number;
  /** empty = all customer groups */
  customerGroups: NamedId[];
  interval: ItemInterval;
  taxRateId: number;
  taxRateBp: number;
}

export interface Item {
  id: number;
  kind: ItemKind;
  name: string;
  description: string;
  image: string;
  createdAt: Date;
  inventory: InventoryDetails | null;
  prices: ItemPrice[];
  resources: NamedId[];
}

const KIND_NAME: Record<ItemKind, string> = { inventory: 'inventory item', service: 'service' };

function checkPrice(price: ItemPriceInput): ItemInterval {
  checkCents('the price of an item', price.amountCents);
  if (price.interval === null || !(ITEM_INTERVALS as readonly string[]).includes(price.interval)) {
    throw invalid('an item is priced per minute, per 30 minutes, per hour or per quantity');
  }
  distinctIds('customer group', price.customerGroupIds);
  return price.interval as ItemInterval;
}

function checkInventory(details: InventoryDetails): InventoryDetails {
  if (!Number.isSafeInteger(details.quantity) || details.quantity < 0)
    throw invalid('the stock of an inventory item cannot be negative');
  if (details.quantity > 1_000_000_000)
    throw invalid('the stock of an inventory item is at most 1,000,000,000');
  checkCents('the cost price of an inventory item', details.priceCostCents);
  return {
    inventoryNo: cleanText('the inventory number', details.inventoryNo, 255),
    type: cleanText('the type of an inventory item', details.type, 255),
    model: cleanText('the model of an inventory item', details.model, 255),
    serialNo: cleanText('the serial number', details.serialNo, 255),
    quantity: details.quantity,
    priceCostCents: details.priceCostCents,
  };
}

export async function addItem(
  db: Db,
  ports: { resources: ResourceNames; customers: CustomerGroups },
  context: CallContext,
  input: NewItem,
): Promise<Item> {
  if (input.kind === null) throw invalid('an item is an inventory item or a service');
  const kind = input.kind;
  const name = cleanText(`the name of an ${KIND_NAME[kind]}`, input.name, 255, true);
  const description = cleanText('the description', input.description, 10_000);
  const image = cleanText('the image', input.image, 2000);
  if (kind === 'service' && input.inventory !== null)
    throw invalid('a service has no stock, inventory number, type, model, serial number or cost price');
  const inventory = input.inventory === null ? null : checkInventory(input.inventory);
  const intervals = input.prices.map(checkPrice);
  const resourceIds = distinctIds('resource', input.resourceIds);

  // Existence, for this manager only: another manager's ids are as unknown as missing ones.
  await requireTaxRates(
    db,
    context.managerId,
    input.prices.map((price) => price.taxRateId),
  );
  const groupIds = [...new Set(input.prices.flatMap((price) => price.customerGroupIds))];
  const groups = groupIds.length > 0 ? await ports.customers.names(context) : new Map<number, string>();
  const unknownGroup = groupIds.find((id) => !groups.has(id));
  if (unknownGroup !== undefined) throw notFound(`customer group ${unknownGroup} not found`);
  const resources =
    resourceIds.length > 0
      ? await ports.resources.describe(context, resourceIds)
      : new Map<number, ResourceInfo>();
  const unknownResource = resourceIds.find((id) => !resources.has(id));
  if (unknownResource !== undefined) throw notFound(`resource ${unknownResource} not found`);

  const prices = input.prices.map((price, index) => ({
    amount_cents: price.amountCents,
    interval: intervals[index]!,
    tax_rate_id: price.taxRateId,
    customer_group_ids: [...new Set(price.customerGroupIds)],
  }));
  // The answer is read before the commit and named with the names fetched above: no peer is
  // asked after it, so the time left after a commit is only the answer's way back.
  const [item] = await transactionWithin(db, context, async (trx) => {
    const { id } = await insertItem(
      trx,
      context.managerId,
      {
        kind,
        name,
        description,
        image,
        inventory_no: inventory?.inventoryNo ?? null,
        i_type: inventory?.type ?? null,
        model: inventory?.model ?? null,
        serial_no: inventory?.serialNo ?? null,
        quantity: inventory?.quantity ?? null,
        price_cost_cents: inventory?.priceCostCents ?? null,
      },
      prices,
      resourceIds,
    );
    const rows = await selectItemsById(trx, context.managerId, [id]);
    return named(rows, await selectItemPrices(trx, context.managerId, [id]), resources, groups);
  });
  if (!item) throw new Error('the item added is not found in its own transaction');
  return item;
}

function inventoryOf(row: ItemRow): InventoryDetails | null {
  if (row.kind !== 'inventory') return null;
  return {
    inventoryNo: row.inventory_no ?? '',
    type: row.i_type ?? '',
    model: row.model ?? '',
    serialNo: row.serial_no ?? '',
    quantity: row.quantity ?? 0,
    priceCostCents: row.price_cost_cents ?? 0,
  };
}

/** Items with their prices and the names of their resources and customer groups. */
async function withDetails(
  db: Executor,
  ports: { resources: ResourceNames; customers: CustomerGroups },
  context: CallContext,
  rows: ItemRow[],
): Promise<Item[]> {
  const prices = await selectItemPrices(
    db,
    context.managerId,
    rows.map((row) => row.id),
  );
  const resourceIds = [...new Set(rows.flatMap((row) => (row.resource_ids ?? []).map(Number)))];
  const needsGroups = prices.some((price) => price.customer_group_ids.length > 0);
  const [resources, groups] = await Promise.all([
    resourceIds.length > 0 ? ports.resources.describe(context, resourceIds) : new Map<number, ResourceInfo>(),
    needsGroups ? ports.customers.names(context) : new Map<number, string>(),
  ]);
  return named(rows, prices, resources, groups);
}

/** Items with their prices, their resources and customer groups named from these maps. */
function named(
  rows: ItemRow[],
  prices: ItemPriceRow[],
  resources: ReadonlyMap<number, ResourceInfo>,
  groups: ReadonlyMap<number, string>,
): Item[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    image: row.image,
    createdAt: row.created_at,
    inventory: inventoryOf(row),
    prices: prices
      .filter((price) => price.item_id === row.id)
      .map((price) => ({
        id: price.id,
        amountCents: price.amount_cents,
        customerGroups: price.customer_group_ids
          .map(Number)
          .map((id) => ({ id, name: groups.get(id) ?? '' })),
        interval: price.interval,
        taxRateId: price.tax_rate_id,
        taxRateBp: price.rate_bp,
      })),
    resources: (row.resource_ids ?? [])
      .map(Number)
      .map((id) => ({ id, name: resources.get(id)?.name ?? '' })),
  }));
}

export async function listItems(
  db: Executor,
  ports: { resources: ResourceNames; customers: CustomerGroups },
  context: CallContext,
  kind: ItemKind | null,
): Promise<Item[]> {
  if (kind === null) throw invalid('list inventory items or services');
  return withDetails(db, ports, context, await selectItems(db, context.managerId, kind));
}

/** The selected items as pricing sees them; NOT_FOUND for an unknown id or a kind mismatch. */
export async function pricedItems(
  db: Executor,
  managerId: number,
  selections: readonly { kind: ItemKind; itemId: number }[],
): Promise<Map<number, PricedItem>> {
  const ids = [...new Set(selections.map((selection) => selection.itemId))];
  const rows = await selectItemsById(db, managerId, ids);
  const prices = await selectItemPrices(db, managerId, ids);
  const items = new Map<number, PricedItem>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        name: row.name,
        stock: row.kind === 'inventory' ? row.quantity : null,
        resourceIds: (row.resource_ids ?? []).map(Number),
        prices: prices
          .filter((price) => price.item_id === row.id)
          .map((price) => ({
            id: price.id,
            amountCents: price.amount_cents,
            customerGroupIds: price.customer_group_ids.map(Number),
            interval: price.interval,
            taxRateBp: price.rate_bp,
            taxCategory: { category: price.category, exemptionReason: price.exemption_reason },
          })),
      },
    ]),
  );
  for (const selection of selections) {
    if (items.get(selection.itemId)?.kind !== selection.kind)
      throw notFound(`${KIND_NAME[selection.kind]} ${selection.itemId} not found`);
  }
  return items;
}

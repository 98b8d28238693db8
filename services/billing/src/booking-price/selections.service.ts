// The item selections of bookings outside of pricing: checked before a booking is stored, and
// described (name, cost price, the price that applies to the customer) for booking answers.
import { DomainError, invalid, notFound, type CallContext } from '@venue/platform';
import type { Executor } from '../database.ts';
import { pricedItems } from '../item/item.service.ts';
import { selectItemsById } from '../item/item.repository.ts';
import type { BillingPorts } from '../ports/index.ts';
import {
  checkSelection,
  checkStock,
  selectItemPrice,
  type ItemInterval,
  type ItemKind,
  type SelectedItem,
} from '../pricing/index.ts';

/** A booking has at most this many item selections (as PriceBooking allows). */
const MAX_ITEMS = 200;
/** A DescribeSelections call covers at most this many (customer, item) pairs. */
const MAX_PAIRS = 20_000;

export interface SelectionsToCheck {
  mainResourceId: number;
  /** the booked parts; none books the whole main resource */
  partIds: number[];
  items: SelectedItem[];
}

export async function checkBookingSelections(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  input: SelectionsToCheck,
): Promise<void> {
  if (input.items.length === 0) return;
  if (input.items.length > MAX_ITEMS) throw invalid(`a booking has at most ${MAX_ITEMS} items`);
  const resourceIds = [...new Set([input.mainResourceId, ...input.items.map((i) => i.resourceId)])];
  const [resources, items] = await Promise.all([
    ports.resources.describe(context, resourceIds),
    pricedItems(db, context.managerId, input.items),
  ]);
  // Another manager's resource is as unknown as a missing one (the bookings service would say
  // the same a moment later), also where an item is selected; the booked parts themselves are
  // the bookings service's to check. An own resource the item is not offered on is a 400 below.
  const unknown = resourceIds.find((id) => !resources.has(id));
  if (unknown !== undefined) throw notFound(`resource ${unknown} not found`);
  const booked = {
    mainResourceId: input.mainResourceId,
    resourceIds: input.partIds.length > 0 ? input.partIds : [input.mainResourceId],
  };
  const selected = input.items.map((selection) => {
    const item = items.get(selection.itemId)!;
    checkSelection(selection, item, booked, resources);
    return { selection, item };
  });
  checkStock(selected);
}

export interface CustomerItem {
  /** null: no customer, the all-groups price applies */
  customerId: number | null;
  itemId: number;
}

export interface DescribedSelection {
  customerId: number | null;
  itemId: number;
  kind: ItemKind;
  name: string;
  priceCostCents: number;
  /** the price that applies to the customer; null when none does */
  interval: ItemInterval | null;
  amountCents: number;
}

/** The default group of each customer; a customer that no longer exists gets the all-groups prices. */
async function defaultGroups(ports: BillingPorts, context: CallContext, customerIds: number[]) {
  const entries = await Promise.all(
    customerIds.map(async (id): Promise<[number, number | null]> => {
      try {
        return [id, await ports.customers.defaultGroupOf(context, id)];
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'not_found') return [id, null];
        throw error;
      }
    }),
  );
  return new Map(entries);
}

export async function describeSelections(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  pairs: readonly CustomerItem[],
): Promise<DescribedSelection[]> {
  if (pairs.length > MAX_PAIRS) throw invalid(`at most ${MAX_PAIRS} selections are described at once`);
  const itemIds = [...new Set(pairs.map((pair) => pair.itemId))].filter(
    (id) => Number.isSafeInteger(id) && id > 0,
  );
  if (itemIds.length === 0) return [];
  const customerIds = [
    ...new Set(pairs.flatMap((pair) => (pair.customerId === null ? [] : [pair.customerId]))),
  ];
  const [rows, groups] = await Promise.all([
    selectItemsById(db, context.managerId, itemIds),
    defaultGroups(ports, context, customerIds),
  ]);
  const kinds = rows.map((row) => ({ kind: row.kind, itemId: row.id }));
  const priced = await pricedItems(db, context.managerId, kinds);
  const costs = new Map(
    rows.map((row) => [row.id, row.kind === 'inventory' ? (row.price_cost_cents ?? 0) : 0]),
  );
  return pairs.flatMap((pair) => {
    const item = priced.get(pair.itemId);
    if (!item) return [];
    const price = selectItemPrice(
      item,
      pair.customerId === null ? null : (groups.get(pair.customerId) ?? null),
    );
    return [
      {
        customerId: pair.customerId,
        itemId: item.id,
        kind: item.kind,
        name: item.name,
        priceCostCents: costs.get(item.id) ?? 0,
        interval: price?.interval ?? null,
        amountCents: price?.amountCents ?? 0,
      },
    ];
  });
}

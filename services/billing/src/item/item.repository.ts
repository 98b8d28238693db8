import { sql, type Insertable } from 'kysely';
import type { Executor } from '../database.ts';
import type { ItemKind } from '../pricing/types.ts';
import type { ItemPriceTable, ItemTable } from './item.table.ts';

type NewItem = Omit<Insertable<ItemTable>, 'manager_id'>;
type NewPrice = Omit<Insertable<ItemPriceTable>, 'manager_id' | 'item_id'>;

export async function insertItem(
  db: Executor,
  managerId: number,
  item: NewItem,
  prices: readonly NewPrice[],
  resourceIds: readonly number[],
) {
  const row = await db
    .insertInto('item')
    .values({ ...item, manager_id: managerId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  if (prices.length > 0) {
    await db
      .insertInto('item_price')
      .values(prices.map((price) => ({ ...price, manager_id: managerId, item_id: row.id })))
      .execute();
  }
  if (resourceIds.length > 0) {
    await db
      .insertInto('item_resource')
      .values(
        resourceIds.map((resourceId) => ({
          item_id: row.id,
          resource_id: resourceId,
          manager_id: managerId,
        })),
      )
      .execute();
  }
  return row;
}

/**
 * An item's columns as the item service reads them, named: a column a later release adds is not
 * read by this one while both run on the new schema during a rolling upgrade.
 */
const ITEM_COLUMNS = [
  'item.id',
  'item.kind',
  'item.name',
  'item.description',
  'item.image',
  'item.inventory_no',
  'item.i_type',
  'item.model',
  'item.serial_no',
  'item.quantity',
  'item.price_cost_cents',
  'item.created_at',
] as const;

function items(db: Executor, managerId: number) {
  return db
    .selectFrom('item')
    .select(ITEM_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('item_resource')
        .select(
          sql<
            string[]
          >`coalesce(array_agg(item_resource.resource_id order by item_resource.resource_id), '{}')`.as(
            'ids',
          ),
        )
        .whereRef('item_resource.item_id', '=', 'item.id')
        .as('resource_ids'),
    )
    .where('item.manager_id', '=', managerId);
}

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export function selectItems(db: Executor, managerId: number, kind: ItemKind) {
  return items(db, managerId).where('item.kind', '=', kind).orderBy('item.id').execute();
}

export async function selectItemsById(db: Executor, managerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return items(db, managerId).where('item.id', 'in', ids).orderBy('item.id').execute();
}

/** The prices of the items, each with the rate of its tax rate, in the order they were added. */
export async function selectItemPrices(db: Executor, managerId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('item_price')
    .innerJoin('tax_rate', (join) =>
      join
        .onRef('tax_rate.id', '=', 'item_price.tax_rate_id')
        .onRef('tax_rate.manager_id', '=', 'item_price.manager_id'),
    )
    .select([
      'item_price.id',
      'item_price.item_id',
      'item_price.amount_cents',
      'item_price.interval',
      'item_price.tax_rate_id',
      'item_price.customer_group_ids',
      'tax_rate.rate_bp',
      'tax_rate.category',
      'tax_rate.exemption_reason',
    ])
    .where('item_price.manager_id', '=', managerId)
    .where('item_price.item_id', 'in', itemIds)
    .orderBy('item_price.id')
    .execute();
}

import type { ColumnType, Generated } from 'kysely';
import type { ItemInterval, ItemKind } from '../pricing/types.ts';

/** Inventory items and services; the inventory-only columns are null for services. */
export interface ItemTable {
  id: Generated<number>;
  manager_id: number;
  kind: ItemKind;
  name: string;
  description: string;
  image: string;
  inventory_no: string | null;
  i_type: string | null;
  model: string | null;
  serial_no: string | null;
  /** units in stock */
  quantity: number | null;
  price_cost_cents: number | null;
  created_at: Generated<Date>;
}

export interface ItemPriceTable {
  id: Generated<number>;
  manager_id: number;
  item_id: number;
  amount_cents: number;
  interval: ItemInterval;
  tax_rate_id: number;
  /** empty = all customer groups */
  customer_group_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface ItemResourceTable {
  item_id: number;
  resource_id: number;
  manager_id: number;
}

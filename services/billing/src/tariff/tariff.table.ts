import type { ColumnType, Generated } from 'kysely';
import type { PriceType, TariffInterval } from '../pricing/types.ts';

export interface TariffTable {
  id: Generated<number>;
  manager_id: number;
  title: string;
  /** 0 = all customer groups */
  customer_group_id: number;
  price_type: PriceType;
  /** null for a flat tariff */
  interval: TariffInterval | null;
  amount_cents: number;
  /** ISO weekdays; empty = every day */
  weekdays: ColumnType<number[], number[] | undefined, number[]>;
  /** YYYY-MM-DD */
  valid_from: string | null;
  valid_to: string | null;
  created_at: Generated<Date>;
}

export interface TariffResourceTable {
  tariff_id: number;
  resource_id: number;
  manager_id: number;
}

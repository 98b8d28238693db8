import type { Kysely, Transaction } from 'kysely';
import type { ItemPriceTable, ItemResourceTable, ItemTable } from './item/item.table.ts';
import type { TariffResourceTable, TariffTable } from './tariff/tariff.table.ts';
import type { TaxRateTable } from './tax-rate/tax-rate.table.ts';
import type { TaxRuleTable } from './tax-rule/tax-rule.table.ts';
import type { TaxSettingsTable } from './tax-settings/tax-settings.table.ts';

export const SCHEMA = 'billing';

export interface Database {
  tax_rate: TaxRateTable;
  tax_settings: TaxSettingsTable;
  tax_rule: TaxRuleTable;
  tariff: TariffTable;
  tariff_resource: TariffResourceTable;
  item: ItemTable;
  item_price: ItemPriceTable;
  item_resource: ItemResourceTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

import type { Kysely, Transaction } from 'kysely';
import type { InboxTable, OutboxTable } from '@venue/platform';
import type { BookingFactTable } from './booking-fact/booking-fact.table.ts';
import type {
  DocumentBookingTable,
  DocumentRowTable,
  DocumentSettingsTable,
  DocumentTable,
  InvoiceAutomationTable,
  NumberCounterTable,
} from './document/document.table.ts';
import type { IssuerTable } from './issuer/issuer.table.ts';
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
  document_settings: DocumentSettingsTable;
  number_counter: NumberCounterTable;
  issuer: IssuerTable;
  invoice_automation: InvoiceAutomationTable;
  document: DocumentTable;
  document_row: DocumentRowTable;
  document_booking: DocumentBookingTable;
  booking_fact: BookingFactTable;
  inbox: InboxTable;
  outbox: OutboxTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

import type { Generated, Selectable } from 'kysely';
import type { SelectedItem } from '../pricing/types.ts';

export interface StoredFactInstance {
  id: number;
  resource_id: number;
  from: string;
  to: string;
}

/** What billing knows of a booking: the newest version its events told. */
export interface BookingFactTable {
  booking_id: number;
  manager_id: number;
  version: number;
  time_zone: string;
  customer_id: number | null;
  main_resource_id: number;
  status: string;
  title: string;
  instances: StoredFactInstance[];
  items: { kind: SelectedItem['kind']; resource_id: number; item_id: number; quantity: number }[];
  auto_invoiced: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** Every column of the facts as billing reads them: named, so a later column changes no read of this release. */
export const FACT_COLUMNS = [
  'booking_id', 'manager_id', 'version', 'time_zone', 'customer_id', 'main_resource_id', 'status', 'title',
  'instances', 'items', 'auto_invoiced', 'updated_at',
] as const satisfies readonly (keyof BookingFactTable)[];

export type BookingFactRecord = Selectable<BookingFactTable>;

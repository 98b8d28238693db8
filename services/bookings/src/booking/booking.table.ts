import type { Generated, Selectable } from 'kysely';

/** Every status a booking can have (the table's check constraint lists the same). */
export const BOOKING_STATUSES = ['live', 'draft', 'complete', 'cancel', 'pending'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Live, draft and complete bookings hold their time; cancelled ones and requests do not. */
export function isBlocking(status: BookingStatus): boolean {
  return status === 'live' || status === 'draft' || status === 'complete';
}

export interface StoredCustomField {
  resource_id: number;
  field_id: number;
  label: string;
  value: string;
  category: number | null;
}

export interface StoredItem {
  kind: 'inventory' | 'service';
  resource_id: number;
  item_id: number;
  quantity: number;
}

export interface BookingTable {
  id: Generated<number>;
  manager_id: number;
  title: string;
  status: BookingStatus;
  main_resource_id: number;
  customer_id: number | null;
  persons: number[];
  color: string;
  entrance_hall: boolean;
  hidden_in_widget: boolean;
  comments: string;
  internal_comments: string;
  custom_fields: StoredCustomField[];
  items: StoredItem[];
  rule: unknown;
  season_id: number | null;
  created_by: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The aggregate version: 1 when written, one more on every update (a trigger). */
  version: Generated<number>;
}

export interface BookingInstanceTable {
  id: Generated<number>;
  manager_id: number;
  booking_id: number;
  resource_id: number;
  starts_at: Date;
  ends_at: Date;
}

export interface OccupancyTable {
  id: Generated<number>;
  booking_id: number;
  instance_id: number;
  unit_id: number;
  period: string;
  /** The instance id for an exclusive claim, 0 for a part's shared claim on its main unit. */
  claim: number;
  blocking: boolean;
}

/**
 * Every column of a booking as the service reads it: named, so that a column a later release adds
 * does not change what this one reads while both run during a rolling upgrade.
 */
export const BOOKING_COLUMNS = [
  'id', 'manager_id', 'title', 'status', 'main_resource_id', 'customer_id', 'persons', 'color', 'entrance_hall',
  'hidden_in_widget', 'comments', 'internal_comments', 'custom_fields', 'items', 'rule', 'season_id', 'created_by',
  'created_at', 'updated_at', 'version',
] as const satisfies readonly (keyof BookingTable)[];
export const INSTANCE_COLUMNS = ['id', 'manager_id', 'booking_id', 'resource_id', 'starts_at', 'ends_at'] as const satisfies readonly (keyof BookingInstanceTable)[];

export type BookingRow = Selectable<BookingTable>;
export type InstanceRow = Selectable<BookingInstanceTable>;

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

export type BookingRow = Selectable<BookingTable>;
export type InstanceRow = Selectable<BookingInstanceTable>;

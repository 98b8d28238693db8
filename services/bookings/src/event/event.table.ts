import type { Generated, Selectable } from 'kysely';

/** A booking's calendar event (spec 2.5): its marketing data and where it is shown. */
export interface BookingEventTable {
  booking_id: number;
  manager_id: number;
  event_title: string;
  marketing_data_title: string;
  marketing_data_description: string;
  /** H:i or '' */
  entrance_time: string;
  /** H:i or '' */
  beginning_time: string;
  ticket_link: string;
  price: string;
  notice_text: string;
  image: string;
  show_on_api: boolean;
  show_on_website: boolean;
  updated_at: Generated<Date>;
}

export type BookingEventRow = Selectable<BookingEventTable>;

/** What a manager sets: every column but the keys and the timestamp. */
export type EventFields = Omit<BookingEventRow, 'booking_id' | 'manager_id' | 'updated_at'>;

/**
 * The columns of EventFields, named for reads: a column a later release adds is not read by this
 * one while both run on the new schema during a rolling upgrade.
 */
export const EVENT_FIELD_COLUMNS = [
  'event_title',
  'marketing_data_title',
  'marketing_data_description',
  'entrance_time',
  'beginning_time',
  'ticket_link',
  'price',
  'notice_text',
  'image',
  'show_on_api',
  'show_on_website',
] as const satisfies readonly (keyof EventFields)[];

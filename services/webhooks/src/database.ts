import type { ColumnType, Generated, Kysely } from 'kysely';
import type { InboxTable } from '@venue/platform';

export const SCHEMA = 'webhooks';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ManagerProfileTable {
  manager_id: number;
  name: string;
  time_zone: string;
  currency: string;
  language: string;
  updated_at: Timestamp;
}

export interface EndpointTable {
  id: Generated<number>;
  manager_id: number;
  url: string;
  events: string[];
  description: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Timestamp;
}

export interface MessageTable {
  id: Generated<number>;
  manager_id: number;
  event_id: string;
  type: string;
  /** Deliveries of one key (a booking, a customer, a document) go to an endpoint in seq order. */
  order_key: string;
  seq: number;
  body: string;
  created_at: Timestamp;
}

export type DeliveryStateWord = 'pending' | 'delivered' | 'failed';

export interface DeliveryTable {
  id: Generated<number>;
  message_id: number;
  endpoint_id: number;
  /** The webhook-id header: the same for every attempt. */
  webhook_id: string;
  order_key: string;
  seq: number;
  state: ColumnType<DeliveryStateWord, DeliveryStateWord | undefined, DeliveryStateWord>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Claimed by a sender until then (dispatcher.ts). */
  locked_until: Date | null;
  window_start: Timestamp;
  created_at: Timestamp;
}

export interface AttemptTable {
  id: Generated<number>;
  delivery_id: number;
  at: Timestamp;
  status_code: number;
  latency_ms: number;
  error: string;
}

export interface NoticeTable {
  id: Generated<number>;
  endpoint_id: number;
  type: string;
  note: string;
  at: Timestamp;
}

export interface Database {
  manager_profile: ManagerProfileTable;
  endpoint: EndpointTable;
  message: MessageTable;
  delivery: DeliveryTable;
  attempt: AttemptTable;
  notice: NoticeTable;
  inbox: InboxTable;
}

export type Db = Kysely<Database>;

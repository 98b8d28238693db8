import type { Kysely } from 'kysely';
import type { ApiKeyTable } from './api-key/api-key.table.ts';
import type { CalendarFeedTable } from './calendar-feed/calendar-feed.table.ts';
import type { IdempotencyKeyTable } from './idempotency/idempotency.table.ts';
import type { ManagerTable } from './manager/manager.table.ts';

export const SCHEMA = 'gateway';

export interface Database {
  manager: ManagerTable;
  api_key: ApiKeyTable;
  idempotency_key: IdempotencyKeyTable;
  calendar_feed: CalendarFeedTable;
}

export type Db = Kysely<Database>;

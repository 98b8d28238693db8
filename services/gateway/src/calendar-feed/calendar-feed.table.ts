import type { Generated } from 'kysely';

export interface CalendarFeedTable {
  id: Generated<number>;
  manager_id: number;
  /** SHA-256 of the token in the feed's URL: the token itself is shown once. */
  token_hash: Buffer;
  /** null: every resource of the manager. */
  resource_id: number | null;
  include_customer: Generated<boolean>;
  created_at: Generated<Date>;
}

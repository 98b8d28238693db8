import type { Generated } from 'kysely';

export interface IdempotencyKeyTable {
  manager_id: number;
  key: string;
  fingerprint: Buffer;
  status: number | null;
  response: string | null;
  locked_until: Date | null;
  created_at: Generated<Date>;
}

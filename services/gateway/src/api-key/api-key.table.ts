import type { Generated } from 'kysely';

export interface ApiKeyTable {
  id: Generated<number>;
  manager_id: number;
  key_hash: Buffer;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

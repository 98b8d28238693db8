import type { Db } from '../database.ts';

export function insertApiKey(db: Db, managerId: number, keyHash: Buffer) {
  return db.insertInto('api_key').values({ manager_id: managerId, key_hash: keyHash, revoked_at: null }).returning('id').executeTakeFirstOrThrow();
}

/** The live key with this hash and what the gateway needs to know about its manager. */
export function findActiveKey(db: Db, keyHash: Buffer) {
  return db
    .selectFrom('api_key as k')
    .innerJoin('manager as m', 'm.id', 'k.manager_id')
    .select(['k.id as key_id', 'm.id as manager_id', 'm.timezone', 'm.cooldown_ms', 'm.daily_quota'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
}

export function revokeApiKey(db: Db, keyHash: Buffer) {
  return db
    .updateTable('api_key')
    .set({ revoked_at: new Date() })
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'manager_id'])
    .executeTakeFirst();
}

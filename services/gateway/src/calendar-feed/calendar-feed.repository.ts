// A manager's calendar feeds. The token in a feed's URL is the only key to it (calendar apps send
// no API key): 32 random bytes, kept only as its SHA-256, looked up on every fetch, so a deleted
// feed stops answering at once.
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '@venue/platform';
import type { Db } from '../database.ts';

/** Feeds one manager may have. */
export const MAX_FEEDS = 50;

const SHOWN = ['id', 'resource_id', 'include_customer', 'created_at'] as const;

export interface FeedRow {
  id: number;
  resource_id: number | null;
  include_customer: boolean;
  created_at: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest();

export async function addFeed(db: Db, managerId: number, input: { resourceId: number | null; includeCustomer: boolean }) {
  const token = randomBytes(32).toString('base64url');
  const feed = await db
    .insertInto('calendar_feed')
    .values({ manager_id: managerId, token_hash: hashOf(token), resource_id: input.resourceId, include_customer: input.includeCustomer })
    .returning(SHOWN)
    .executeTakeFirstOrThrow();
  return { feed, token };
}

export async function countFeeds(db: Db, managerId: number): Promise<number> {
  const row = await db
    .selectFrom('calendar_feed')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('manager_id', '=', managerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listFeeds(db: Db, managerId: number): Promise<FeedRow[]> {
  return db.selectFrom('calendar_feed').select(SHOWN).where('manager_id', '=', managerId).orderBy('id').execute();
}

export async function deleteFeed(db: Db, managerId: number, id: number): Promise<void> {
  const deleted = await db.deleteFrom('calendar_feed').where('id', '=', id).where('manager_id', '=', managerId).returning('id').executeTakeFirst();
  if (!deleted) throw notFound(`calendar feed ${id} not found`);
}

/** The feed a token opens, with its manager's zone and name; undefined for an unknown or deleted one. */
export function feedByToken(db: Db, token: string) {
  return db
    .selectFrom('calendar_feed as f')
    .innerJoin('manager as m', 'm.id', 'f.manager_id')
    .select(['f.id', 'f.manager_id', 'f.resource_id', 'f.include_customer', 'm.timezone', 'm.company_name'])
    .where('f.token_hash', '=', hashOf(token))
    .executeTakeFirst();
}

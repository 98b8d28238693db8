// Operator actions behind the admin CLI: managers, their keys and their rate limits.
import { invalid, isValidTimeZone, notFound } from '@venue/platform';
import type { Db } from '../database.ts';
import { createKey, hashKey, revokeKey } from '../api-key/api-key.service.ts';
import { findManager, insertManager, updateManagerLimits } from '../manager/manager.repository.ts';

export interface NewManager {
  email: string;
  company: string;
  firstName?: string;
  lastName?: string;
  timezone?: string;
  currency?: string;
  language?: string;
  cooldownMs?: number;
  dailyQuota?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The columns are Postgres integers.
const MAX_LIMIT = 2_147_483_647;
const isLimit = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_LIMIT;

function checkLimits(cooldownMs?: number, dailyQuota?: number): void {
  if (cooldownMs !== undefined && !isLimit(cooldownMs)) throw invalid(`--cooldown-ms must be a whole number from 0 to ${MAX_LIMIT}`);
  if (dailyQuota !== undefined && !isLimit(dailyQuota)) throw invalid(`--daily-quota must be a whole number from 0 to ${MAX_LIMIT}`);
}

export async function createManager(db: Db, input: NewManager): Promise<{ manager_id: number; api_key: string }> {
  if (!EMAIL.test(input.email)) throw invalid('--email must be an email address');
  if (input.company.trim() === '') throw invalid('--company is required');
  if (input.timezone !== undefined && !isValidTimeZone(input.timezone)) throw invalid('--timezone must be an IANA time zone');
  if (input.currency !== undefined && !/^[A-Z]{3}$/.test(input.currency)) throw invalid('--currency must be a three-letter code');
  if (input.language !== undefined && !/^[a-z]{2}$/.test(input.language)) throw invalid('--language must be a two-letter code');
  checkLimits(input.cooldownMs, input.dailyQuota);
  return db.transaction().execute(async (trx) => {
    const { id } = await insertManager(trx, {
      email: input.email,
      company_name: input.company.trim(),
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.currency !== undefined && { currency: input.currency }),
      ...(input.language !== undefined && { language: input.language }),
      cooldown_ms: input.cooldownMs ?? null,
      daily_quota: input.dailyQuota ?? null,
    });
    return { manager_id: id, api_key: await createKey(trx, id) };
  });
}

export async function createKeyFor(db: Db, managerId: number): Promise<{ manager_id: number; api_key: string }> {
  if (!(await findManager(db, managerId, ['id']))) throw notFound(`manager ${managerId} not found`);
  return { manager_id: managerId, api_key: await createKey(db, managerId) };
}

/** Tells the running gateways that the key with this SHA-256 hash is revoked (key-revocations.ts). */
export type RevocationNotifier = (keyHash: Buffer) => Promise<unknown>;

/**
 * Revokes the key in the database, then (once that is committed) tells the gateways through
 * `notify`, so that their caches drop it at once; without `notify`, or if it fails, they drop it
 * within KEY_CACHE_TTL_MS. A failing `notify` rejects, the revocation stands.
 */
export async function revokeApiKeyCommand(
  db: Db,
  apiKey: string,
  notify?: RevocationNotifier,
): Promise<{ manager_id: number; revoked: true }> {
  const row = await revokeKey(db, apiKey);
  if (!row) throw notFound('no live key matches');
  await notify?.(hashKey(apiKey));
  return { manager_id: row.manager_id, revoked: true };
}

export async function setLimits(
  db: Db,
  managerId: number,
  limits: { cooldownMs?: number; dailyQuota?: number },
): Promise<{ manager_id: number; cooldown_ms: number | null; daily_quota: number | null }> {
  checkLimits(limits.cooldownMs, limits.dailyQuota);
  if (limits.cooldownMs === undefined && limits.dailyQuota === undefined) throw invalid('give --cooldown-ms and/or --daily-quota');
  const updated = await updateManagerLimits(db, managerId, {
    ...(limits.cooldownMs !== undefined && { cooldown_ms: limits.cooldownMs }),
    ...(limits.dailyQuota !== undefined && { daily_quota: limits.dailyQuota }),
  });
  if (!updated) throw notFound(`manager ${managerId} not found`);
  const manager = (await findManager(db, managerId, ['cooldown_ms', 'daily_quota']))!;
  return { manager_id: managerId, cooldown_ms: manager.cooldown_ms, daily_quota: manager.daily_quota };
}

// The manager's endpoints: add, list, delete, rotate the secret; what was delivered to one; and
// redelivery. Every statement is scoped by the manager: another manager's endpoint is not found.
import { sql } from 'kysely';
import { invalid, notFound, type CallContext } from '@venue/platform';
import type { Db, EndpointTable } from '../database.ts';
import { checkResolvedHost, checkUrl, type AddressPolicy } from '../delivery/safe-address.ts';
import { EVENT_TYPE_NAMES, EVERY_TYPE } from '../fan-out/event-types.ts';
import { newSecret, PREVIOUS_SECRET_SIGNS_MS } from './secrets.ts';

export interface ProfileInput {
  name: string;
  currency: string;
  language: string;
}

/** Endpoints one manager may have: each gets every event it subscribes to. */
export const MAX_ENDPOINTS = 20;
const MAX_DESCRIPTION = 500;

export type EndpointRow = Pick<
  EndpointTable,
  'url' | 'events' | 'description' | 'disabled_reason' | 'previous_secret_until' | 'manager_id'
> & { id: number; enabled: boolean; created_at: Date };

const SHOWN = ['id', 'manager_id', 'url', 'events', 'description', 'enabled', 'disabled_reason', 'created_at', 'previous_secret_until'] as const;

/** Keeps what the v2 views need of the manager (the gateway sends it with every call). */
export async function keepProfile(db: Db, context: CallContext, profile: ProfileInput | null | undefined): Promise<void> {
  if (!profile) return;
  const values = { name: profile.name, currency: profile.currency || 'EUR', language: profile.language || 'de', time_zone: context.timezone };
  await db
    .insertInto('manager_profile')
    .values({ manager_id: context.managerId, ...values })
    // Written only when it changed: every call sends it, and a write tells every process to forget
    // the manager's subscriptions (fan-out/subscriptions.ts).
    .onConflict((oc) =>
      oc
        .column('manager_id')
        .doUpdateSet({ ...values, updated_at: sql`now()` })
        .where(sql<boolean>`(manager_profile.name, manager_profile.currency, manager_profile.language, manager_profile.time_zone)
          is distinct from (excluded.name, excluded.currency, excluded.language, excluded.time_zone)`),
    )
    .execute();
}

export function checkEvents(events: readonly string[]): string[] {
  const distinct = [...new Set(events.map((event) => event.trim()))];
  if (distinct.length === 0) throw invalid(`events must name at least one type, or ${EVERY_TYPE} for all`);
  if (distinct.includes(EVERY_TYPE) && distinct.length > 1) throw invalid(`events: ${EVERY_TYPE} stands alone`);
  const unknown = distinct.filter((event) => event !== EVERY_TYPE && !EVENT_TYPE_NAMES.includes(event));
  if (unknown.length > 0) throw invalid(`events: unknown type ${unknown.join(', ')}; known: ${EVENT_TYPE_NAMES.join(', ')}`);
  return distinct;
}

export async function addEndpoint(
  db: Db,
  policy: AddressPolicy,
  context: CallContext,
  input: { url: string; events: readonly string[]; description: string },
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const url = checkUrl(input.url.trim(), policy);
  const events = checkEvents(input.events);
  if (input.description.length > MAX_DESCRIPTION) throw invalid(`description is longer than ${MAX_DESCRIPTION} characters`);
  await checkResolvedHost(url, policy);
  const secret = newSecret();
  return db.transaction().execute(async (trx) => {
    // Serializes one manager's adds, so the count below holds.
    await sql`select pg_advisory_xact_lock(hashtextextended('webhooks.endpoint', ${context.managerId}))`.execute(trx);
    const { count } = await trx
      .selectFrom('endpoint')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('manager_id', '=', context.managerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ENDPOINTS) throw invalid(`a manager has at most ${MAX_ENDPOINTS} webhook endpoints`);
    const endpoint = await trx
      .insertInto('endpoint')
      .values({
        manager_id: context.managerId,
        url: url.href,
        events,
        description: input.description,
        secret,
        previous_secret: null,
        previous_secret_until: null,
        disabled_reason: null,
        failing_since: null,
      })
      .returning(SHOWN)
      .executeTakeFirstOrThrow();
    return { endpoint, secret };
  });
}

export function listEndpoints(db: Db, managerId: number): Promise<EndpointRow[]> {
  return db.selectFrom('endpoint').select(SHOWN).where('manager_id', '=', managerId).orderBy('id').execute();
}

export async function deleteEndpoint(db: Db, managerId: number, id: number): Promise<void> {
  const deleted = await db.deleteFrom('endpoint').where('id', '=', id).where('manager_id', '=', managerId).returning('id').executeTakeFirst();
  if (!deleted) throw notFound(`webhook ${id} not found`);
}

/** A new secret signs from now on; the current one keeps signing beside it for 24 hours. */
export async function rotateSecret(db: Db, managerId: number, id: number): Promise<{ secret: string; previousUntil: Date }> {
  const secret = newSecret();
  const previousUntil = new Date(Date.now() + PREVIOUS_SECRET_SIGNS_MS);
  const rotated = await db
    .updateTable('endpoint')
    .set((eb) => ({ previous_secret: eb.ref('secret'), previous_secret_until: previousUntil, secret }))
    .where('id', '=', id)
    .where('manager_id', '=', managerId)
    .returning('id')
    .executeTakeFirst();
  if (!rotated) throw notFound(`webhook ${id} not found`);
  return { secret, previousUntil };
}

async function ownEndpoint(db: Db, managerId: number, id: number): Promise<void> {
  const found = await db.selectFrom('endpoint').select('id').where('id', '=', id).where('manager_id', '=', managerId).executeTakeFirst();
  if (!found) throw notFound(`webhook ${id} not found`);
}

export interface DeliveryView {
  id: number;
  webhook_id: string;
  type: string;
  state: 'pending' | 'delivered' | 'failed' | 'notice';
  created_at: Date;
  next_attempt_at: Date | null;
  note: string;
  attempts: { at: Date; status_code: number; latency_ms: number; error: string }[];
}

/** The newest deliveries of an endpoint with every attempt, and its notices (webhook.disabled), newest first. */
export async function listDeliveries(db: Db, managerId: number, endpointId: number, limit: number): Promise<DeliveryView[]> {
  await ownEndpoint(db, managerId, endpointId);
  const count = Math.min(Math.max(limit || 100, 1), 1000);
  const deliveries = await db
    .selectFrom('delivery')
    .innerJoin('message', 'message.id', 'delivery.message_id')
    .select(['delivery.id', 'delivery.webhook_id', 'message.type', 'delivery.state', 'delivery.created_at', 'delivery.next_attempt_at'])
    .where('delivery.endpoint_id', '=', endpointId)
    .orderBy('delivery.id', 'desc')
    .limit(count)
    .execute();
  const attempts = deliveries.length
    ? await db
        .selectFrom('attempt')
        .select(['delivery_id', 'at', 'status_code', 'latency_ms', 'error'])
        .where('delivery_id', 'in', deliveries.map((d) => d.id))
        .orderBy('id')
        .execute()
    : [];
  const notices = await db.selectFrom('notice').select(['type', 'note', 'at']).where('endpoint_id', '=', endpointId).execute();
  const views: DeliveryView[] = deliveries.map((d) => ({
    id: d.id,
    webhook_id: d.webhook_id,
    type: d.type,
    state: d.state,
    created_at: d.created_at,
    next_attempt_at: d.state === 'pending' ? d.next_attempt_at : null,
    note: '',
    attempts: attempts.filter((a) => a.delivery_id === d.id).map(({ delivery_id: _, ...attempt }) => attempt),
  }));
  for (const notice of notices)
    views.push({ id: 0, webhook_id: '', type: notice.type, state: 'notice', created_at: notice.at, next_attempt_at: null, note: notice.note, attempts: [] });
  return views.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
}

/**
 * Sends one delivery again, or every failed one created since a time, with a new 3-day retry
 * window; the endpoint, if disabled, is enabled again (the manager says it is fixed). Answers how
 * many deliveries are sent again.
 */
export async function redeliver(db: Db, managerId: number, endpointId: number, deliveryId: number, failedSince: Date | null): Promise<number> {
  if (!deliveryId && !failedSince) throw invalid('give delivery_id, or since for every failed delivery since then');
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .updateTable('endpoint')
      .set({ enabled: true, disabled_reason: null, failing_since: null })
      .where('id', '=', endpointId)
      .where('manager_id', '=', managerId)
      .returning('id')
      .executeTakeFirst();
    if (!endpoint) throw notFound(`webhook ${endpointId} not found`);
    let query = trx
      .updateTable('delivery')
      .set({ state: 'pending', next_attempt_at: sql`now()`, window_start: sql`now()`, locked_until: null })
      .where('endpoint_id', '=', endpointId);
    query = deliveryId ? query.where('id', '=', deliveryId).where('state', '!=', 'pending') : query.where('state', '=', 'failed').where('created_at', '>=', failedSince!);
    const updated = await query.returning('id').execute();
    if (deliveryId && updated.length === 0) {
      const exists = await trx.selectFrom('delivery').select('state').where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst();
      if (!exists) throw notFound(`delivery ${deliveryId} not found`);
      if (exists.state === 'pending') return 0;
    }
    return updated.length;
  });
}

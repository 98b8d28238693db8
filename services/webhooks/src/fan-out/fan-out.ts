// Turns each domain event into deliveries: for the endpoints of its manager that subscribe to its
// type, one message rendered once (render.ts) and one delivery per endpoint, stored in one
// transaction with the event's inbox row (a redelivered event stores nothing twice). Events of one
// object are handled in order (the consumer's ordering key); a booking's deliveries are also
// ordered by its version, which holds across replicas.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { decodeEvent, EVENT_SCHEMAS } from '@venue/contracts/events';
import { processOnce, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type Logger } from '@venue/platform';
import type { Db } from '../database.ts';
import type { PeerClients } from '../peers.ts';
import { subscribes, WEBHOOK_TYPES } from './event-types.ts';
import { orderOf, renderData, type Profile } from './render.ts';

export const WEBHOOKS_CONSUMER = 'webhooks';
/** Events handled at once: rendering waits on the owners' answers, so a few side by side keep up. */
const EVENTS_AT_ONCE = 8;

const DEFAULT_PROFILE: Omit<Profile, 'time_zone'> = { name: '', currency: 'EUR', language: 'de' };

/** The endpoints that want this event: the manager's enabled or disabled ones (a disabled one keeps its deliveries for later). */
async function subscribers(db: Db, managerId: number, type: string): Promise<number[]> {
  const endpoints = await db.selectFrom('endpoint').select(['id', 'events']).where('manager_id', '=', managerId).execute();
  return endpoints.filter((endpoint) => subscribes(endpoint.events, type)).map((endpoint) => endpoint.id);
}

export async function fanOut(deps: { db: Db; peers: PeerClients; logger: Logger }, event: EventEnvelope): Promise<number> {
  const known = WEBHOOK_TYPES[event.subject];
  const schema = EVENT_SCHEMAS[event.subject];
  if (!known || !schema) return 0;
  const decoded = decodeEvent(schema, event.data);
  if (!decoded.ok) {
    deps.logger.warn({ subject: event.subject, id: event.id, problem: decoded.detail }, 'event not turned into webhooks');
    return 0;
  }
  const data = decoded.data as Parameters<typeof renderData>[2];
  const managerId = data.manager_id;
  // Most managers have no endpoint: then nothing is read or written.
  if ((await subscribers(deps.db, managerId, known.type)).length === 0) return 0;
  const profile = await deps.db.selectFrom('manager_profile').select(['name', 'currency', 'language', 'time_zone']).where('manager_id', '=', managerId).executeTakeFirst();
  const rendered = await renderData(deps.peers, known.kind, data, profile ?? { ...DEFAULT_PROFILE, time_zone: 'Europe/Berlin' });
  const body = JSON.stringify({ type: known.type, timestamp: event.occurred_at, data: rendered });
  const order = orderOf(known.kind, data);
  let stored = 0;
  await processOnce(deps.db, WEBHOOKS_CONSUMER, event.id, async (trx) => {
    const endpoints = await subscribers(trx, managerId, known.type);
    if (endpoints.length === 0) return;
    const message = await trx
      .insertInto('message')
      .values({ manager_id: managerId, event_id: event.id, type: known.type, order_key: order.key, seq: order.seq, body })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('delivery')
      .values(
        endpoints.map((endpoint_id) => ({
          message_id: message.id,
          endpoint_id,
          webhook_id: `msg_${randomUUID().replaceAll('-', '')}`,
          order_key: order.key,
          seq: order.seq,
          next_attempt_at: sql`now()`,
          window_start: sql`now()`,
        })),
      )
      .execute();
    stored = endpoints.length;
  });
  return stored;
}

/** Consumes every domain event (one stream holds them all) and wakes the dispatcher for what it stored. */
export function startFanOut(deps: { db: Db; bus: Bus; peers: PeerClients; logger: Logger; stored: () => void }): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    durable: WEBHOOKS_CONSUMER,
    subject: 'venue.>',
    logger: deps.logger,
    concurrency: EVENTS_AT_ONCE,
    orderingKey: (event) => {
      const known = WEBHOOK_TYPES[event.subject];
      const data = event.data as Record<string, unknown>;
      if (!known) return '';
      return orderOf(known.kind, data as never).key;
    },
    handler: async (event) => {
      if ((await fanOut(deps, event)) > 0) deps.stored();
    },
  });
}

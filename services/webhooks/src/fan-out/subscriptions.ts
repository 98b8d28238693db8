// Which of a manager's endpoints want which event types, and the manager's profile: read for every
// event, changed rarely. Each process keeps them in memory per manager and forgets a manager's as
// soon as Postgres announces a change (NOTIFY webhooks_subscriptions, sent by triggers on endpoint
// and manager_profile, after the change commits). While the listening connection is down, nothing
// is kept and every event reads afresh. Without it, every event of every manager cost a query,
// also for the many managers with no endpoint (the booking race lost a quarter of its rate).
import pg from 'pg';
import type { Logger } from '@venue/platform';
import type { Db } from '../database.ts';
import type { Profile } from './render.ts';

export interface Subscription {
  endpoints: { id: number; events: string[] }[];
  profile: Profile | undefined;
}

const CHANNEL = 'webhooks_subscriptions';
/** Managers kept at most; past it the memory starts over (each manager is one read away). */
const MAX_KEPT = 100_000;
const RECONNECT_MS = 1000;

async function read(db: Db, managerId: number): Promise<Subscription> {
  const [endpoints, profile] = await Promise.all([
    db.selectFrom('endpoint').select(['id', 'events']).where('manager_id', '=', managerId).execute(),
    db.selectFrom('manager_profile').select(['name', 'currency', 'language', 'time_zone']).where('manager_id', '=', managerId).executeTakeFirst(),
  ]);
  return { endpoints, profile };
}

export interface Subscriptions {
  of(managerId: number): Promise<Subscription>;
  stop(): Promise<void>;
}

export function keepSubscriptions(db: Db, databaseUrl: string, logger: Logger): Subscriptions {
  const kept = new Map<number, Promise<Subscription>>();
  let listener: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (listening && error) logger.warn({ err: error }, 'webhook subscriptions are read afresh until the listening connection is back');
    listening = false;
    kept.clear();
    listener?.removeAllListeners();
    listener?.end().catch(() => undefined);
    listener = null;
    if (!stopped) retry = setTimeout(() => void listen(), RECONNECT_MS);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'venue-webhooks-listen' });
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) kept.delete(Number(message.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      // Anything kept before was not covered by this connection's notifications.
      kept.clear();
      listening = true;
    } catch (error) {
      lost(error as Error);
    }
  }
  void listen();

  return {
    of(managerId) {
      if (!listening) return read(db, managerId);
      let subscription = kept.get(managerId);
      if (!subscription) {
        if (kept.size >= MAX_KEPT) kept.clear();
        subscription = read(db, managerId);
        kept.set(managerId, subscription);
        // A failed read is not kept.
        subscription.catch(() => kept.delete(managerId));
      }
      return subscription;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      client?.removeAllListeners();
      client?.on('error', () => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}

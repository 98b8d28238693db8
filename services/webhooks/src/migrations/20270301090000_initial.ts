// Initial webhooks schema: endpoints, the messages rendered from events, one delivery per message
// and endpoint with its attempts, notices about endpoints, and the consumer's inbox. Frozen: never
// import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the v2 views need of a manager (the gateway owns managers and sends it with every call).
  await sql`create table manager_profile (
    manager_id bigint primary key,
    name text not null default '',
    time_zone text not null default 'Europe/Berlin',
    currency text not null default 'EUR',
    language text not null default 'de',
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table endpoint (
    id bigint generated always as identity primary key,
    manager_id bigint not null,
    url text not null,
    events text[] not null,
    description text not null default '',
    secret text not null,
    previous_secret text,
    previous_secret_until timestamptz,
    enabled boolean not null default true,
    disabled_reason text,
    failing_since timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index endpoint_manager on endpoint (manager_id)`.execute(db);
  // One row per event, rendered once: every attempt to every endpoint sends the same body.
  await sql`create table message (
    id bigint generated always as identity primary key,
    manager_id bigint not null,
    event_id text not null unique,
    type text not null,
    order_key text not null,
    seq bigint not null,
    body text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table delivery (
    id bigint generated always as identity primary key,
    message_id bigint not null references message (id) on delete cascade,
    endpoint_id bigint not null references endpoint (id) on delete cascade,
    webhook_id text not null unique,
    order_key text not null,
    seq bigint not null,
    state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz,
    -- Retries run for 3 days from here: the delivery's creation, or its last redelivery.
    window_start timestamptz not null default now(),
    created_at timestamptz not null default now(),
    unique (message_id, endpoint_id)
  )`.execute(db);
  // The dispatcher takes each endpoint's oldest pending deliveries (dispatcher.ts).
  await sql`create index delivery_pending on delivery (endpoint_id, id) where state = 'pending'`.execute(db);
  await sql`create index delivery_order on delivery (endpoint_id, order_key, seq) where state = 'pending'`.execute(db);
  await sql`create index delivery_endpoint on delivery (endpoint_id, id)`.execute(db);
  await sql`create table attempt (
    id bigint generated always as identity primary key,
    delivery_id bigint not null references delivery (id) on delete cascade,
    at timestamptz not null default now(),
    status_code integer not null default 0,
    latency_ms integer not null,
    error text not null default ''
  )`.execute(db);
  await sql`create index attempt_delivery on attempt (delivery_id)`.execute(db);
  await sql`create table notice (
    id bigint generated always as identity primary key,
    endpoint_id bigint not null references endpoint (id) on delete cascade,
    type text not null,
    note text not null,
    at timestamptz not null default now()
  )`.execute(db);
  // Who subscribes to what changes rarely and is read for every event: each process keeps it in
  // memory and forgets a manager's when Postgres says it changed (fan-out/subscriptions.ts).
  await sql`
    create function notify_subscriptions() returns trigger language plpgsql as $$
    begin
      perform pg_notify('webhooks_subscriptions', (case when tg_op = 'DELETE' then old.manager_id else new.manager_id end)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger endpoint_subscriptions after insert or delete or update of events, manager_id on endpoint
    for each row execute function notify_subscriptions()`.execute(db);
  await sql`create trigger profile_subscriptions after insert or update on manager_profile
    for each row execute function notify_subscriptions()`.execute(db);
  await sql`create table inbox (
    consumer text not null,
    message_id text not null,
    processed_at timestamptz not null default now(),
    primary key (consumer, message_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists notify_subscriptions() cascade`.execute(db);
  for (const table of ['inbox', 'notice', 'attempt', 'delivery', 'message', 'endpoint', 'manager_profile'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

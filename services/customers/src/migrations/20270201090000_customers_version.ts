// Each manager's customers version, kept by the customers service itself (docs/decisions.md,
// 'Versions are kept by the services that own the data'): triggers set it to the writing
// transaction's id in that same transaction, however the write reached the database. Billing
// reads it through customers_version_of(manager) and reuses the customers it read under it.
// A new customer, group, tag or address changes no existing customer's answer (nothing can have
// been kept for its id), so only changes of existing rows and new links between rows advance it;
// a new row only makes sure the manager has a version (no row lock: the booking path that creates
// customers never waits on the version row).
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

/** Tables whose new rows change nothing already answered: only their updates and deletes count. */
const OWN_ROWS = ['customer', 'tag', 'customer_group', 'customer_address'];
/** Tables that link existing rows: every write counts. */
const LINKS = ['customer_tag', 'customer_group_member'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table customers_version (manager_id bigint primary key, version xid8 not null)`.execute(db);
  await sql`
    create function advance_customers_version() returns trigger language plpgsql as $$
    begin
      insert into customers.customers_version as v (manager_id, version)
      select distinct manager, pg_current_xact_id()
        from unnest(array[case when tg_op <> 'DELETE' then new.manager_id end,
                          case when tg_op <> 'INSERT' then old.manager_id end]) as manager
       where manager is not null
      on conflict (manager_id) do update set version = excluded.version where v.version <> excluded.version;
      return null;
    end $$`.execute(db);
  await sql`
    create function ensure_customers_version() returns trigger language plpgsql as $$
    begin
      insert into customers.customers_version (manager_id, version) values (new.manager_id, pg_current_xact_id())
      on conflict (manager_id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create function advance_every_customers_version() returns trigger language plpgsql as $$
    begin
      update customers.customers_version set version = pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const table of [...OWN_ROWS, ...LINKS]) {
    const events = LINKS.includes(table) ? sql`insert or update or delete` : sql`update or delete`;
    await sql`create trigger advance_customers_version after ${events} on ${sql.table(table)}
      for each row execute function advance_customers_version()`.execute(db);
    if (OWN_ROWS.includes(table)) {
      await sql`create trigger ensure_customers_version after insert on ${sql.table(table)}
        for each row execute function ensure_customers_version()`.execute(db);
    }
    await sql`create trigger advance_every_customers_version after truncate on ${sql.table(table)}
      for each statement execute function advance_every_customers_version()`.execute(db);
  }
  await sql`
    insert into customers_version (manager_id, version)
    select distinct manager_id, pg_current_xact_id() from customer`.execute(db);
  // As resources' catalog_version_of: the server's start, then the transaction id.
  await sql`
    create function customers_version_of(manager bigint) returns text language sql stable as $$
      select floor(extract(epoch from pg_catalog.pg_postmaster_start_time()) * 1000000)::bigint || '.' || version
        from customers.customers_version where manager_id = manager and not pg_catalog.pg_is_in_recovery()
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...OWN_ROWS, ...LINKS]) {
    await sql`drop trigger advance_customers_version on ${sql.table(table)}`.execute(db);
    await sql`drop trigger advance_every_customers_version on ${sql.table(table)}`.execute(db);
    if (OWN_ROWS.includes(table)) await sql`drop trigger ensure_customers_version on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function customers_version_of(bigint)`.execute(db);
  await sql`drop function advance_every_customers_version()`.execute(db);
  await sql`drop function ensure_customers_version()`.execute(db);
  await sql`drop function advance_customers_version()`.execute(db);
  await sql`drop table customers_version`.execute(db);
}

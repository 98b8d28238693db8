// Each manager's catalog version, kept by the resources service itself (docs/decisions.md, 'Versions
// are kept by the services that own the data'): a trigger on every catalog table sets it to the
// writing transaction's id in that same transaction, however the write reached the database (a
// gRPC call, a migration, psql). Others read it through catalog_version_of(manager) and the table
// itself, the only things of this schema they may use; under it they reuse what they read of the catalog.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

/** Every table whose rows a catalog read answers with. */
const CATALOG_TABLES = ['category', 'place', 'resource', 'custom_field', 'resource_custom_value', 'opening_time', 'holiday'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalog_version (manager_id bigint primary key, version xid8 not null)`.execute(db);
  // The row of each manager (old and new, should a fix move a row between managers); a transaction
  // that wrote it already leaves it alone (no dead row per statement of a long transaction).
  await sql`
    create function advance_catalog_version() returns trigger language plpgsql as $$
    begin
      insert into resources.catalog_version as v (manager_id, version)
      select distinct manager, pg_current_xact_id()
        from unnest(array[case when tg_op <> 'DELETE' then new.manager_id end,
                          case when tg_op <> 'INSERT' then old.manager_id end]) as manager
       where manager is not null
      on conflict (manager_id) do update set version = excluded.version where v.version <> excluded.version;
      return null;
    end $$`.execute(db);
  // TRUNCATE names no manager: every manager's version advances.
  await sql`
    create function advance_every_catalog_version() returns trigger language plpgsql as $$
    begin
      update resources.catalog_version set version = pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const table of CATALOG_TABLES) {
    await sql`create trigger advance_catalog_version after insert or update or delete on ${sql.table(table)}
      for each row execute function advance_catalog_version()`.execute(db);
    await sql`create trigger advance_every_catalog_version after truncate on ${sql.table(table)}
      for each statement execute function advance_every_catalog_version()`.execute(db);
  }
  // Managers with a catalog already: a version from the start.
  await sql`
    insert into catalog_version (manager_id, version)
    select distinct manager_id, pg_current_xact_id() from (
      ${sql.join(CATALOG_TABLES.map((table) => sql`select manager_id from ${sql.table(table)}`), sql` union `)}
    ) as managers`.execute(db);
  // The version as readers see it: the server's start (a restored backup starts it anew, so a
  // transaction id it hands out again never names an older catalog) and the transaction id.
  // A plain SQL function, inlined into the reader's query: its readers may read the version table
  // (the port's grants, platform's service-role.ts) and nothing else of this schema. None on a
  // standby, which may lag the primary: a version read there could be older than a write acknowledged.
  await sql`
    create function catalog_version_of(manager bigint) returns text language sql stable as $$
      select floor(extract(epoch from pg_catalog.pg_postmaster_start_time()) * 1000000)::bigint || '.' || version
        from resources.catalog_version where manager_id = manager and not pg_catalog.pg_is_in_recovery()
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOG_TABLES) {
    await sql`drop trigger advance_catalog_version on ${sql.table(table)}`.execute(db);
    await sql`drop trigger advance_every_catalog_version on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function catalog_version_of(bigint)`.execute(db);
  await sql`drop function advance_every_catalog_version()`.execute(db);
  await sql`drop function advance_catalog_version()`.execute(db);
  await sql`drop table catalog_version`.execute(db);
}

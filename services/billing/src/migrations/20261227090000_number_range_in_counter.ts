// A range's prefix and start number are also kept in its counter row (number_counter), where
// the statement that takes a number reads them: an upsert works on the newest committed version
// of the row it waits for, so it sees the range as whoever held the lock left it (a subquery on
// another table would see it as it was when the statement began; decisions.md, "A document's
// number is taken by the statement that stores it"). NULL: the default of the type.
//
// document_settings stays the table a range is set in, and a trigger copies each set range into
// its counter row: billing pods of the previous release, still serving while this migration runs
// (and again after a rollback), read and write document_settings only, and what they set must
// reach the numbering of the new pods. A later release may drop document_settings and the trigger.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('number_counter')
    .addColumn('prefix', 'text')
    .addColumn('start_number', 'bigint', (c) => c.check(sql`start_number >= 1`))
    .execute();
  // The function resolves number_counter in the schema it was created in, whatever the caller's path.
  await sql`create function copy_range_to_counter() returns trigger language plpgsql
    set search_path from current as $$
    begin
      insert into number_counter (manager_id, type, prefix, start_number)
      values (new.manager_id, new.type, new.prefix, new.start_number)
      on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number;
      return new;
    end $$`.execute(db);
  await sql`create trigger document_settings_to_counter after insert or update on document_settings
    for each row execute function copy_range_to_counter()`.execute(db);
  await sql`insert into number_counter (manager_id, type, prefix, start_number)
    select manager_id, type, prefix, start_number from document_settings
    on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger document_settings_to_counter on document_settings`.execute(db);
  await sql`drop function copy_range_to_counter()`.execute(db);
  await db.schema.alterTable('number_counter').dropColumn('prefix').dropColumn('start_number').execute();
}

// A range's prefix and start number move into its counter row (number_counter), from
// document_settings: the statement that takes a number locks the row and reads them there, in
// one statement. An upsert works on the newest committed version of the row it waits for, so
// it sees the range as whoever held the lock left it; a subquery on another table would see it
// as it was when the statement began (decisions.md, "A document's number is taken by the
// statement that stores it"). NULL: the default of the type (RE-, AG-, AB-, SR-; from 1).
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('number_counter')
    .addColumn('prefix', 'text')
    .addColumn('start_number', 'bigint', (c) => c.check(sql`start_number >= 1`))
    .execute();
  await sql`insert into number_counter (manager_id, type, prefix, start_number)
    select manager_id, type, prefix, start_number from document_settings
    on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number`.execute(db);
  await db.schema.dropTable('document_settings').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_settings')
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('invoice', 'quote', 'order_confirmation', 'cancellation')`))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('start_number', 'bigint', (c) => c.notNull().check(sql`start_number >= 1`))
    .addPrimaryKeyConstraint('document_settings_pkey', ['manager_id', 'type'])
    .execute();
  const defaults = sql`case type when 'invoice' then 'RE-' when 'quote' then 'AG-' when 'order_confirmation' then 'AB-' else 'SR-' end`;
  await sql`insert into document_settings (manager_id, type, prefix, start_number)
    select manager_id, type, coalesce(prefix, ${defaults}), coalesce(start_number, 1) from number_counter
    where prefix is not null or start_number is not null`.execute(db);
  await db.schema.alterTable('number_counter').dropColumn('prefix').dropColumn('start_number').execute();
}

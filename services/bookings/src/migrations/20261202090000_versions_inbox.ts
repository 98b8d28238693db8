// Bookings schema, part two: an aggregate version on every booking, and the inbox of the
// consumer of billing's events. Frozen: never import application code here.
//
// The version starts at 1 and a trigger adds one on every update of the row, so no writer can
// forget it; booking events carry it and consumers apply an event only when it is newer than
// the version they hold.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking')
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create function booking_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`create trigger booking_version before update on booking
    for each row execute function booking_next_version()`.execute(db);

  // Inbox of the idempotent consumers (shape documented in packages/platform/src/bus/consumer.ts).
  await db.schema
    .createTable('inbox')
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inbox_pkey', ['consumer', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox').execute();
  await sql`drop trigger booking_version on booking`.execute(db);
  await sql`drop function booking_next_version()`.execute(db);
  await db.schema.alterTable('booking').dropColumn('version').execute();
}

// Per booking, the place of the last billing document event applied to it (its `seq` in billing's
// outbox, which the relay publishes): bookings applies document events several at a time and on
// several replicas, and an older event that arrives after a newer one no longer changes the booking
// (invoicing.consumer.ts).
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table document_seq (
    manager_id bigint not null,
    booking_id bigint not null,
    seq bigint not null,
    primary key (manager_id, booking_id))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_seq`.execute(db);
}

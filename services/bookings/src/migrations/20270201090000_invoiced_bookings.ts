// Bookings on an approved invoice (issue 56): billing's document events fill it (approved: the
// invoice's number per booking; cancelled: gone again), and a booking on it is not moved or given
// another customer, so that booking and invoice never disagree.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoiced_booking (
    manager_id bigint not null,
    booking_id bigint not null,
    invoice_number text not null,
    primary key (manager_id, booking_id))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table invoiced_booking`.execute(db);
}

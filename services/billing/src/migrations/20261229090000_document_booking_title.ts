// A document keeps the title each of its bookings had when it was made, with its link to the
// booking: invoice_details shows it as each row's `booking` (spec 2.8). On the link, not on the
// rows: pods of the previous release read rows as `select *` in prepared statements, which a new
// column of document_row would break ("cached plan must not change result type") while the
// migration runs beside them; they read links by named columns. Links made before have ''.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document_booking')
    .addColumn('booking_title', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_booking').dropColumn('booking_title').execute();
}

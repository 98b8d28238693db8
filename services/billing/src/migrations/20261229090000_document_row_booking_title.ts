// A document's rows keep the title of their booking as it was when the document was made, as they
// keep its resource's name: invoice_details shows it as each row's `booking` (spec 2.8). Rows of
// documents made before have none ('').
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document_row')
    .addColumn('booking_title', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_row').dropColumn('booking_title').execute();
}

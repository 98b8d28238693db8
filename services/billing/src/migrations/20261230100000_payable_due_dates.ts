// Invoices and cancellation invoices are due on their document date when they were numbered
// without a due date (issue 61): the release that stores the due date with the number fills in
// those numbered before it. Expand-only: the previous release reads due_date as it always did and
// shows the date where it showed "". Drafts, quotes and order confirmations are left as they are.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update document set due_date = document_date
    where due_date is null and document_date is not null
      and type in ('invoice', 'cancellation') and status in ('approved', 'cancelled')`.execute(db);
}

// Which due dates were filled in is not recorded: they stay (a date where "" was is still right).
export async function down(): Promise<void> {}

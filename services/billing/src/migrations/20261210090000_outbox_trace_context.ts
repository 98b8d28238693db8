// The outbox carries who asked for an event: the W3C traceparent of the request's trace and its
// x-request-id, sent as message headers, so a consumer's work joins the producer's trace and logs.
// Frozen: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('traceparent', 'text')
    .addColumn('request_id', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('traceparent').dropColumn('request_id').execute();
}

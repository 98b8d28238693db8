// The inbox claim (packages/platform/src/bus/consumer.ts, processOnce) inside the one statement
// that is an event's whole effect: billing's booking facts, alone or in batches (facts-batches.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { named, type InboxDatabase } from '@venue/platform';

const UNIQUE_VIOLATION = '23505';

/** The inbox's unique violation: the message was claimed, so processed, before. */
export function isInboxConflict(error: unknown): boolean {
  const { code, table } = error as { code?: string; table?: string };
  return code === UNIQUE_VIOLATION && table === 'inbox';
}

/**
 * The inbox claim as a data-modifying CTE of a statement: unconditional, or, with `from`, one
 * claim per row of that CTE (so a statement that changes nothing claims nothing).
 */
export type InboxClaim = (from?: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * processOnce for an effect that is one statement: the statement claims the message itself
 * (`claim`, which it must hold as a CTE) and runs on its own, committed as it ends (autocommit):
 * one round trip where processOnce takes four (begin, the claim, the statement, commit). Returns
 * the statement's rows, or undefined when this consumer processed the message before (the
 * claim's unique violation; nothing of the statement stays). A statement whose claim is
 * conditional and returns no row claimed nothing: the caller may then take processOnce. Sent named
 * under `label` (its text must not vary with its values: platform's named-statements.ts).
 */
export async function processOnceInOneStatement<DB extends InboxDatabase, Row>(
  db: Kysely<DB>,
  label: string,
  consumer: string,
  messageId: string,
  statement: (claim: InboxClaim) => RawBuilder<Row>,
): Promise<Row[] | undefined> {
  const claim: InboxClaim = (from) =>
    from
      ? sql`insert into inbox (consumer, message_id) select ${consumer}::text, ${messageId}::text from ${from}`
      : sql`insert into inbox (consumer, message_id) values (${consumer}::text, ${messageId}::text)`;
  try {
    return (await db.executeQuery(named(label, statement(claim).compile(db)))).rows;
  } catch (error) {
    if (isInboxConflict(error)) return undefined;
    throw error;
  }
}

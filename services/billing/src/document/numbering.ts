// Number ranges of documents, per manager and type: a prefix and a start number (defaults RE-,
// AG-, AB-, SR-, from 1), set in document_settings and copied by a trigger into the range's
// counter row, which holds the last number issued (migration 20261227090000). The next
// number is max(last issued + 1, start number), taken by an upsert of that row inside the
// statement that stores the numbered document: two numberings serialise on the row until
// commit, and a rollback returns nothing to the range, so numbers are gapless and unique
// whatever the concurrency.
import { counter, refused, invalid, transactionWithin, type CallContext } from '@venue/platform';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Executor } from '../database.ts';
import type { DocumentType } from './document.table.ts';

export const DEFAULT_PREFIX: Record<DocumentType, string> = {
  invoice: 'RE-',
  quote: 'AG-',
  order_confirmation: 'AB-',
  cancellation: 'SR-',
};

export const MAX_PREFIX_LENGTH = 20;
export const MAX_START_NUMBER = 999_999_999_999;
const PREFIX = /^[A-Za-z0-9_\-/.#]*$/;

export interface NumberRange {
  type: DocumentType;
  prefix: string;
  startNumber: number;
  lastNumber: number;
}

/**
 * Creates the counter row if missing and locks it for the rest of the transaction, in one
 * statement: an upsert that sets nothing new still locks the row it finds (and waits for whoever
 * holds it), and returns the last number committed.
 */
const upsertCounter = (trx: Executor, managerId: number, type: DocumentType) =>
  trx
    .insertInto('number_counter')
    .values({ manager_id: managerId, type })
    .onConflict((oc) =>
      oc.columns(['manager_id', 'type']).doUpdateSet((eb) => ({ last_number: eb.ref('number_counter.last_number') })),
    )
    .returning('last_number');

async function lockCounter(trx: Executor, managerId: number, type: DocumentType): Promise<number> {
  const rows = await upsertCounter(trx, managerId, type).execute();
  return rows[0]!.last_number;
}

const rangeSettings = (db: Executor, managerId: number, type: DocumentType) =>
  db
    .selectFrom('document_settings')
    .select(['prefix', 'start_number'])
    .where('manager_id', '=', managerId)
    .where('type', '=', type);

async function settingsOf(db: Executor, managerId: number, type: DocumentType) {
  const row = (await rangeSettings(db, managerId, type).execute())[0];
  return { prefix: row?.prefix ?? DEFAULT_PREFIX[type], startNumber: row?.start_number ?? 1 };
}

const numbersIssued = counter({
  name: 'document_numbers_issued_total',
  help: 'Numbers taken from a range, by document type (invoice, cancellation, quote, order_confirmation); counted when taken, so a number whose transaction rolled back (and is taken again) counts twice',
  labelNames: ['type'] as const,
});
const numberTaken = (type: DocumentType) => numbersIssued.inc({ type });

/**
 * The number-taking statement of a range as the body of a CTE returning `last_number` and
 * `prefix`: an upsert of the counter row, which creates it at the first number or else waits for
 * its lock and counts on from the newest committed version of the row. The prefix and start
 * number come from that same version, so a range changed by setNumberRange (under the same lock)
 * is seen as it was committed, even by a statement that began before.
 */
function takeNumberSql(managerId: number, type: DocumentType): RawBuilder<unknown> {
  return sql`insert into number_counter as c (manager_id, type, last_number) values (${managerId}::bigint, ${type}::text, 1)
    on conflict (manager_id, type) do update set last_number = greatest(c.last_number + 1, coalesce(c.start_number, 1))
    returning c.last_number, coalesce(c.prefix, ${DEFAULT_PREFIX[type]}::text) as prefix`;
}

/**
 * Runs `numbering`, the one statement that takes the range's next number (`number`, a CTE body
 * from takeNumberSql) and stores it. Its counter row stays locked until the transaction ends:
 * every numbered document of the manager and type waits for it, so the statement should come
 * last before the commit (with the document's event); what runs after it bounds how many such
 * documents commit per second.
 */
export async function withNextNumber<T>(
  managerId: number,
  type: DocumentType,
  numbering: (number: RawBuilder<unknown>) => Promise<T>,
): Promise<T> {
  const result = await numbering(takeNumberSql(managerId, type));
  numberTaken(type);
  return result;
}

export function checkPrefix(prefix: string): void {
  if (prefix.length > MAX_PREFIX_LENGTH || !PREFIX.test(prefix)) {
    throw invalid(`prefix: at most ${MAX_PREFIX_LENGTH} characters of letters, digits and - _ / . #`);
  }
}

/**
 * Sets a range's prefix and start number. The start number must lie above the last number
 * issued (a range never goes back), and no other type of the manager may use the prefix (a
 * number must name one document).
 */
export async function setNumberRange(
  db: Db,
  context: CallContext,
  type: DocumentType,
  prefix: string,
  startNumber: number,
): Promise<NumberRange> {
  checkPrefix(prefix);
  if (!Number.isSafeInteger(startNumber) || startNumber < 1 || startNumber > MAX_START_NUMBER) {
    throw invalid(`start_number: a whole number from 1 to ${MAX_START_NUMBER}`);
  }
  const { managerId } = context;
  return transactionWithin(db, context, async (trx) => {
    const last = await lockCounter(trx, managerId, type);
    if (startNumber <= last) {
      throw refused(`start_number must be above ${last}, the last number issued in this range`);
    }
    for (const other of Object.keys(DEFAULT_PREFIX) as DocumentType[]) {
      if (other !== type && (await settingsOf(trx, managerId, other)).prefix === prefix) {
        throw refused(`the prefix "${prefix}" is used by the ${other.replace('_', ' ')} range`);
      }
    }
    // The trigger copies it into the counter row this transaction holds locked.
    await trx
      .insertInto('document_settings')
      .values({ manager_id: managerId, type, prefix, start_number: startNumber })
      .onConflict((oc) =>
        oc.columns(['manager_id', 'type']).doUpdateSet({ prefix, start_number: startNumber }),
      )
      .execute();
    return { type, prefix, startNumber, lastNumber: last };
  });
}

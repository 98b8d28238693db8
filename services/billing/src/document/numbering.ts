// Number ranges of documents, per manager and type: a prefix and a start number (defaults RE-,
// AG-, AB-, SR-, from 1). The next number is max(last issued + 1, start number), taken under a
// row lock of the counter (lockCounter) inside the transaction that numbers the document: two
// approvals serialise on the row, and a rollback returns nothing to the range, so numbers are
// gapless and unique whatever the concurrency.
import { compiledOnce, counter, refused, invalid, transactionWithin, type CallContext } from '@venue/platform';
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

export interface IssuedNumber {
  prefix: string;
  value: number;
  number: string;
}

/**
 * Creates the counter row if missing and locks it for the rest of the transaction, in one
 * statement: an upsert that sets nothing new still locks the row it finds (and waits for whoever
 * holds it), and returns the last number committed.
 */
const upsertCounter = compiledOnce(2, (trx: Executor, managerId: number, type: DocumentType) =>
  trx
    .insertInto('number_counter')
    .values({ manager_id: managerId, type })
    .onConflict((oc) =>
      oc.columns(['manager_id', 'type']).doUpdateSet((eb) => ({ last_number: eb.ref('number_counter.last_number') })),
    )
    .returning('last_number'),
);

async function lockCounter(trx: Executor, managerId: number, type: DocumentType): Promise<number> {
  const { rows } = await upsertCounter(trx, managerId, type);
  return rows[0]!.last_number;
}

const rangeSettings = compiledOnce(2, (db: Executor, managerId: number, type: DocumentType) =>
  db
    .selectFrom('document_settings')
    .select(['prefix', 'start_number'])
    .where('manager_id', '=', managerId)
    .where('type', '=', type),
);

async function settingsOf(db: Executor, managerId: number, type: DocumentType) {
  const row = (await rangeSettings(db, managerId, type)).rows[0];
  return { prefix: row?.prefix ?? DEFAULT_PREFIX[type], startNumber: row?.start_number ?? 1 };
}

const numbersIssued = counter({
  name: 'document_numbers_issued_total',
  help: 'Numbers taken from a range, by document type (invoice, cancellation, quote, order_confirmation); counted when taken, so a number whose transaction rolled back (and is taken again) counts twice',
  labelNames: ['type'] as const,
});

/** Counts the locked counter on and reads the range's prefix: compiled once (every invoice). */
const takeNextNumber = compiledOnce(2, (trx: Executor, managerId: number, type: DocumentType) => {
  const settings = () =>
    trx.selectFrom('document_settings').where('manager_id', '=', managerId).where('type', '=', type);
  return trx
    .updateTable('number_counter')
    .set((eb) => ({
      last_number: eb.fn('greatest', [
        eb('last_number', '+', 1),
        eb.fn.coalesce(settings().select('start_number'), eb.val(1)),
      ]),
    }))
    .where('manager_id', '=', managerId)
    .where('type', '=', type)
    .returning(['last_number', settings().select('prefix').as('prefix')]);
});

/**
 * The next number of the range; call inside the transaction that stores the numbered document.
 * Two statements: lock the counter row (lockCounter), then take the number in one update that
 * reads the range's settings; it runs once the lock is held, so it sees the settings committed
 * by whoever held the lock before (setNumberRange changes them under the same lock).
 */
export async function issueNumber(
  trx: Executor,
  managerId: number,
  type: DocumentType,
): Promise<IssuedNumber> {
  await lockCounter(trx, managerId, type);
  const taken = (await takeNextNumber(trx, managerId, type)).rows[0]!;
  numbersIssued.inc({ type });
  const prefix = taken.prefix ?? DEFAULT_PREFIX[type];
  return { prefix, value: taken.last_number, number: `${prefix}${taken.last_number}` };
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

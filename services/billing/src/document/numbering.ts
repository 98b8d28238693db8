// Number ranges of documents, per manager and type: a prefix and a start number (defaults RE-,
// AG-, AB-, SR-, from 1), set in document_settings and copied by a trigger into the range's
// counter row, which holds the last number issued (migration 20261227090000). The next
// number is max(last issued + 1, start number), taken by take_number(), which upserts that row
// inside the statement that stores the numbered document: two numberings serialise on the row
// until commit, and a rollback returns nothing to the range, so numbers are gapless and unique
// whatever the concurrency. A yearly range (migration 20270215090000) counts each year of its
// documents' dates from 1 (RE-2027-0001) and refuses a date before that of its last number.
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
  /** Yearly: the last number of the year start_number is for (0: none yet that year). */
  lastNumber: number;
  yearly: boolean;
}

/** SQLSTATE of take_number's refusal: a yearly range's document date before its last number's. */
const DATE_BEFORE_LAST = 'VN001';

/**
 * Creates the counter row if missing and locks it for the rest of the transaction, in one
 * statement: an upsert that sets nothing new still locks the row it finds (and waits for whoever
 * holds it), and returns the row as last committed, with the current year in `timeZone`.
 */
async function lockCounter(trx: Executor, managerId: number, type: DocumentType, timeZone: string) {
  const rows = await trx
    .insertInto('number_counter')
    .values({ manager_id: managerId, type })
    .onConflict((oc) =>
      oc.columns(['manager_id', 'type']).doUpdateSet((eb) => ({ last_number: eb.ref('number_counter.last_number') })),
    )
    .returning([
      'last_number',
      'yearly',
      'year',
      'year_number',
      sql<number>`extract(year from clock_timestamp() at time zone ${timeZone}::text)::int`.as('this_year'),
    ])
    .execute();
  return rows[0]!;
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

/** How a numbered document is dated: the date given, else today in `timeZone` once the number is taken. */
export interface Dating {
  documentDate?: string;
  timeZone: string;
}

/**
 * The number-taking statement of a range as the body of a CTE returning `last_number` (the
 * number's value), `prefix` (as the document keeps it: "RE-2027-" in a yearly range), `number`
 * (as printed), `document_date` and `number_year` (NULL unless yearly). take_number() upserts the
 * counter row, which creates it at the first number or else waits for its lock and counts on from
 * the newest committed version of the row; the prefix, start number and yearly setting come from
 * that same version, so a range changed by setNumberRange (under the same lock) is seen as it was
 * committed, even by a statement that began before. The date is evaluated after the lock, so a
 * later number never carries an earlier date.
 */
function takeNumberSql(managerId: number, type: DocumentType, dating: Dating): RawBuilder<unknown> {
  return sql`select last_number, prefix, number, document_date, number_year
    from take_number(${managerId}::bigint, ${type}::text, ${DEFAULT_PREFIX[type]}::text, ${dating.documentDate ?? null}::date, ${dating.timeZone}::text)`;
}

/**
 * Runs `numbering`, the one statement that takes the range's next number (`number`, a CTE body
 * from takeNumberSql) and stores it. Its counter row stays locked until the transaction ends:
 * every numbered document of the manager and type waits for it, so the statement should come
 * last before the commit (with the document's event); what runs after it bounds how many such
 * documents commit per second. A yearly range's refusal of the date is a 422 (refused).
 */
export async function withNextNumber<T>(
  managerId: number,
  type: DocumentType,
  dating: Dating,
  numbering: (number: RawBuilder<unknown>) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await numbering(takeNumberSql(managerId, type, dating));
  } catch (error) {
    if ((error as { code?: unknown }).code === DATE_BEFORE_LAST) throw refused((error as Error).message);
    throw error;
  }
  numberTaken(type);
  return result;
}

/**
 * The date of a yearly range's last number when it lies after today in `timeZone` (a document
 * dated today would be refused until then), else null. Read without the range's lock, ahead of a
 * numbering that must not be refused (automatic invoices); the numbering still checks under it.
 */
export async function yearlyRangeAhead(
  db: Executor,
  managerId: number,
  type: DocumentType,
  timeZone: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('number_counter')
    .select('last_date')
    .where('manager_id', '=', managerId)
    .where('type', '=', type)
    .where('yearly', '=', true)
    .where(sql<boolean>`last_date > (clock_timestamp() at time zone ${timeZone}::text)::date`)
    .executeTakeFirst();
  return row?.last_date ?? null;
}

export function checkPrefix(prefix: string): void {
  if (prefix.length > MAX_PREFIX_LENGTH || !PREFIX.test(prefix)) {
    throw invalid(`prefix: at most ${MAX_PREFIX_LENGTH} characters of letters, digits and - _ / . #`);
  }
}

/**
 * Sets a range's prefix, start number and, when given, whether it is yearly (absent: as it is).
 * The start number must lie above the last number issued (a range never goes back); in a yearly
 * range, above the last of the current year in the manager's zone (or of the year of the last
 * number, if later), the year it is for: the next year starts at 1 again. No other type of the
 * manager may use the prefix (a number must name one document).
 */
export async function setNumberRange(
  db: Db,
  context: CallContext,
  range: { type: DocumentType; prefix: string; startNumber: number; yearly?: boolean },
): Promise<NumberRange> {
  const { type, prefix, startNumber } = range;
  checkPrefix(prefix);
  if (!Number.isSafeInteger(startNumber) || startNumber < 1 || startNumber > MAX_START_NUMBER) {
    throw invalid(`start_number: a whole number from 1 to ${MAX_START_NUMBER}`);
  }
  const { managerId } = context;
  return transactionWithin(db, context, async (trx) => {
    const counter = await lockCounter(trx, managerId, type, context.timezone);
    const yearly = range.yearly ?? counter.yearly;
    // The year a yearly start number is for, and the last number issued in it.
    const startYear = yearly ? Math.max(counter.this_year, counter.year ?? 0) : null;
    const last = !yearly ? counter.last_number : counter.year === startYear ? counter.year_number : 0;
    if (startNumber <= last) {
      throw refused(`start_number must be above ${last}, the last number issued in this range${yearly ? ` in ${startYear}` : ''}`);
    }
    for (const other of Object.keys(DEFAULT_PREFIX) as DocumentType[]) {
      if (other !== type && (await settingsOf(trx, managerId, other)).prefix === prefix) {
        throw refused(`the prefix "${prefix}" is used by the ${other.replace('_', ' ')} range`);
      }
    }
    // The trigger copies it into the counter row this transaction holds locked.
    const settings = { prefix, start_number: startNumber, yearly, start_year: startYear };
    await trx
      .insertInto('document_settings')
      .values({ manager_id: managerId, type, ...settings })
      .onConflict((oc) => oc.columns(['manager_id', 'type']).doUpdateSet(settings))
      .execute();
    return { type, prefix, startNumber, lastNumber: last, yearly };
  });
}

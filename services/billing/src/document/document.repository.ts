import { checkDeadline, named, type CallContext } from '@venue/platform';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Executor } from '../database.ts';
import { issuerSnapshotSql, paymentTermsSql } from '../issuer/issuer.repository.ts';
import type { DocumentSubject } from './document.events.ts';
import {
  DOCUMENT_COLUMNS,
  type DocumentRecord,
  type DocumentRowRecord,
  type DocumentRowTable,
  type DocumentStatus,
  type DocumentTable,
  type DocumentType,
} from './document.table.ts';

/** As a document's company: the manager's issuer (issuerSnapshotSql), read by the statement that stores the document; {} when none is saved. */
export const CURRENT_ISSUER = Symbol("the manager's current issuer");

/** A document's company as the statement stores it: the JSON given, or the issuer read in place. */
function companyValue(managerId: number, company: unknown) {
  return company === CURRENT_ISSUER ? (issuerSnapshotSql(managerId) as never) : (JSON.stringify(company) as never);
}

/**
 * A numbered document's company with the manager's time zone beside the issuer: the zone its
 * dates and times print in, kept like the rest of its snapshot.
 */
function withTimeZone(company: unknown, timeZone: string): never {
  return sql`(${company}::jsonb || jsonb_build_object('time_zone', ${timeZone}::text))` as never;
}

/**
 * A document's row as insertDocument takes it: the document and the manager are filled in there;
 * its booking's title is kept on the document's link to the booking (document_booking), not on the row.
 */
export type NewDocumentRow = Omit<Insertable<DocumentRowTable>, 'document_id' | 'manager_id'> & { booking_title: string };

/** The row as document_row stores it: without its booking's title. */
const storedRow = ({ booking_title: _title, ...row }: NewDocumentRow) => row;

/** Each booking's title as the rows give it, by booking id. */
const titlesByBooking = (rows: readonly NewDocumentRow[]) => new Map(rows.map((row) => [row.booking_id, row.booking_title]));

/** The title of each of `bookingIds` as its rows give it ('' for a booking without rows). */
function titlesOf(bookingIds: readonly number[], rows: readonly NewDocumentRow[]): string[] {
  const titles = titlesByBooking(rows);
  return bookingIds.map((id) => titles.get(id) ?? '');
}

/**
 * The rows' columns as `jsonb_to_recordset` reads them, in the table's types: the rows travel as
 * one JSON parameter, where bound one parameter per column 1,000 rows of 18 columns came near
 * Postgres's limit of 65,535 parameters.
 */
const ROW_COLUMNS = [
  ['position', 'integer'],
  ['kind', 'text'],
  ['booking_id', 'bigint'],
  ['instance_id', 'bigint'],
  ['resource_id', 'bigint'],
  ['resource_name', 'text'],
  ['item_id', 'bigint'],
  ['name', 'text'],
  ['starts_at', 'timestamptz'],
  ['ends_at', 'timestamptz'],
  ['price_type', 'text'],
  ['interval', 'text'],
  ['quantity', 'integer'],
  ['units', 'integer'],
  ['unit_cents', 'bigint'],
  ['net_cents', 'bigint'],
  ['tax_rate_bp', 'integer'],
  ['tax_category', 'text'],
  ['tax_exemption_reason', 'text'],
  ['tax_cents', 'bigint'],
  ['gross_cents', 'bigint'],
] as const satisfies readonly (readonly [keyof NewDocumentRow, string])[];

const rowColumnNames = ROW_COLUMNS.map(([name]) => name);
const rowRecordType = sql.raw(ROW_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', '));

/**
 * The rows written by the document's own statement. A longer document (up to 100 bookings of up to
 * 1,000 instances each) writes the rest in statements of their own, so no statement carries more
 * than a few hundred kilobytes of rows.
 */
const ROWS_WITH_DOCUMENT = 1000;

/**
 * Inserts a document, its rows and the links to its bookings. One statement for a document of up
 * to ROWS_WITH_DOCUMENT rows (one round trip fewer than rows inserted after it): the rows and
 * links are inserted from the document's row in the same statement, and the issuer, when asked
 * for, is read there too.
 */
export async function insertDocument(
  db: Executor,
  context: Pick<CallContext, 'deadline'>,
  document: Insertable<DocumentTable> & { company: unknown },
  bookingIds: readonly number[],
  rows: readonly NewDocumentRow[],
) {
  const titles = titlesOf(bookingIds, rows);
  const inserted = await insertDocumentWithRows(db, document, bookingIds, rows.slice(0, ROWS_WITH_DOCUMENT), undefined, titles);
  await insertRows(db, context, inserted, rows.slice(ROWS_WITH_DOCUMENT));
  return inserted;
}

/** Whether insertNumberedDocument takes these rows (it writes them all in its one statement). */
export const fitsOneStatement = (rows: readonly unknown[]) => rows.length <= ROWS_WITH_DOCUMENT;

/**
 * Inserts a document numbered at once, with its rows and its bookings' links, in one statement
 * that also takes the number (`numbering.number`, withNextNumber's CTE body): the range's counter
 * is locked by this statement and held until the transaction ends. The caller passes only rows
 * that fit one statement (fitsOneStatement; storeNumbered decides).
 * Sent named (platform's named-statements.ts: parsed and planned once per connection, where this
 * statement took a third of billing's Postgres CPU per invoice): its text varies only with the
 * document's shape (due date given or not, a change alongside or not), a few texts per type.
 * Speed: billing's Postgres CPU per automatic invoice 1.50–1.60 → 0.93–0.99 ms, invoices/s
 * draining 276–286 → 340–354 (bench/REPORT.md, forty-sixth session).
 */
export async function insertNumberedDocument(
  db: Executor,
  document: Insertable<DocumentTable> & { company: unknown },
  bookingIds: readonly number[],
  rows: readonly NewDocumentRow[],
  numbering: Omit<Approval, 'company'>,
) {
  const statement = documentWithRowsQuery(db, document, bookingIds, rows, numbering).select(DOCUMENT_COLUMNS).compile();
  const { rows: [inserted] } = await db.executeQuery(named(`numbered_${document.type}`, statement));
  // As executeTakeFirstOrThrow did: the statement answers its document's row, or something is wrong.
  if (!inserted) throw new Error(`the numbered ${document.type} of manager ${document.manager_id} was not stored`);
  return inserted;
}

/** How a document is numbered and announced (approveNumbered, insertNumberedDocument). */
interface Approval {
  /**
   * The number-taking CTE body (withNextNumber): `last_number`, `prefix`, `number`, `number_year`
   * and `document_date` (the date given, else today in the zone of the announcement, evaluated
   * once the number is taken, after any wait for the range's lock, so that a later number never
   * carries an earlier date or time).
   */
  number: RawBuilder<unknown>;
  company: typeof CURRENT_ISSUER | 'kept';
  announce: Announcement;
}

/**
 * The types that are paid: numbered without a due date, such a document is due on its own
 * document date (a cancellation invoice too, whatever the invoice's). Stored with the number, so
 * that the document never changes after. An approved invoice without one is due its document date
 * plus the issuer's payment terms (issuer_set's payment_terms_days; none: 0 days).
 */
const PAYABLE: readonly DocumentType[] = ['invoice', 'cancellation'];

/** DOCUMENT_COLUMNS of `table`, for raw SQL. */
const documentColumns = (table: string) => sql.join(DOCUMENT_COLUMNS.map((column) => sql.ref(`${table}.${column}`)));

/** Raw SQL as the body of a CTE that only raw SQL refers to (Kysely does not parenthesise raw bodies). */
const cte = (body: RawBuilder<unknown>) => sql<Record<string, unknown>>`(${body})`;

/** insertDocument's statement (documentWithRowsQuery without numbering). */
function insertDocumentWithRows(...statement: Parameters<typeof documentWithRowsQuery>) {
  return documentWithRowsQuery(...statement).select(DOCUMENT_COLUMNS).executeTakeFirstOrThrow();
}

/**
 * The statement of insertDocument and insertNumberedDocument. With `numbering`, its number,
 * date and status replace the document's own (and a PAYABLE one without a due date is due on that
 * date); without, the `taken` and `alongside` CTEs are plain selects nothing refers to,
 * which Postgres never runs.
 */
function documentWithRowsQuery(
  db: Executor,
  document: Insertable<DocumentTable> & { company: unknown },
  bookingIds: readonly number[],
  rows: readonly NewDocumentRow[],
  numbering?: Omit<Approval, 'company'>,
  titles = titlesOf(bookingIds, rows),
) {
  const { manager_id: managerId } = document;
  // Read from the number-taking CTE, so evaluated only once the number is taken.
  const taken = (expression: RawBuilder<unknown>) => sql<never>`(select ${expression} from taken)`;
  // The document date, evaluated once (a CTE with a volatile function is materialised): the due
  // date that defaults to it is the same date, also across midnight.
  const documentDate = taken(sql`document_date`);
  return db
    .with('taken', () =>
      cte(
        numbering?.number ??
          sql`select null::bigint as last_number, null::text as prefix, null::text as number, null::date as document_date,
            null::integer as number_year where false`,
      ),
    )
    .with('doc', (qb) =>
      qb
        .insertInto('document')
        .values({
          ...document,
          ...(numbering && {
            status: 'approved',
            prefix: taken(sql`prefix`),
            number_value: taken(sql`last_number`),
            number: taken(sql`number`),
            number_year: taken(sql`number_year`),
            document_date: documentDate,
            due_date: document.due_date ?? (PAYABLE.includes(document.type) ? documentDate : null),
            approved_at: taken(sql`clock_timestamp()`),
          }),
          customer: JSON.stringify(document.customer) as never,
          company: numbering
            ? withTimeZone(companyValue(managerId, document.company), numbering.announce.timeZone)
            : companyValue(managerId, document.company),
        })
        .returning(DOCUMENT_COLUMNS),
    )
    .with('links', (qb) =>
      qb
        .insertInto('document_booking')
        .columns(['manager_id', 'document_id', 'booking_id', 'booking_title'])
        .expression(
          sql`select doc.manager_id, doc.id, link.booking_id, link.booking_title
              from doc, unnest(${[...bookingIds]}::bigint[], ${titles}::text[]) as link(booking_id, booking_title)`,
        ),
    )
    .with('document_rows', (qb) =>
      qb
        .insertInto('document_row')
        .columns(['manager_id', 'document_id', ...rowColumnNames])
        .expression(
          sql`select doc.manager_id, doc.id, ${sql.join(rowColumnNames.map((name) => sql.ref(`r.${name}`)))}
              from doc, jsonb_to_recordset(${JSON.stringify(rows.map(storedRow))}::jsonb) as r(${rowRecordType})`,
        ),
    )
    .with('alongside', () => cte(numbering?.announce.alongside ?? sql`select 1`))
    .selectFrom('doc');
}

/** What a numbered document's approval announces (document.events.ts) and writes beside it. */
export interface Announcement {
  subject: DocumentSubject;
  bookingIds: readonly number[];
  timeZone: string;
  extra?: { cancel_bookings?: boolean };
  /** A further change written by the statement that numbers the document (a data-modifying CTE). */
  alongside?: RawBuilder<unknown>;
}

/**
 * Numbers and dates a document stored as a draft in this transaction (or before), in one
 * statement: `number` takes the next number of the range (withNextNumber, which locks the counter
 * row) and the document gets it, with its date and, when it is PAYABLE without one, its due date.
 * `company` CURRENT_ISSUER reads the manager's issuer in place; 'kept' leaves the stored one.
 */
export async function approveNumbered(
  db: Executor,
  managerId: number,
  documentId: number,
  approval: Approval,
): Promise<DocumentRecord> {
  const { announce } = approval;
  const company = withTimeZone(approval.company === 'kept' ? sql`d.company` : issuerSnapshotSql(managerId), announce.timeZone);
  const { rows } = await sql<DocumentRecord>`
    with taken as (${approval.number}
    ), doc as (
      update document d set status = 'approved', prefix = taken.prefix, number_value = taken.last_number,
        number = taken.number, number_year = taken.number_year, document_date = taken.document_date,
        due_date = case when d.type = 'invoice' then coalesce(d.due_date, taken.document_date + ${paymentTermsSql(managerId)})
                        when d.type = any(${[...PAYABLE]}::text[]) then coalesce(d.due_date, taken.document_date) else d.due_date end,
        approved_at = clock_timestamp(), company = ${company}
      from taken
      where d.manager_id = ${managerId}::bigint and d.id = ${documentId}::bigint
      returning ${documentColumns('d')}
    ), alongside as (${announce.alongside ?? sql`select 1`})
    select ${documentColumns('doc')} from doc`.execute(db);
  if (rows.length === 0) throw new Error(`document ${documentId} of manager ${managerId} is gone`);
  return rows[0]!;
}

/** Inserts rows of a stored document (its id and manager filled in here); none: no statement. */
export async function insertRows(
  db: Executor,
  context: Pick<CallContext, 'deadline'>,
  document: { id: number; manager_id: number },
  rows: readonly NewDocumentRow[],
): Promise<void> {
  // Chunks keep a long series within Postgres' bind parameter limit. statement_timeout bounds each
  // chunk, not their sum: past the deadline, stop instead of writing what will be rolled back.
  for (let i = 0; i < rows.length; i += 1000) {
    checkDeadline(context);
    await db
      .insertInto('document_row')
      .values(rows.slice(i, i + 1000).map((row) => ({ ...storedRow(row), manager_id: document.manager_id, document_id: document.id })))
      .execute();
  }
}

export function findDocument(db: Executor, managerId: number, id: number, lock = false) {
  let query = db
    .selectFrom('document')
    .select(DOCUMENT_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findByNumber(db: Executor, managerId: number, number: string, lock = false) {
  let query = db
    .selectFrom('document')
    .select(DOCUMENT_COLUMNS)
    .where('manager_id', '=', managerId)
    .where('number', '=', number);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * A stored row's columns, named: a statement that read `r.*` would fail in every connection that
 * had prepared it once a later migration added a column ("cached plan must not change result type").
 */
const storedRowColumns = [...(['id', 'manager_id', 'document_id'] as const), ...rowColumnNames].map((name) => `r.${name}` as const);

/** Rows of documents with their bookings' titles, from the documents' links to the bookings. */
function rowsWithTitles(db: Executor, managerId: number) {
  return db
    .selectFrom('document_row as r')
    .leftJoin('document_booking as l', (join) =>
      join.onRef('l.document_id', '=', 'r.document_id').onRef('l.booking_id', '=', 'r.booking_id'),
    )
    .select(storedRowColumns)
    .select(sql<string>`coalesce(l.booking_title, '')`.as('booking_title'))
    .where('r.manager_id', '=', managerId);
}

export function rowsOf(db: Executor, managerId: number, documentId: number): Promise<DocumentRowRecord[]> {
  return rowsWithTitles(db, managerId).where('r.document_id', '=', documentId).orderBy('r.position').execute();
}

/** Sets the titles on a document's links to its bookings from its rows (a draft priced again). */
export async function retitleBookings(db: Executor, managerId: number, documentId: number, rows: readonly NewDocumentRow[]) {
  const titles = titlesByBooking(rows);
  if (titles.size === 0) return;
  await sql`update document_booking set booking_title = t.title
    from unnest(${[...titles.keys()]}::bigint[], ${[...titles.values()]}::text[]) as t(booking_id, title)
    where document_booking.manager_id = ${managerId}::bigint and document_booking.document_id = ${documentId}::bigint
      and document_booking.booking_id = t.booking_id`.execute(db);
}

export async function bookingIdsOf(db: Executor, managerId: number, documentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('document_booking')
    .select('booking_id')
    .where('manager_id', '=', managerId)
    .where('document_id', '=', documentId)
    .orderBy('booking_id')
    .execute();
  return rows.map((r) => r.booking_id);
}

/** The rows and bookings of many documents at once (a list page), by document id. */
export async function detailsOfMany(db: Executor, managerId: number, documentIds: readonly number[]) {
  const rows = new Map<number, DocumentRowRecord[]>();
  const bookings = new Map<number, number[]>();
  if (documentIds.length === 0) return { rows, bookings };
  const [rowList, links] = await Promise.all([
    rowsWithTitles(db, managerId)
      .where('r.document_id', 'in', [...documentIds])
      .orderBy('r.document_id')
      .orderBy('r.position')
      .execute(),
    db
      .selectFrom('document_booking')
      .select(['document_id', 'booking_id'])
      .where('manager_id', '=', managerId)
      .where('document_id', 'in', [...documentIds])
      .orderBy('booking_id')
      .execute(),
  ]);
  for (const row of rowList) rows.set(row.document_id, [...(rows.get(row.document_id) ?? []), row]);
  for (const link of links)
    bookings.set(link.document_id, [...(bookings.get(link.document_id) ?? []), link.booking_id]);
  return { rows, bookings };
}

/** Asked for every invoice automation makes: the lists as array parameters. */
const documentsNaming = (db: Executor, managerId: number, bookingIds: number[], types: DocumentType[], statuses: DocumentStatus[]) =>
    db
      .selectFrom('document_booking as db')
      .innerJoin('document as d', 'd.id', 'db.document_id')
      .select(['d.id', 'd.number', 'd.suffix_label', 'db.booking_id'])
      .where('db.manager_id', '=', managerId)
      .where('db.booking_id', '=', sql<number>`any(${bookingIds}::int8[])`)
      .where('d.type', '=', sql<DocumentType>`any(${types}::text[])`)
      .where('d.status', '=', sql<DocumentStatus>`any(${statuses}::text[])`)
      .orderBy('d.id');

/** Documents of these types and statuses that name one of the bookings. */
export async function documentsWithBookings(
  db: Executor,
  managerId: number,
  bookingIds: readonly number[],
  types: readonly DocumentType[],
  statuses: readonly DocumentStatus[],
) {
  if (bookingIds.length === 0) return [];
  const rows = await documentsNaming(db, managerId, [...bookingIds], [...types], [...statuses]).execute();
  return rows;
}

export async function deleteRows(db: Executor, managerId: number, documentId: number): Promise<void> {
  await db
    .deleteFrom('document_row')
    .where('manager_id', '=', managerId)
    .where('document_id', '=', documentId)
    .execute();
}

export function updateDocument(
  db: Executor,
  managerId: number,
  id: number,
  changes: Partial<Insertable<DocumentTable>>,
) {
  return db
    .updateTable('document')
    .set({
      ...changes,
      ...(changes.company !== undefined && { company: companyValue(managerId, changes.company) }),
      ...(changes.customer !== undefined && { customer: JSON.stringify(changes.customer) as never }),
    })
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface DocumentFilter {
  types: readonly DocumentType[];
  dateFrom?: string;
  dateTo?: string;
  limit: number;
  offset: number;
}

/** Numbered documents, newest first (document date, then number), with the count of all matching. */
export async function listNumbered(db: Executor, managerId: number, filter: DocumentFilter) {
  let query = db.selectFrom('document').where('manager_id', '=', managerId).where('status', '<>', 'draft');
  if (filter.types.length > 0) query = query.where('type', 'in', [...filter.types]);
  if (filter.dateFrom) query = query.where('document_date', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('document_date', '<=', filter.dateTo);
  const [documents, count] = await Promise.all([
    query
      .select(DOCUMENT_COLUMNS)
      .orderBy('document_date', 'desc')
      .orderBy('approved_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { documents, total: Number(count.total) };
}

export function documentsOfBooking(db: Executor, managerId: number, bookingId: number) {
  return db
    .selectFrom('document as d')
    .innerJoin('document_booking as db', 'db.document_id', 'd.id')
    .select(DOCUMENT_COLUMNS.map((column) => `d.${column}` as const))
    .where('db.manager_id', '=', managerId)
    .where('db.booking_id', '=', bookingId)
    .orderBy('d.id')
    .execute();
}

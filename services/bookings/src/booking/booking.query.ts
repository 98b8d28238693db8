// Reading bookings: the instances of a resource overlapping a date range and an optional daily
// time window, and bookings by id. Resource and customer names come from their services.
import { addDays, instantToLocal, invalid, localToInstant, notFound, type Admit, type CallContext } from '@venue/platform';
import { MAX_BOOKINGS_PER_GET } from '@venue/contracts';
import type { Db } from '../database.ts';
import type { CustomerDirectory, ResourceCatalog, ResourceTree } from '../ports.ts';
import {
  answerMayFit,
  answerTooLarge,
  heldBytes,
  LISTED_RECORD_BYTES,
  MAX_LISTED_INSTANCES,
  requireAnswerFits,
} from '../answer-limits.ts';
import { requireDateRange } from '../date-rules.ts';
import {
  bookingsByIds,
  bookingTextBytes,
  findBooking,
  instancesInRange,
  instancesOf,
  sizeInRange,
} from './booking.repository.ts';
import type {
  BookingRow,
  BookingStatus,
  InstanceRow,
  StoredCustomField,
  StoredItem,
} from './booking.table.ts';
import { resourceName } from './resource-tree.ts';

/** The colour of a booking that has none of its own (FullCalendar's default event colour). */
export const DEFAULT_BOOKING_COLOR = '#3a87ad';

export interface QueryDeps {
  db: Db;
  resources: ResourceCatalog;
  customers: CustomerDirectory;
}

/** A wall-clock moment: Y-m-d and H:i (00:00–23:59) in the manager's zone. */
export interface LocalMoment {
  date: string;
  time: string;
}

export interface BookingView {
  id: number;
  title: string;
  main: { id: number; name: string };
  instances: { id: number; resourceId: number; resourceName: string; start: LocalMoment; end: LocalMoment }[];
  customFields: StoredCustomField[];
  comments: string;
  customerId: number | null;
  /** "" when there is no customer, or the customers service does not know it. */
  customerName: string;
  personIds: number[];
  color: string;
  createdAt: Date;
  createdBy: number;
  entranceHall: boolean;
  status: BookingStatus;
  items: StoredItem[];
  internalComments: string;
  version: number;
  updatedAt: Date;
}

function toView(
  row: BookingRow,
  instances: InstanceRow[],
  tree: ResourceTree,
  names: Map<number, string>,
  timeZone: string,
): BookingView {
  return {
    id: row.id,
    title: row.title,
    main: { id: tree.main.id, name: tree.main.title },
    instances: instances.map((i) => ({
      id: i.id,
      resourceId: i.resource_id,
      resourceName: resourceName(tree, i.resource_id),
      start: instantToLocal(i.starts_at, timeZone),
      end: instantToLocal(i.ends_at, timeZone),
    })),
    customFields: row.custom_fields,
    comments: row.comments,
    customerId: row.customer_id,
    customerName: row.customer_id === null ? '' : (names.get(row.customer_id) ?? ''),
    personIds: row.persons,
    // A booking without a colour of its own shows the default (spec 2.3: always a hex colour).
    color: row.color || DEFAULT_BOOKING_COLOR,
    createdAt: row.created_at,
    createdBy: row.created_by,
    entranceHall: row.entrance_hall,
    status: row.status,
    items: row.items,
    internalComments: row.internal_comments,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** Instances by their booking's id, in the order given. */
export function groupByBooking(instances: InstanceRow[]): Map<number, InstanceRow[]> {
  const grouped = new Map<number, InstanceRow[]>();
  for (const instance of instances) {
    const list = grouped.get(instance.booking_id);
    if (list) list.push(instance);
    else grouped.set(instance.booking_id, [instance]);
  }
  return grouped;
}

const customerIdsOf = (rows: BookingRow[]) =>
  rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id]));

export async function getBooking(deps: QueryDeps, context: CallContext, id: number): Promise<BookingView> {
  const row = await findBooking(deps.db, context.managerId, id);
  if (!row) throw notFound(`booking ${id} not found`);
  const [instances, tree, names] = await Promise.all([
    instancesOf(deps.db, context.managerId, [row.id]),
    deps.resources.tree(context, row.main_resource_id),
    deps.customers.names(context, customerIdsOf([row])),
  ]);
  return toView(row, instances, tree, names, context.timezone);
}

/** Several bookings by id, ordered by id; ids the manager has no booking of are left out. */
export async function getBookings(deps: QueryDeps, context: CallContext, ids: number[]): Promise<BookingView[]> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BOOKINGS_PER_GET) throw invalid(`ids: at most ${MAX_BOOKINGS_PER_GET} bookings at once, got ${unique.length}`);
  const rows = await bookingsByIds(deps.db, context.managerId, unique);
  if (rows.length === 0) return [];
  const mainIds = [...new Set(rows.map((row) => row.main_resource_id))];
  const [instances, trees, names] = await Promise.all([
    instancesOf(deps.db, context.managerId, rows.map((row) => row.id)),
    Promise.all(mainIds.map((id) => deps.resources.tree(context, id))),
    deps.customers.names(context, customerIdsOf(rows)),
  ]);
  const treeOf = new Map(mainIds.map((id, index) => [id, trees[index]!]));
  const byBooking = groupByBooking(instances);
  return rows.map((row) => toView(row, byBooking.get(row.id) ?? [], treeOf.get(row.main_resource_id)!, names, context.timezone));
}

export interface ListQuery {
  resourceId: number;
  dateFrom: string;
  dateTo: string;
  /** A daily window H:i–H:i; absent: the whole day. */
  window?: { from: string; to: string };
  /** Also bookings cancelled at or after this instant (calendar feeds); absent: no cancelled ones. */
  cancelledSince?: Date;
}

/** Does the instance overlap the daily window on some date of the range? */
function inDailyWindow(
  instance: InstanceRow,
  query: ListQuery & { window: { from: string; to: string } },
  timeZone: string,
): boolean {
  let date = instantToLocal(instance.starts_at, timeZone).date;
  const lastDate = instantToLocal(instance.ends_at, timeZone).date;
  if (date < query.dateFrom) date = query.dateFrom;
  for (; date <= lastDate && date <= query.dateTo; date = addDays(date, 1)) {
    const windowStart = localToInstant(date, query.window.from, timeZone);
    const windowEnd = localToInstant(date, query.window.to, timeZone);
    if (instance.starts_at < windowEnd && instance.ends_at > windowStart) return true;
  }
  return false;
}

/**
 * The bookings with an instance in the range (and the daily window), each with those instances.
 * Sized before anything is read: `admit` reserves the memory it will hold (answer-limits.ts).
 */
export async function listBookings(
  deps: QueryDeps,
  context: CallContext,
  query: ListQuery,
  admit: Admit,
): Promise<BookingView[]> {
  requireDateRange(query);
  const tree = await deps.resources.tree(context, query.resourceId);
  // A main resource shows bookings of itself and its parts; a part, its own and the whole's.
  const relevant =
    query.resourceId === tree.main.id
      ? [tree.main.id, ...tree.parts.map((p) => p.id)]
      : [query.resourceId, tree.main.id];
  const range = {
    from: localToInstant(query.dateFrom, '00:00', context.timezone),
    to: localToInstant(query.dateTo, '24:00', context.timezone),
    ...(query.cancelledSince && { cancelledSince: query.cancelledSince }),
  };
  // Bounded before the answer is read: at most MAX_LISTED_INSTANCES instances (one more is counted
  // to know), and bookings whose texts can fit in one answer (answer-limits.ts).
  const size = await sizeInRange(deps.db, context.managerId, relevant, range, MAX_LISTED_INSTANCES + 1);
  if (size.instances > MAX_LISTED_INSTANCES)
    throw answerTooLarge(`more than ${MAX_LISTED_INSTANCES} booking instances in the range`);
  if (size.instances === 0) return [];
  const records = size.bookings + size.instances;
  // A daily window may leave out enough of the texts: they are counted again once it has.
  const textsFit = answerMayFit(size.textBytes, records);
  if (!query.window) requireAnswerFits(`${size.bookings} bookings with ${size.instances} instances`, size.textBytes, records);
  await admit(heldBytes(records, LISTED_RECORD_BYTES, size.textBytes));

  let instances = await instancesInRange(deps.db, context.managerId, relevant, range.from, range.to, MAX_LISTED_INSTANCES + 1, range.cancelledSince);
  // Written since they were counted: still no more than the bound.
  if (instances.length > MAX_LISTED_INSTANCES)
    throw answerTooLarge(`more than ${MAX_LISTED_INSTANCES} booking instances in the range`);
  const { window } = query;
  if (window) instances = instances.filter((i) => inDailyWindow(i, { ...query, window }, context.timezone));
  const byBooking = groupByBooking(instances);
  if (!textsFit) {
    requireAnswerFits(
      `${byBooking.size} bookings with ${instances.length} instances`,
      await bookingTextBytes(deps.db, context.managerId, [...byBooking.keys()]),
      byBooking.size + instances.length,
    );
  }
  const rows = await bookingsByIds(deps.db, context.managerId, [...byBooking.keys()]);
  const names = await deps.customers.names(context, customerIdsOf(rows));
  return rows.map((row) => toView(row, byBooking.get(row.id) ?? [], tree, names, context.timezone));
}

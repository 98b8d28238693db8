// Reading bookings: booking_list (instances overlapping a date range and an optional daily time
// window on a resource) and booking/<id>. Resource and customer names come from their services.
import { invalid, isDate, isTime, notFound, type CallContext } from '@venue/platform';
import type { bookings } from '@venue/contracts';
import type { Db } from '../database.ts';
import type { Peers } from '../clients/peers.ts';
import { addDays, instantToLocal, localDateTime, localToInstant } from '../time/zoned-time.ts';
import { bookingsByIds, findBooking, instancesInRange, instancesOf } from './booking.repository.ts';
import type { BookingRow, InstanceRow } from './booking.table.ts';
import { loadTree, resourceName, type Tree } from './resource-tree.ts';

const MAX_LIST_DAYS = 366;

/** Y-m-d H:i:s; zone offsets are whole minutes, so the seconds are the UTC ones. */
function createdOn(at: Date, timeZone: string): string {
  return `${localDateTime(at, timeZone)}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
}

async function customerNames(peers: Peers, context: CallContext, ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        names.set(id, (await peers.customers.GetCustomer({ id }, context)).show_name);
      } catch {
        names.set(id, '');
      }
    }),
  );
  return names;
}

function toBooking(row: BookingRow, instances: InstanceRow[], tree: Tree, customer: string, timeZone: string): bookings.Booking {
  return {
    id: row.id,
    title: row.title,
    resources: [
      {
        resource_id: tree.main.id,
        resource: tree.main.title,
        instances: instances.map((i) => ({
          id: i.id,
          resource_id: i.resource_id,
          resource: resourceName(tree, i.resource_id),
          from: localDateTime(i.starts_at, timeZone),
          to: localDateTime(i.ends_at, timeZone),
        })),
      },
    ],
    custom_fields: row.custom_fields.map((f) => ({
      resource_id: f.resource_id,
      field_id: f.field_id,
      label: f.label,
      value: f.value,
      ...(f.category !== null && { category: f.category }),
    })),
    comments: row.comments,
    ...(row.customer_id !== null && { customer_id: row.customer_id }),
    customer,
    persons: row.persons,
    color: row.color,
    created_on: createdOn(row.created_at, timeZone),
    created_by: row.created_by,
    entrance_hall: row.entrance_hall,
    status: row.status,
    items: row.items,
    internal_comments: row.internal_comments,
  };
}

export async function getBooking(db: Db, peers: Peers, context: CallContext, id: number): Promise<bookings.Booking> {
  const row = await findBooking(db, context.managerId, id);
  if (!row) throw notFound(`booking ${id} not found`);
  const [instances, tree, names] = await Promise.all([
    instancesOf(db, context.managerId, [row.id]),
    loadTree(peers, context, row.main_resource_id),
    customerNames(peers, context, row.customer_id === null ? [] : [row.customer_id]),
  ]);
  return toBooking(row, instances, tree, row.customer_id === null ? '' : (names.get(row.customer_id) ?? ''), context.timezone);
}

export interface ListQuery {
  resourceId: number;
  dateFrom: string;
  dateTo: string;
  timeFrom?: string;
  timeTo?: string;
}

function validateQuery(query: ListQuery): void {
  if (!isDate(query.dateFrom)) throw invalid('date_from must be a date Y-m-d');
  if (!isDate(query.dateTo)) throw invalid('date_to must be a date Y-m-d');
  if (query.dateTo < query.dateFrom) throw invalid('date_to must not be before date_from');
  if (addDays(query.dateFrom, MAX_LIST_DAYS) <= query.dateTo) throw invalid(`date_from…date_to may span at most ${MAX_LIST_DAYS} days`);
  if (query.timeFrom !== undefined && !isTime(query.timeFrom)) throw invalid('time_from must be H:i');
  if (query.timeTo !== undefined && !isTime(query.timeTo, true)) throw invalid('time_to must be H:i');
  if (query.timeFrom !== undefined && query.timeTo !== undefined && query.timeFrom >= query.timeTo) {
    throw invalid('time_from must be before time_to');
  }
}

/** Does the instance overlap the daily window [timeFrom, timeTo) on some date of the range? */
function inDailyWindow(instance: InstanceRow, query: ListQuery, timeZone: string): boolean {
  const timeFrom = query.timeFrom ?? '00:00';
  const timeTo = query.timeTo ?? '24:00';
  let date = instantToLocal(instance.starts_at, timeZone).date;
  const lastDate = instantToLocal(instance.ends_at, timeZone).date;
  if (date < query.dateFrom) date = query.dateFrom;
  for (; date <= lastDate && date <= query.dateTo; date = addDays(date, 1)) {
    const windowStart = localToInstant(date, timeFrom, timeZone);
    const windowEnd = localToInstant(date, timeTo, timeZone);
    if (instance.starts_at < windowEnd && instance.ends_at > windowStart) return true;
  }
  return false;
}

export async function listBookings(db: Db, peers: Peers, context: CallContext, query: ListQuery): Promise<bookings.Booking[]> {
  validateQuery(query);
  const tree = await loadTree(peers, context, query.resourceId);
  // A main resource shows bookings of itself and its parts; a part, its own and the whole's.
  const relevant = query.resourceId === tree.main.id ? [tree.main.id, ...tree.parts.map((p) => p.id)] : [query.resourceId, tree.main.id];
  const from = localToInstant(query.dateFrom, '00:00', context.timezone);
  const to = localToInstant(query.dateTo, '24:00', context.timezone);
  let instances = await instancesInRange(db, context.managerId, relevant, from, to);
  if (query.timeFrom !== undefined || query.timeTo !== undefined) {
    instances = instances.filter((i) => inDailyWindow(i, query, context.timezone));
  }
  const byBooking = new Map<number, InstanceRow[]>();
  for (const instance of instances) {
    const list = byBooking.get(instance.booking_id) ?? [];
    list.push(instance);
    byBooking.set(instance.booking_id, list);
  }
  const rows = await bookingsByIds(db, context.managerId, [...byBooking.keys()]);
  const names = await customerNames(
    peers,
    context,
    rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])),
  );
  return rows.map((row) =>
    toBooking(row, byBooking.get(row.id) ?? [], tree, row.customer_id === null ? '' : (names.get(row.customer_id) ?? ''), context.timezone),
  );
}

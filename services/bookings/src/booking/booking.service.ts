// Writing bookings: booking_add (single or recurring, direct or request) and booking_save
// (create one, or update dates, times, status and customer of one). All or nothing: if any
// instance of a series conflicts, nothing is written.
import { conflict, invalid, localDateTime, notFound, type CallContext, type OutboxRelay } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import type { CustomerDetails, CustomerDirectory, ResourceCatalog, ResourceTree } from '../ports.ts';
import { expand, MAX_OCCURRENCES, toInstants, type RecurrenceRule } from '../recurrence/recurrence.ts';
import { BOOKING_CANCELLED, BOOKING_CREATED, BOOKING_UPDATED, publishBookingEvent } from './booking.events.ts';
import {
  deleteInstances,
  findBooking,
  insertBooking,
  insertInstances,
  instancesOf,
  updateBookingRow,
} from './booking.repository.ts';
import { isBlocking, type BookingStatus, type StoredCustomField, type StoredItem } from './booking.table.ts';
import { findConflicts, insertOccupancy, lockUnits, setBookingBlocking, type Period } from './occupancy.repository.ts';
import { bookedResources, claimsOf, type BookedResource } from './resource-tree.ts';

export interface BookingDeps {
  db: Db;
  relay: OutboxRelay;
  resources: ResourceCatalog;
  customers: CustomerDirectory;
}

interface PlannedInstance {
  resource: BookedResource;
  start: Date;
  end: Date;
}

function plan(rule: RecurrenceRule, booked: BookedResource[], timeZone: string): PlannedInstance[] {
  const planned = expand(rule).flatMap((occurrence) => {
    const { start, end } = toInstants(occurrence, timeZone);
    return booked.map((resource) => ({ resource, start, end }));
  });
  if (planned.length > MAX_OCCURRENCES) {
    throw invalid(`the booking would have ${planned.length} instances (dates × part_ids); at most ${MAX_OCCURRENCES}`);
  }
  return planned;
}

/** The periods these instances claim (see resource-tree.ts): what to lock and check. */
function periodsOf(instances: PlannedInstance[]): Period[] {
  return instances.flatMap((i) => i.resource.claims.map((claim) => ({ ...claim, start: i.start, end: i.end })));
}

/** The periods a booking's stored instances claim. */
async function storedPeriods(db: Executor, managerId: number, booking: { id: number; main_resource_id: number }): Promise<Period[]> {
  const instances = await instancesOf(db, managerId, [booking.id]);
  return instances.flatMap((i) =>
    claimsOf(booking.main_resource_id, i.resource_id).map((claim) => ({ ...claim, start: i.starts_at, end: i.ends_at })),
  );
}

/** 409 naming the dates that are taken, unless the periods are free. Units must be locked. */
async function requireFree(trx: Executor, periods: Period[], timeZone: string, exceptBookingId?: number): Promise<void> {
  const conflicts = await findConflicts(trx, periods, exceptBookingId);
  if (conflicts.length === 0) return;
  const seen = new Set<string>();
  const dates: string[] = [];
  for (const c of conflicts) {
    const text = `${localDateTime(c.starts_at, timeZone)} – ${localDateTime(c.ends_at, timeZone)} (booking ${c.booking_id})`;
    if (!seen.has(text)) dates.push(text);
    seen.add(text);
  }
  throw conflict(`the time is already booked: ${dates.slice(0, 5).join('; ')}${dates.length > 5 ? '; …' : ''}`);
}

/** The exclusion constraint is the last word when a check was raced. */
function asBookingConflict(error: unknown): unknown {
  if ((error as { code?: string }).code === '23P01') return conflict('the time is already booked by another booking');
  return error;
}

async function writeInstances(trx: Executor, managerId: number, bookingId: number, planned: PlannedInstance[], blocking: boolean) {
  const rows = await insertInstances(
    trx,
    managerId,
    bookingId,
    planned.map((p) => ({ resource_id: p.resource.id, start: p.start, end: p.end })),
  );
  await insertOccupancy(
    trx,
    rows.flatMap((row, index) =>
      planned[index]!.resource.claims.map(({ unitId, shared }) => ({
        booking_id: bookingId,
        instance_id: row.id,
        unit_id: unitId,
        claim: shared ? 0 : row.id,
        start: row.starts_at,
        end: row.ends_at,
        blocking,
      })),
    ),
  );
  return rows;
}

export interface NewBooking {
  status: BookingStatus;
  title: string;
  customerId: number | null;
  persons: number[];
  color: string;
  entranceHall: boolean;
  hiddenInWidget: boolean;
  comments: string;
  internalComments: string;
  customFields: { resource_id: number; field_id: number; value: string }[];
  items: StoredItem[];
  rule: RecurrenceRule;
  seasonId: number | null;
  mainResourceId: number;
  partIds: number[];
}

/**
 * Custom field values (resource id, custom field id, value) for the booked main resource or its
 * parts, with fields the manager defined; stored with the field's name as label.
 */
async function labelCustomFields(
  deps: BookingDeps,
  context: CallContext,
  tree: ResourceTree,
  values: { resource_id: number; field_id: number; value: string }[],
): Promise<StoredCustomField[]> {
  if (values.length === 0) return [];
  const names = new Map((await deps.resources.customFields(context)).map((f) => [f.id, f.name]));
  const resources = new Set([tree.main.id, ...tree.parts.map((p) => p.id)]);
  return values.map(({ resource_id, field_id, value }) => {
    if (!resources.has(resource_id)) throw invalid(`custom_field_values: resource ${resource_id} is not part of this booking's venue`);
    const label = names.get(field_id);
    if (label === undefined) throw invalid(`custom_field_values: unknown custom field id ${field_id}`);
    return { resource_id, field_id, label, value, category: null };
  });
}

/**
 * Finds or creates the customer of a booking_save (in the customers service, so outside the
 * booking's transaction). Called only once the request has been validated and its time found
 * free, so a refused request does not leave a customer behind.
 */
type CustomerResolver = () => Promise<number | undefined>;

const hasDetails = (details: CustomerDetails | undefined): details is CustomerDetails =>
  details !== undefined && Object.values(details).some((value) => (value ?? '') !== '');

function customerResolver(deps: BookingDeps, context: CallContext, details: CustomerDetails | undefined): CustomerResolver | undefined {
  return hasDetails(details) ? () => deps.customers.findOrCreate(context, details) : undefined;
}

/** booking_add: a booking or booking request of a main resource or its parts, single or recurring. */
export async function addBooking(deps: BookingDeps, context: CallContext, input: NewBooking): Promise<number> {
  if (input.customerId !== null && !(await deps.customers.exists(context, input.customerId))) {
    throw notFound(`customer ${input.customerId} not found`);
  }
  return createBooking(deps, context, input);
}

async function createBooking(
  deps: BookingDeps,
  context: CallContext,
  input: NewBooking,
  resolveCustomer?: CustomerResolver,
): Promise<number> {
  const tree = await deps.resources.tree(context, input.mainResourceId);
  const planned = plan(input.rule, bookedResources(tree, input.partIds), context.timezone);
  const customFields = await labelCustomFields(deps, context, tree, input.customFields);
  const blocking = isBlocking(input.status);
  const periods = periodsOf(planned);
  let customerId = input.customerId;
  if (resolveCustomer) {
    if (blocking) await requireFree(deps.db, periods, context.timezone);
    customerId = (await resolveCustomer()) ?? customerId;
  }
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      if (blocking) {
        await lockUnits(trx, periods.map((p) => p.unitId));
        await requireFree(trx, periods, context.timezone);
      }
      const booking = await insertBooking(trx, {
        manager_id: context.managerId,
        title: input.title,
        status: input.status,
        main_resource_id: tree.main.id,
        customer_id: customerId,
        persons: input.persons,
        color: input.color,
        entrance_hall: input.entranceHall,
        hidden_in_widget: input.hiddenInWidget,
        comments: input.comments,
        internal_comments: input.internalComments,
        custom_fields: customFields,
        items: input.items,
        rule: input.rule,
        season_id: input.seasonId,
        created_by: context.managerId,
      });
      const instances = await writeInstances(trx, context.managerId, booking.id, planned, blocking);
      await publishBookingEvent(trx, BOOKING_CREATED, booking, instances);
      return booking.id;
    });
    deps.relay.kick();
    return id;
  } catch (error) {
    throw asBookingConflict(error);
  }
}

/** A single booking on a resource or part: booking_save. */
export interface SaveBooking {
  resourceId: number;
  /** Wall-clock start and end; the whole days when both times are 00:00 and 24:00. */
  dateFrom: string;
  timeFrom: string;
  dateTo: string;
  timeTo: string;
  status?: BookingStatus;
  customer?: CustomerDetails;
}

function singleRule(input: SaveBooking): RecurrenceRule {
  const fullDay = input.timeFrom === '00:00' && input.timeTo === '24:00';
  return { type: 'single', dateFrom: input.dateFrom, dateTo: input.dateTo, timeFrom: input.timeFrom, timeTo: input.timeTo, fullDay };
}

/** booking_save without booking_id: one booking on a resource or a part. */
export async function createSingleBooking(deps: BookingDeps, context: CallContext, input: SaveBooking): Promise<number> {
  const tree = await deps.resources.tree(context, input.resourceId);
  return createBooking(
    deps,
    context,
    {
      status: input.status ?? 'live',
      title: '',
      customerId: null,
      persons: [],
      color: '',
      entranceHall: false,
      hiddenInWidget: false,
      comments: '',
      internalComments: '',
      customFields: [],
      items: [],
      rule: singleRule(input),
      seasonId: null,
      mainResourceId: tree.main.id,
      partIds: tree.id === tree.main.id ? [] : [tree.id],
    },
    customerResolver(deps, context, input.customer),
  );
}

/**
 * booking_save with booking_id. A single booking moves to the given resource, dates and times;
 * a recurring one keeps its dates (only status and customer change, but resource_id, dates and
 * times must still be valid and name the booking's venue). Becoming blocking again, or moving,
 * re-checks conflicts; cancelling frees the time.
 */
export async function updateBooking(
  deps: BookingDeps,
  context: CallContext,
  input: SaveBooking & { bookingId: number },
): Promise<number> {
  const current = await findBooking(deps.db, context.managerId, input.bookingId);
  if (!current) throw notFound(`booking ${input.bookingId} not found`);
  const moves = (current.rule as { type?: string } | null)?.type === 'single' || current.rule === null;
  const tree = await deps.resources.tree(context, input.resourceId);
  if (tree.main.id !== current.main_resource_id) {
    throw invalid('resource_id: a booking can only move within its main resource and its parts');
  }
  const planned = moves
    ? plan(singleRule(input), bookedResources({ ...tree, id: tree.main.id }, tree.id === tree.main.id ? [] : [tree.id]), context.timezone)
    : null;
  const status = input.status ?? current.status;
  const blocking = isBlocking(status);
  const resolveCustomer = customerResolver(deps, context, input.customer);
  let customerId: number | undefined;
  if (resolveCustomer) {
    if (blocking) {
      const periods = planned ? periodsOf(planned) : await storedPeriods(deps.db, context.managerId, current);
      await requireFree(deps.db, periods, context.timezone, current.id);
    }
    customerId = await resolveCustomer();
  }
  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await findBooking(trx, context.managerId, input.bookingId, true);
      if (!locked) throw notFound(`booking ${input.bookingId} not found`);
      const periods = planned ? periodsOf(planned) : await storedPeriods(trx, context.managerId, locked);
      if (blocking) {
        await lockUnits(trx, periods.map((p) => p.unitId));
        await requireFree(trx, periods, context.timezone, locked.id);
      }
      if (planned) {
        await deleteInstances(trx, context.managerId, locked.id);
        await writeInstances(trx, context.managerId, locked.id, planned, blocking);
      } else if (isBlocking(locked.status) !== blocking) {
        await setBookingBlocking(trx, locked.id, blocking);
      }
      const updated = await updateBookingRow(trx, context.managerId, locked.id, {
        status,
        ...(customerId !== undefined && { customer_id: customerId }),
      });
      const instances = await instancesOf(trx, context.managerId, [locked.id]);
      const cancelled = status === 'cancel' && locked.status !== 'cancel';
      await publishBookingEvent(trx, cancelled ? BOOKING_CANCELLED : BOOKING_UPDATED, updated, instances);
    });
    deps.relay.kick();
    return input.bookingId;
  } catch (error) {
    throw asBookingConflict(error);
  }
}

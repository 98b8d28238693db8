// Writing bookings: booking_add (single or recurring, direct or request) and booking_save
// (create one, or update dates, times, status and customer of one). All or nothing: if any
// instance of a series conflicts, nothing is written.
import { sql } from 'kysely';
import {
  addDays,
  checkDeadline,
  COMMIT_MARGIN_MS,
  conflict,
  counter,
  DomainError,
  instantToLocal,
  invalid,
  localDateTime,
  notFound,
  refused,
  remainingMs,
  TIMEOUT_MESSAGE,
  transactionWithin,
  wasRecorded,
  type CallContext,
  type OutboxRelay,
} from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { requireDate } from '../date-rules.ts';
import { handled } from '../handled.ts';
import type { CustomerDetails, CustomerDirectory, ResourceCatalog, ResourceTree, Schedule } from '../ports.ts';
import { expand, MAX_OCCURRENCES, toInstants, type Occurrence, type RecurrenceRule } from '../recurrence/recurrence.ts';
import { BOOKING_CANCELLED, BOOKING_CREATED, BOOKING_UPDATED, bookingEvent, enqueueEventSql, publishBookingEvent } from './booking.events.ts';
import {
  deleteInstances,
  findBooking,
  insertInstancesWithOccupancy,
  instancesOf,
  moveInstance,
  updateBookingRow,
  writeNewBooking,
  type NewBookingOutcome,
} from './booking.repository.ts';
import type { NewIds } from './new-ids.ts';
import { closedOccurrences } from './opening-rules.ts';
import { isBlocking, type BookingStatus, type StoredCustomField, type StoredItem } from './booking.table.ts';
import {
  conflictsOf,
  deleteOccupancyOf,
  findConflicts,
  insertOccupancy,
  lockUnits,
  setBookingBlocking,
  unitLockOrder,
  type Conflict,
  type Period,
} from './occupancy.repository.ts';
import { bookedResources, claimedPeriods, type BookedResource } from './resource-tree.ts';
import { requireNotInvoiced } from '../invoicing/invoiced-booking.ts';

export interface BookingDeps {
  db: Db;
  relay: OutboxRelay;
  /** Ids of new bookings and instances (new-ids.ts). */
  ids: NewIds;
  resources: ResourceCatalog;
  customers: CustomerDirectory;
}

interface PlannedInstance {
  resource: BookedResource;
  occurrence: Occurrence;
  start: Date;
  end: Date;
}

/** The instances of a rule whose dates the caller checked (date-rules.ts). */
function plan(rule: RecurrenceRule, booked: BookedResource[], timeZone: string): PlannedInstance[] {
  const planned = expand(rule).flatMap((occurrence) => {
    const { start, end } = toInstants(occurrence, timeZone);
    return booked.map((resource) => ({ resource, occurrence, start, end }));
  });
  if (planned.length > MAX_OCCURRENCES) {
    throw invalid(`the booking would have ${planned.length} instances (dates × part_ids); at most ${MAX_OCCURRENCES}`);
  }
  return planned;
}

const labelOf = (o: Occurrence) => `${o.dateFrom} ${o.timeFrom}–${o.dateTo === o.dateFrom ? '' : `${o.dateTo} `}${o.timeTo}`;

/** At most five labels, then an ellipsis: a refusal names the dates without flooding. */
function listed(occurrences: Occurrence[]): string {
  const labels = [...new Set(occurrences.map(labelOf))];
  return `${labels.slice(0, 5).join('; ')}${labels.length > 5 ? '; …' : ''}`;
}

/** 422 naming the dates that fall outside the main resource's opening times or on its holidays. */
function requireOpen(schedule: Schedule, planned: PlannedInstance[]): void {
  const closed = closedOccurrences([...new Set(planned.map((p) => p.occurrence))], schedule);
  if (closed.length > 0) throw refused(`the venue is closed (opening times or holidays) at: ${listed(closed)}`);
}

/** Booking requests ask for time to come; a direct booking in the past is kept as a record. */
function requireFuture(planned: PlannedInstance[], now = Date.now()): void {
  const past = planned.filter((p) => p.start.getTime() < now).map((p) => p.occurrence);
  if (past.length > 0) throw refused(`a booking request cannot start in the past: ${listed(past)}`);
}

/** The periods these instances claim (see resource-tree.ts): what to lock and check. */
function periodsOf(instances: PlannedInstance[]): Period[] {
  return instances.flatMap((i) => i.resource.claims.map((claim) => ({ ...claim, start: i.start, end: i.end })));
}

/** The periods a booking's stored instances claim. */
async function storedPeriods(db: Executor, managerId: number, booking: { id: number; main_resource_id: number }): Promise<Period[]> {
  return claimedPeriods(booking.main_resource_id, await instancesOf(db, managerId, [booking.id]));
}

/** The 409 naming the taken dates of these conflicts (findConflicts, conflictsOf). */
function takenTime(conflicts: Conflict[], timeZone: string): DomainError {
  const seen = new Set<string>();
  const dates: string[] = [];
  for (const c of conflicts) {
    const text = `${localDateTime(c.starts_at, timeZone)} – ${localDateTime(c.ends_at, timeZone)} (booking ${c.booking_id})`;
    if (!seen.has(text)) dates.push(text);
    seen.add(text);
  }
  return conflict(`the time is already booked: ${dates.slice(0, 5).join('; ')}${dates.length > 5 ? '; …' : ''}`);
}

/** 409 naming the dates that are taken, unless the periods are free. Units must be locked. */
async function requireFree(trx: Executor, periods: Period[], timeZone: string, exceptBookingId?: number): Promise<void> {
  const conflicts = await findConflicts(trx, periods, exceptBookingId);
  if (conflicts.length > 0) throw takenTime(conflicts, timeZone);
}

/**
 * Conflicts answered, by what found them: the check for taken time (a 409 naming the dates,
 * nothing written) or the exclusion constraint (an insert refused: a writer that took no unit lock
 * raced this one). A constraint refusal in a quiet system points at such a writer.
 */
const bookingConflicts = counter({
  name: 'booking_conflicts_total',
  help: 'Booking writes refused for taken time, by what found it (check: before writing; constraint: the exclusion constraint refused an insert)',
  labelNames: ['found_by'] as const,
});

/** The exclusion constraint is the last word when a check was raced. */
function asBookingConflict(error: unknown): unknown {
  if ((error as { code?: string }).code === '23P01') return conflict('the time is already booked by another booking');
  return error;
}

/**
 * What a write refused by the exclusion constraint (23P01) answers: a 409 naming the bookings
 * that hold the time, read after the rollback (the units' locks queued this write behind theirs,
 * so they have committed), or without dates when they are gone by then or cannot be read. Other
 * errors as they are.
 */
async function explainConflict(db: Executor, error: unknown, periods: Period[], timeZone: string): Promise<unknown> {
  if ((error as { code?: string }).code !== '23P01') return error;
  bookingConflicts.inc({ found_by: 'constraint' });
  try {
    await requireFree(db, periods, timeZone);
  } catch (named) {
    // The 409 with dates, or else the plain one: a failed read must not answer for the refusal.
    if (named instanceof DomainError && named.kind === 'conflict') return named;
  }
  return asBookingConflict(error);
}

/** Each booked resource's claims on units, as the instance statements take them. */
function claimsByResource(planned: PlannedInstance[]) {
  const byResource = new Map(planned.map((p) => [p.resource.id, p.resource]));
  return [...byResource.values()].flatMap((resource) =>
    resource.claims.map(({ unitId, shared }) => ({ resourceId: resource.id, unitId, shared })),
  );
}

/** The planned instances as the instance statements take them. */
const instanceRows = (planned: PlannedInstance[]) => planned.map((p) => ({ resource_id: p.resource.id, start: p.start, end: p.end }));

async function writeInstances(trx: Executor, managerId: number, bookingId: number, planned: PlannedInstance[], blocking: boolean) {
  return insertInstancesWithOccupancy(trx, managerId, bookingId, instanceRows(planned), claimsByResource(planned), blocking);
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
  /** A manager's override of the opening times and holidays. */
  ignoreOpeningTimes: boolean;
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
    if (label === undefined) throw notFound(`custom field ${field_id} not found`);
    return { resource_id, field_id, label, value, category: null };
  });
}

/**
 * The resources a new booking names besides its main resource (its parts, those of its custom
 * field values) must be the manager's: one that is not, missing or another manager's, is a 404
 * like a missing main resource, whatever the other rules say. An own resource in the wrong place
 * is left to those rules (a 400). Only a request naming a resource outside the tree pays the read.
 */
async function requireOwnResources(deps: BookingDeps, context: CallContext, tree: ResourceTree, ids: number[]): Promise<void> {
  const inTree = new Set([tree.main.id, ...tree.parts.map((p) => p.id)]);
  const outside = ids.filter((id) => !inTree.has(id));
  if (outside.length === 0) return;
  const { resources } = await deps.resources.mainResources(context);
  const own = new Set(resources.flatMap((main) => [main.id, ...main.partIds]));
  const unknown = outside.find((id) => !own.has(id));
  if (unknown !== undefined) throw notFound(`resource ${unknown} not found`);
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
  requireDate('start_date', input.rule.dateFrom);
  requireDate('end_date', input.rule.dateTo);
  // Ids of persons would be stored unchecked: refused until Venue manages persons.
  if (input.persons.length > 0) throw refused('persons cannot be booked: Venue does not manage persons yet; send none');
  // Two peers, two independent reads: asked at once, so a booking with a customer waits for one
  // hop, not two. A missing customer is still the answer when both are missing.
  const tree = handled(deps.resources.tree(context, input.mainResourceId));
  if (input.customerId !== null && !(await deps.customers.exists(context, input.customerId))) {
    throw notFound(`customer ${input.customerId} not found`);
  }
  return createBooking(deps, context, input, await tree);
}

/** Writes a new booking of `input.mainResourceId`, whose tree (from the resources service) is `tree`. */
async function createBooking(
  deps: BookingDeps,
  context: CallContext,
  input: NewBooking,
  tree: ResourceTree,
  resolveCustomer?: CustomerResolver,
): Promise<number> {
  await requireOwnResources(deps, context, tree, [...input.partIds, ...input.customFields.map((f) => f.resource_id)]);
  const planned = plan(input.rule, bookedResources(tree, input.partIds), context.timezone);
  const blocking = isBlocking(input.status);
  // A keyed retry of a booking already written skips the checks that it would now fail itself
  // (its start passed, its own instances taking the time) and is answered from the record.
  const writtenBefore = (input.status === 'pending' || (resolveCustomer && blocking)) && (await wasRecorded(deps.db, context));
  if (input.status === 'pending' && !writtenBefore) requireFuture(planned);
  if (!input.ignoreOpeningTimes) requireOpen(tree.schedule, planned);
  const customFields = await labelCustomFields(deps, context, tree, input.customFields);
  const periods = periodsOf(planned);
  let customerId = input.customerId;
  if (resolveCustomer) {
    if (blocking && !writtenBefore) await requireFree(deps.db, periods, context.timezone);
    customerId = (await resolveCustomer()) ?? customerId;
  }
  const row = {
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
  };
  // One statement, one round trip (writeNewBooking): the units' locks (a blocking booking), the
  // check for taken time, the booking with its instances and occupancy, and its created event,
  // committed as the statement ends. Its ids are known before (new-ids.ts): the event names them.
  // A taken time answers 409 without a failed insert (an error, logged by Postgres); the exclusion
  // constraint stays the last word (explainConflict).
  const checked = blocking && periods.length > 0;
  const { bookingId, instanceIds } = await deps.ids.forBooking(planned.length);
  const instances = planned.map((p, index) => ({ id: instanceIds[index]!, resource_id: p.resource.id, start: p.start, end: p.end }));
  const event = bookingEvent(
    { ...row, id: bookingId, version: 1 },
    instances.map((i) => ({ id: i.id, resource_id: i.resource_id, starts_at: i.start, ends_at: i.end })),
    { timeZone: context.timezone },
  );
  checkDeadline(context, COMMIT_MARGIN_MS);
  const left = remainingMs(context);
  // Nothing written (the time taken, the deadline passed) fails the write, so that a recorded one
  // rolls back and leaves no record.
  const write = async (db: Executor) => {
    const outcome = await writeNewBooking(db, { ...row, id: bookingId }, instances, claimsByResource(planned), {
      blocking,
      ...(checked && { taken: conflictsOf(periods, { lockUnits: unitLockOrder(periods.map((p) => p.unitId)) }) }),
      ...(left !== undefined && { leftMs: left - COMMIT_MARGIN_MS }),
      event: enqueueEventSql(BOOKING_CREATED, event, sql`booking`),
    });
    if (outcome.taken.length > 0) {
      bookingConflicts.inc({ found_by: 'check' });
      throw takenTime(outcome.taken.map(asConflict), context.timezone);
    }
    if (!outcome.written) throw new DomainError('timeout', TIMEOUT_MESSAGE);
    return bookingId;
  };
  try {
    // A call with an idempotency key writes in a transaction of its own that records the write
    // (or finds it recorded by an earlier try, whose booking id it answers): idempotent-writes.ts.
    const written = context.recorded ? await transactionWithin(deps.db, context, write) : await write(deps.db);
    deps.relay.kick();
    return written;
  } catch (error) {
    throw await explainConflict(deps.db, error, periods, context.timezone);
  }
}

/** A conflict as the write answers it (instants as JSON text). */
const asConflict = (c: NewBookingOutcome['taken'][number]): Conflict => ({ ...c, starts_at: new Date(c.starts_at), ends_at: new Date(c.ends_at) });

/** booking_save: one booking on a resource or part, or what changes of one. */
export interface SaveBooking {
  resourceId: number;
  /** First and last date; required to create, unchanged on an update when absent. */
  dates?: { from: string; to: string };
  /** Start time on the first date, end time (24:00 = midnight) on the last; absent: whole days
   * for a new booking, the current times on an update. */
  times?: { from: string; to: string };
  status?: BookingStatus;
  customer?: CustomerDetails;
  ignoreOpeningTimes: boolean;
}

function singleRule(dates: { from: string; to: string }, times: { from: string; to: string }): RecurrenceRule {
  const fullDay = times.from === '00:00' && times.to === '24:00';
  return { type: 'single', dateFrom: dates.from, dateTo: dates.to, timeFrom: times.from, timeTo: times.to, fullDay };
}

const WHOLE_DAYS = { from: '00:00', to: '24:00' };

/** The dates booking_save names (SaveBookingRequest.dates). */
function requireSaveDates(dates: { from: string; to: string }): void {
  requireDate('dates.first', dates.from);
  requireDate('dates.last', dates.to);
}

/** booking_save without booking_id: one booking on a resource or a part. */
export async function createSingleBooking(deps: BookingDeps, context: CallContext, input: SaveBooking): Promise<number> {
  if (!input.dates) throw invalid('dates are required to create a booking');
  requireSaveDates(input.dates);
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
      rule: singleRule(input.dates, input.times ?? WHOLE_DAYS),
      seasonId: null,
      mainResourceId: tree.main.id,
      partIds: tree.id === tree.main.id ? [] : [tree.id],
      ignoreOpeningTimes: input.ignoreOpeningTimes,
    },
    // A part's tree holds its main resource's (parts, schedule): no second call for the main's.
    { ...tree, id: tree.main.id },
    customerResolver(deps, context, input.customer),
  );
}

type StoredInstance = Awaited<ReturnType<typeof instancesOf>>[number];

/** The wall-clock period of a single booking's stored instances (they share one period). */
function currentPeriod(instance: StoredInstance, timeZone: string) {
  const start = instantToLocal(instance.starts_at, timeZone);
  const end = instantToLocal(instance.ends_at, timeZone);
  // A booking ending at midnight ends at 24:00 of the day before, as it was given.
  const endsAtMidnight = end.time === '00:00';
  return {
    dates: { from: start.date, to: endsAtMidnight ? addDays(end.date, -1) : end.date },
    times: { from: start.time, to: endsAtMidnight ? '24:00' : end.time },
  };
}

/**
 * The resources a single booking books after booking_save names `resourceId`: its main resource
 * or one of its booked parts keeps them all; another resource of the venue moves a booking of
 * one resource there; a booking of several parts is never silently cut down to one.
 */
function targetResources(bookingId: number, tree: ResourceTree, booked: number[], resourceId: number): number[] {
  if (resourceId === tree.main.id || booked.includes(resourceId)) return booked;
  if (booked.length === 1) return [resourceId];
  throw refused(
    `booking ${bookingId} books ${booked.length} parts; it keeps them when resource_id names its main resource or one of them, and cannot move to resource ${resourceId} alone`,
  );
}

/** A series keeps its rule: booking_save changes its status and customer, nothing else. */
function requireSeriesUnchanged(rule: RecurrenceRule, input: SaveBooking, tree: ResourceTree, booked: number[]): void {
  if (input.dates && (input.dates.from !== rule.dateFrom || input.dates.to !== rule.dateTo)) {
    throw refused(
      `the dates of a recurring booking (${rule.dateFrom} to ${rule.dateTo}) cannot be changed with booking_save; cancel the series and book a new one`,
    );
  }
  // Times of 00:00–00:00 stand for "no times", as booking_add's recurring requests send them.
  if (input.times && !(input.times.from === '00:00' && input.times.to === '00:00')) {
    throw refused('the times of a recurring booking cannot be changed with booking_save; cancel the series and book a new one');
  }
  if (input.resourceId !== tree.main.id && !booked.includes(input.resourceId)) {
    throw refused('a recurring booking cannot move to another resource with booking_save; cancel the series and book a new one');
  }
}

/** Pairs stored and planned instances by resource when they correspond one to one. */
function pairInstances(stored: StoredInstance[], planned: PlannedInstance[]): [StoredInstance, PlannedInstance][] | undefined {
  if (stored.length !== planned.length) return undefined;
  const byResource = <T>(list: T[], id: (item: T) => number) => [...list].sort((a, b) => id(a) - id(b));
  const left = byResource(stored, (i) => i.resource_id);
  const right = byResource(planned, (p) => p.resource.id);
  return left.map((instance, index) => [instance, right[index]!]);
}

function occupancyRows(bookingId: number, instanceId: number, planned: PlannedInstance, blocking: boolean) {
  return planned.resource.claims.map(({ unitId, shared }) => ({
    booking_id: bookingId,
    instance_id: instanceId,
    unit_id: unitId,
    claim: shared ? 0 : instanceId,
    start: planned.start,
    end: planned.end,
    blocking,
  }));
}

/**
 * Moves a booking's instances to the planned ones. Instances keep their ids (clients and
 * documents store them): each is updated in place with its occupancy rewritten.
 */
async function moveInstances(trx: Executor, managerId: number, bookingId: number, stored: StoredInstance[], planned: PlannedInstance[], blocking: boolean) {
  const pairs = pairInstances(stored, planned);
  if (!pairs) {
    await deleteInstances(trx, managerId, bookingId);
    await writeInstances(trx, managerId, bookingId, planned, blocking);
    return;
  }
  await deleteOccupancyOf(trx, bookingId);
  for (const [instance, target] of pairs) {
    await moveInstance(trx, managerId, instance.id, { resource_id: target.resource.id, start: target.start, end: target.end });
  }
  await insertOccupancy(trx, pairs.flatMap(([instance, target]) => occupancyRows(bookingId, instance.id, target, blocking)));
}

/**
 * booking_save with booking_id. What the request does not name keeps its current value: a single
 * booking moves only to the dates, times and resource given, and a status change alone never
 * moves it. A series keeps its dates, times and resources (a change is refused, never ignored).
 * Becoming blocking again, or moving, re-checks conflicts; cancelling frees the time.
 */
export async function updateBooking(
  deps: BookingDeps,
  context: CallContext,
  input: SaveBooking & { bookingId: number },
): Promise<number> {
  if (input.dates) requireSaveDates(input.dates);
  const current = await findBooking(deps.db, context.managerId, input.bookingId);
  if (!current) throw notFound(`booking ${input.bookingId} not found`);
  const tree = await deps.resources.tree(context, input.resourceId);
  if (tree.main.id !== current.main_resource_id) {
    throw invalid('resource_id: a booking can only move within its main resource and its parts');
  }
  const stored = await instancesOf(deps.db, context.managerId, [current.id]);
  const booked = [...new Set(stored.map((i) => i.resource_id))].sort((a, b) => a - b);
  const rule = current.rule as RecurrenceRule | null;
  let planned: PlannedInstance[] | null = null;
  if (rule !== null && rule.type !== 'single') {
    requireSeriesUnchanged(rule, input, tree, booked);
  } else if (stored.length > 0) {
    const now = currentPeriod(stored[0]!, context.timezone);
    const dates = input.dates ?? now.dates;
    const times = input.times ?? now.times;
    const targets = targetResources(current.id, tree, booked, input.resourceId);
    const moves =
      dates.from !== now.dates.from || dates.to !== now.dates.to || times.from !== now.times.from || times.to !== now.times.to ||
      targets.join() !== booked.join();
    if (moves) {
      const partIds = targets.filter((id) => id !== tree.main.id);
      planned = plan(singleRule(dates, times), bookedResources({ ...tree, id: tree.main.id }, partIds), context.timezone);
      if (!input.ignoreOpeningTimes) requireOpen(tree.schedule, planned);
    }
  }
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
    await transactionWithin(deps.db, context, async (trx) => {
      const locked = await findBooking(trx, context.managerId, input.bookingId, true);
      if (!locked) throw notFound(`booking ${input.bookingId} not found`);
      // What it was priced by stays as invoiced; the status may still change (billing follows it).
      if (planned || (customerId !== undefined && customerId !== locked.customer_id)) {
        await requireNotInvoiced(trx, context.managerId, locked.id);
      }
      const periods = planned ? periodsOf(planned) : await storedPeriods(trx, context.managerId, locked);
      if (blocking) {
        await lockUnits(trx, periods.map((p) => p.unitId));
        await requireFree(trx, periods, context.timezone, locked.id);
      }
      if (planned) {
        await moveInstances(trx, context.managerId, locked.id, await instancesOf(trx, context.managerId, [locked.id]), planned, blocking);
      } else if (isBlocking(locked.status) !== blocking) {
        await setBookingBlocking(trx, locked.id, blocking);
      }
      const updated = await updateBookingRow(trx, context.managerId, locked.id, {
        status,
        ...(customerId !== undefined && { customer_id: customerId }),
      });
      const instances = await instancesOf(trx, context.managerId, [locked.id]);
      const cancelled = status === 'cancel' && locked.status !== 'cancel';
      await publishBookingEvent(trx, cancelled ? BOOKING_CANCELLED : BOOKING_UPDATED, updated, instances, { timeZone: context.timezone });
    });
    deps.relay.kick();
    return input.bookingId;
  } catch (error) {
    throw asBookingConflict(error);
  }
}

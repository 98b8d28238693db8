// Occupancy of bookable units: what the exclusion constraint guards.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../database.ts';

/** The advisory lock space of bookable units (taken_after_locks too; the outbox relays lock in space 3). */
const UNIT_LOCK_SPACE = 2;

const INT4_MAX = 2 ** 31 - 1;

/** The units in the order their locks are taken: ascending, each once; ids Postgres can lock (int4). */
export function unitLockOrder(unitIds: number[]): number[] {
  const sorted = [...new Set(unitIds)].sort((a, b) => a - b);
  const unlockable = sorted.find((id) => !Number.isSafeInteger(id) || id < 0 || id > INT4_MAX);
  if (unlockable !== undefined) throw new Error(`unit id ${unlockable} cannot be locked`);
  return sorted;
}

/**
 * Takes a transaction lock per unit, in ascending order, in one statement: racing inserts on an
 * exclusion constraint otherwise deadlock each other; with the locks they queue instead. The ids
 * travel as one array parameter, sorted here: unnest yields them in array order, and each lock is
 * taken as its row is produced.
 */
export async function lockUnits(db: Executor, unitIds: number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await sql`select pg_advisory_xact_lock(${UNIT_LOCK_SPACE}::int4, unit) from unnest(${unitLockOrder(unitIds)}::int4[]) as unit`.execute(db);
}

export interface Period {
  unitId: number;
  /** A part's claim on its main unit, shared with the other parts (see resource-tree.ts). */
  shared: boolean;
  start: Date;
  end: Date;
}

/** The claim value a wanted period is compared with: 0 shared, -1 differs from every stored one. */
const wantedClaim = (period: Period) => (period.shared ? 0 : -1);

export interface Conflict {
  booking_id: number;
  unit_id: number;
  starts_at: Date;
  ends_at: Date;
}

/**
 * Blocking occupancies of other bookings that these periods would collide with (first 20): the
 * same rule as the exclusion constraint, so the answer can name the taken dates. With `lockUnits`
 * (unitLockOrder), their locks are taken first and the check sees what their holders committed
 * (the function taken_after_locks, migrations/20261231090000: one statement can take the locks
 * and check). The periods travel as arrays, so the text is the same whatever their number.
 */
export function conflictsOf(periods: Period[], options: { exceptBookingId?: number; lockUnits?: number[] } = {}): RawBuilder<Conflict> {
  return sql<Conflict>`select booking_id, unit_id, starts_at, ends_at from taken_after_locks(
    ${options.lockUnits ?? []}::int4[], ${periods.map((p) => p.unitId)}::bigint[], ${periods.map(wantedClaim)}::bigint[],
    ${periods.map((p) => p.start.toISOString())}::timestamptz[], ${periods.map((p) => p.end.toISOString())}::timestamptz[],
    ${options.exceptBookingId ?? 0}::bigint)`;
}

/** The conflicts of these periods (conflictsOf) as a statement of their own. */
export async function findConflicts(db: Executor, periods: Period[], exceptBookingId?: number): Promise<Conflict[]> {
  if (periods.length === 0) return [];
  return (await conflictsOf(periods, { exceptBookingId }).execute(db)).rows;
}

export async function insertOccupancy(
  db: Executor,
  rows: { booking_id: number; instance_id: number; unit_id: number; claim: number; start: Date; end: Date; blocking: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('occupancy')
    .values(
      rows.map((row) => ({
        booking_id: row.booking_id,
        instance_id: row.instance_id,
        unit_id: row.unit_id,
        claim: row.claim,
        period: sql<string>`tstzrange(${row.start.toISOString()}::timestamptz, ${row.end.toISOString()}::timestamptz)`,
        blocking: row.blocking,
      })),
    )
    .execute();
}

export async function deleteOccupancyOf(db: Executor, bookingId: number): Promise<void> {
  await db.deleteFrom('occupancy').where('booking_id', '=', bookingId).execute();
}

export async function setBookingBlocking(db: Executor, bookingId: number, blocking: boolean): Promise<void> {
  await db.updateTable('occupancy').set({ blocking }).where('booking_id', '=', bookingId).execute();
}

/**
 * The blocking periods of one unit for availability: epoch milliseconds as [start, end] pairs in
 * one Float64Array, in no particular order; the claims shared between parts (claim 0) apart from
 * the others. A search reads tens of thousands of periods: a row, then an object, per period was
 * most of what it allocated, so Postgres packs each unit's periods into one bytea instead.
 */
export interface UnitBusyPeriods {
  unitId: number;
  shared: boolean;
  periods: Float64Array;
}

const FLOAT8_BYTES = 8;

/**
 * Blocking periods on these units overlapping [from, to), for availability. Each unit is read on
 * its own (a lateral subquery per unit id) so that every read is an index scan of the exclusion
 * constraint's (unit, period) index: the cost follows the units searched, not the size of the
 * table, and a search split into slices of units (availability.service.ts) reads each row once.
 */
export async function busyPeriods(db: Executor, unitIds: number[], from: Date, to: Date): Promise<UnitBusyPeriods[]> {
  if (unitIds.length === 0) return [];
  // date_part, not extract: extract computes in numeric, several times slower over 20,000 rows.
  // No order within the aggregate either: sorting each unit's periods there cost Postgres more
  // than freeWindows sorting them.
  const epochMs = (bound: 'lower' | 'upper') => sql`float8send(date_part('epoch', ${sql.raw(bound)}(o.period)) * 1000)`;
  const { rows } = await sql<{ unit_id: number; shared: boolean; periods: Buffer }>`
    select unit.id as unit_id, busy.shared, busy.periods
    from unnest(${unitIds}::bigint[]) as unit(id)
    cross join lateral (
      select o.claim = 0 as shared, string_agg(${epochMs('lower')} || ${epochMs('upper')}, ''::bytea) as periods
      from occupancy o
      where o.unit_id = unit.id and o.blocking
        and o.period && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)
      group by o.claim = 0
    ) as busy`.execute(db);
  return rows.map((row) => {
    // float8send writes big-endian doubles.
    const periods = new Float64Array(row.periods.length / FLOAT8_BYTES);
    for (let i = 0; i < periods.length; i += 1) periods[i] = row.periods.readDoubleBE(i * FLOAT8_BYTES);
    return { unitId: row.unit_id, shared: row.shared, periods };
  });
}

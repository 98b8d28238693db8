// The occupancy that periods would collide with, found after their units' locks are held, in one
// function: a new booking is written by one statement (one round trip), and a statement reads
// with the snapshot it started with, so a writer that waited for a unit's lock would not see what
// the lock's holder committed meanwhile (its insert would then fail on the exclusion constraint).
// A VOLATILE PL/pgSQL function runs each query with a snapshot of its own: the check below sees
// every booking committed before the locks were granted. Without units to lock it is the plain
// check (booking updates take their locks in a statement before it).
// Each period is looked up in the constraint's index on its own (a lateral subquery kept apart by
// `offset 0`): a plan kept for all values could otherwise join on the unit alone. At most 20 rows,
// enough to name the taken dates in a 409.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function taken_after_locks(
      lock_units int4[], unit_ids bigint[], claims bigint[], starts timestamptz[], ends timestamptz[], except_booking bigint)
    returns table (booking_id bigint, unit_id bigint, starts_at timestamptz, ends_at timestamptz)
    language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock(2, unit) from unnest(lock_units) as unit;
      return query
        select distinct o.booking_id, o.unit_id, lower(o.period), upper(o.period)
        from unnest(unit_ids, claims, starts, ends) as wanted(unit_id, claim, starts_at, ends_at)
        cross join lateral (
          select o.booking_id, o.unit_id, o.period from occupancy o
          where o.unit_id = wanted.unit_id and o.claim <> wanted.claim
            and o.period && tstzrange(wanted.starts_at, wanted.ends_at)
            and o.blocking and o.booking_id <> except_booking
          offset 0) as o
        order by 3
        limit 20;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function taken_after_locks(int4[], bigint[], bigint[], timestamptz[], timestamptz[], bigint)`.execute(db);
}

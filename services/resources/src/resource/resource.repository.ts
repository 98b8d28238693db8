import { sql, type Insertable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { named } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { ResourceTable } from './resource.table.ts';
import { compiledOnce } from './compiled-once.ts';

/**
 * One of the manager's resources, as far as its callers ask (whether it is there, whether it is a
 * part); with forUpdate, row-locked until the transaction ends.
 */
export function findResource(
  db: Executor,
  managerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('resource')
    .select(['id', 'parent_id'])
    .where('manager_id', '=', managerId)
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The resource with its place and category, and, in the same round trip, today's opening
 * windows and holidays (of its main resource: parts follow their main resource's schedule) and
 * its custom values. GetResource is the hottest read, so it is one query, built once (compiledOnce).
 */
const resourceDetail = compiledOnce((db: Executor, managerId: number, id: number, weekday: number, date: string) =>
    db
      .selectFrom('resource as r')
      .leftJoin('place as p', 'p.id', 'r.place_id')
      .leftJoin('category as c', 'c.id', 'r.category_id')
      .select([
        'r.id',
        'r.manager_id',
        'r.parent_id',
        'r.title',
        'r.image',
        'r.category_id',
        'c.name as category_name',
        'p.street_hnr',
        'p.zip',
        'p.city',
        'p.country',
        'p.contact_person',
        'r.phone',
        'r.fax',
        'r.public_comment',
        'r.internal_comment',
        'r.platform_status',
        'r.lat',
        'r.lng',
        'r.tags',
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('opening_time as o')
              .select(['o.weekday', 'o.time_from', 'o.time_to'])
              .where('o.manager_id', '=', managerId)
              .where((w) => w('o.resource_id', '=', w.fn.coalesce('r.parent_id', 'r.id')))
              .where('o.weekday', '=', weekday)
              .orderBy('o.time_from'),
          ).as('opening_times'),
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('holiday as h')
              .select(['h.id', 'h.resource_id', 'h.title', 'h.date_from', 'h.date_to'])
              .where('h.manager_id', '=', managerId)
              .where((w) => w('h.resource_id', '=', w.fn.coalesce('r.parent_id', 'r.id')))
              .where('h.date_from', '<=', date)
              .where('h.date_to', '>=', date)
              .orderBy('h.date_from')
              .orderBy('h.id'),
          ).as('holidays'),
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('resource_custom_value as v')
              .select(['v.field_id', 'v.value'])
              .whereRef('v.resource_id', '=', 'r.id')
              .orderBy('v.field_id'),
          ).as('custom_values'),
      ])
      .where('r.manager_id', '=', managerId)
      .where('r.id', '=', id),
);

export async function findResourceDetail(
  db: Executor,
  managerId: number,
  id: number,
  today: { date: string; weekday: number },
) {
  const { rows } = await db.executeQuery(named('resource_detail', resourceDetail(db, managerId, id, today.weekday, today.date)));
  return rows[0];
}

/**
 * A resource, its main resource (itself, or its parent), the main resource's parts, custom values
 * and schedule (opening times and holidays), in one round trip: every booking asks for it
 * (GetResourceTree), so it is one query. Undefined when the manager has no such
 * resource.
 */
const resourceTree = (db: Executor, managerId: number, id: number) =>
  db
    .selectFrom('resource as r')
    .innerJoin('resource as m', (join) =>
      join
        .onRef('m.manager_id', '=', 'r.manager_id')
        .on((eb) => eb('m.id', '=', eb.fn.coalesce('r.parent_id', 'r.id'))),
    )
    .select(['r.id', 'm.id as main_id', 'm.title as main_title'])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('resource as p')
          .select(['p.id', 'p.title'])
          .where('p.manager_id', '=', managerId)
          .whereRef('p.parent_id', '=', 'm.id')
          .orderBy('p.id'),
      ).as('parts'),
      jsonArrayFrom(
        eb
          .selectFrom('resource_custom_value as v')
          .select(['v.field_id', 'v.value'])
          .where('v.manager_id', '=', managerId)
          .whereRef('v.resource_id', '=', 'm.id')
          .orderBy('v.field_id'),
      ).as('custom_values'),
      // The main resource's schedule, ordered as listOpeningTimesOf and listHolidaysOf order it.
      jsonArrayFrom(
        eb
          .selectFrom('opening_time as o')
          .select(['o.resource_id', 'o.weekday', 'o.time_from', 'o.time_to'])
          .where('o.manager_id', '=', managerId)
          .whereRef('o.resource_id', '=', 'm.id')
          .orderBy('o.weekday')
          .orderBy('o.time_from'),
      ).as('opening_times'),
      jsonArrayFrom(
        eb
          .selectFrom('holiday as h')
          .select(['h.id', 'h.resource_id', 'h.title', 'h.date_from', 'h.date_to'])
          .where('h.manager_id', '=', managerId)
          .whereRef('h.resource_id', '=', 'm.id')
          .orderBy('h.date_from')
          .orderBy('h.id'),
      ).as('holidays'),
    ])
    .where('r.manager_id', '=', managerId)
    .where('r.id', '=', id);

export async function findResourceTree(db: Executor, managerId: number, id: number) {
  const { rows } = await db.executeQuery(named('resource_tree', resourceTree(db, managerId, id).compile()));
  return rows[0];
}

/** Every custom value of the manager's resources (availability filters on them). */
export function listAllCustomValues(db: Executor, managerId: number) {
  return db
    .selectFrom('resource_custom_value')
    .select(['resource_id', 'field_id', 'value'])
    .where('manager_id', '=', managerId)
    .orderBy('resource_id')
    .orderBy('field_id')
    .execute();
}

/** All of a manager's resources, main resources and parts, in creation order. */
export function listAllResources(db: Executor, managerId: number) {
  return db
    .selectFrom('resource')
    .select(['id', 'title', 'parent_id'])
    .where('manager_id', '=', managerId)
    .orderBy('id')
    .execute();
}

/** Main resources of the manager (parentId null) or parts of one parent. */
export async function countResources(
  db: Executor,
  managerId: number,
  parentId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('resource')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('manager_id', '=', managerId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const RESOURCE_LOCK_SPACE = 1;

/**
 * Serialises resource creation per manager, so quota counts cannot race. Manager ids are bigint
 * (any safe integer, up to 2^53 - 1), so the key is one 64-bit value: the lock space in the bits
 * above 53, the manager id below; a cast of the id to int would fail past 2^31.
 */
export async function lockManagerResources(db: Executor, managerId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock((${RESOURCE_LOCK_SPACE}::bigint << 53) | ${managerId}::bigint)`.execute(
    db,
  );
}

export function insertResource(db: Executor, resource: Insertable<ResourceTable>) {
  return db.insertInto('resource').values(resource).returning('id').executeTakeFirstOrThrow();
}

export async function insertCustomValues(
  db: Executor,
  managerId: number,
  resourceId: number,
  values: { field_id: number; value: string }[],
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insertInto('resource_custom_value')
    .values(values.map((v) => ({ manager_id: managerId, resource_id: resourceId, ...v })))
    .execute();
}

export function updateResourceMeta(
  db: Executor,
  managerId: number,
  id: number,
  changes: { category_id?: number | null; image?: string },
) {
  return db
    .updateTable('resource')
    .set(changes)
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/**
 * Title and parent of each of these resources of the manager (unknown ids are left out): one
 * statement whatever the number of ids (an array parameter, not an IN list).
 * DescribeResources and the schedules of an availability search both read them.
 */
const namesOf = (db: Executor, managerId: number, ids: number[]) =>
  db
    .selectFrom('resource')
    .select(['id', 'title', 'parent_id'])
    .where('manager_id', '=', managerId)
    .where('id', '=', sql<number>`any(${ids}::int8[])`)
    .orderBy('id');

export async function findResourceNames(db: Executor, managerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await namesOf(db, managerId, [...ids]).execute();
  return rows;
}

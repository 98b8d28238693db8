import { sql, type Insertable } from 'kysely';
import type { Executor } from '../database.ts';
import type { TariffTable } from './tariff.table.ts';

type NewTariff = Omit<Insertable<TariffTable>, 'manager_id'>;

export async function insertTariff(
  db: Executor,
  managerId: number,
  tariff: NewTariff,
  resourceIds: readonly number[],
) {
  const row = await db
    .insertInto('tariff')
    .values({ ...tariff, manager_id: managerId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tariff_resource')
    .values(
      resourceIds.map((resourceId) => ({
        tariff_id: row.id,
        resource_id: resourceId,
        manager_id: managerId,
      })),
    )
    .execute();
  return row;
}

function tariffsWithResources(db: Executor, managerId: number) {
  return db
    .selectFrom('tariff')
    .select([
      'tariff.id',
      'tariff.title',
      'tariff.customer_group_id',
      'tariff.price_type',
      'tariff.interval',
      'tariff.amount_cents',
      'tariff.weekdays',
      'tariff.valid_from',
      'tariff.valid_to',
      'tariff.created_at',
      (eb) =>
        eb
          .selectFrom('tariff_resource')
          .select(
            sql<
              number[]
            >`coalesce(array_agg(tariff_resource.resource_id order by tariff_resource.resource_id), '{}')`.as(
              'ids',
            ),
          )
          .whereRef('tariff_resource.tariff_id', '=', 'tariff.id')
          .as('resource_ids'),
    ])
    .where('tariff.manager_id', '=', managerId);
}

export type TariffRow = Awaited<ReturnType<typeof selectTariffs>>[number];

export function selectTariffs(db: Executor, managerId: number) {
  return tariffsWithResources(db, managerId).orderBy('tariff.id').execute();
}

/** Every price reads the tariffs of its resources: the lists as array parameters. */
const tariffsOfResources = (db: Executor, managerId: number, resourceIds: number[], groupIds: number[]) =>
    tariffsWithResources(db, managerId)
      .where('tariff.customer_group_id', '=', sql<number>`any(${groupIds}::int8[])`)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tariff_resource')
            .select('tariff_resource.tariff_id')
            .whereRef('tariff_resource.tariff_id', '=', 'tariff.id')
            .where('tariff_resource.resource_id', '=', sql<number>`any(${resourceIds}::int8[])`),
        ),
      )
      .orderBy('tariff.id');

/** The tariffs of any of the resources, for the given group and for all groups. */
export async function selectTariffsFor(
  db: Executor,
  managerId: number,
  resourceIds: readonly number[],
  customerGroupId: number | null,
) {
  if (resourceIds.length === 0) return [];
  const groupIds = customerGroupId === null ? [0] : [0, customerGroupId];
  const rows = await tariffsOfResources(db, managerId, [...resourceIds], groupIds).execute();
  return rows;
}

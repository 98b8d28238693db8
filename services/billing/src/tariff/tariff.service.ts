// Tariffs: what a resource costs, per customer group (0 = all groups), per started interval or
// flat per instance, optionally only on some weekdays and within a validity period.
import { isInYearRange, MAX_YEAR, MIN_YEAR } from '@venue/contracts';
import { invalid, isDate, notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import type { CustomerGroups, ResourceNames } from '../ports/index.ts';
import {
  ALL_GROUPS,
  TARIFF_INTERVALS,
  type Interval,
  type PriceType,
  type TariffRule,
} from '../pricing/types.ts';
import { checkCents, cleanText, distinctIds } from '../validation.ts';
import { insertTariff, selectTariffs, selectTariffsFor, type TariffRow } from './tariff.repository.ts';

export interface NewTariff {
  title: string;
  customerGroupId: number;
  resourceIds: number[];
  priceType: PriceType | null;
  interval: Interval | null;
  amountCents: number;
  weekdays: number[];
  validFrom: string | null;
  validTo: string | null;
}

export interface Tariff extends TariffRule {
  createdAt: Date;
}

function toTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    title: row.title,
    customerGroupId: row.customer_group_id,
    resourceIds: (row.resource_ids ?? []).map(Number),
    priceType: row.price_type,
    interval: row.interval,
    amountCents: row.amount_cents,
    weekdays: row.weekdays,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    createdAt: row.created_at,
  };
}

/** Checks the parts of a tariff that need no peer; returns the cleaned title and weekdays. */
export function checkTariff(input: NewTariff): {
  title: string;
  weekdays: number[];
  interval: TariffRule['interval'];
} {
  const title = cleanText('the title of a tariff', input.title, 255, true);
  if (input.priceType === null)
    throw invalid('a tariff is priced fixed per interval or flat per booked instance');
  let interval: TariffRule['interval'] = null;
  if (input.priceType === 'fixed') {
    if (input.interval === null || !(TARIFF_INTERVALS as readonly string[]).includes(input.interval)) {
      throw invalid('a fixed tariff is priced per minute, per 30 minutes, per hour or per day');
    }
    interval = input.interval as TariffRule['interval'];
  }
  checkCents('the amount of a tariff', input.amountCents);
  if (!Number.isSafeInteger(input.customerGroupId) || input.customerGroupId < 0)
    throw invalid('the customer group of a tariff is a group id, or 0 for all groups');
  if (input.resourceIds.length === 0) throw invalid('a tariff needs at least one resource');
  if (input.weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    throw invalid('weekdays are Monday to Sunday');
  for (const date of [input.validFrom, input.validTo]) {
    if (date !== null && !isDate(date))
      throw invalid(`validity dates are calendar dates (YYYY-MM-DD), got "${date}"`);
    if (date !== null && !isInYearRange(date))
      throw invalid(`validity dates lie from ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31, got "${date}"`);
  }
  if (input.validFrom !== null && input.validTo !== null && input.validTo < input.validFrom) {
    throw invalid('a tariff cannot end before it starts');
  }
  return { title, weekdays: [...new Set(input.weekdays)].sort(), interval };
}

export async function addTariff(
  db: Db,
  ports: { resources: ResourceNames; customers: CustomerGroups },
  context: CallContext,
  input: NewTariff,
): Promise<Tariff> {
  const { title, weekdays, interval } = checkTariff(input);
  const resourceIds = distinctIds('resource', input.resourceIds);
  const known = await ports.resources.describe(context, resourceIds);
  const unknown = resourceIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw notFound(`resource ${unknown} not found`);
  if (
    input.customerGroupId !== ALL_GROUPS &&
    !(await ports.customers.names(context)).has(input.customerGroupId)
  ) {
    throw notFound(`customer group ${input.customerGroupId} not found`);
  }
  const priceType = input.priceType as PriceType;
  const row = await transactionWithin(db, context, (trx) =>
    insertTariff(
      trx,
      context.managerId,
      {
        title,
        customer_group_id: input.customerGroupId,
        price_type: priceType,
        interval,
        amount_cents: input.amountCents,
        weekdays,
        valid_from: input.validFrom,
        valid_to: input.validTo,
      },
      resourceIds,
    ),
  );
  return {
    id: row.id,
    title,
    customerGroupId: input.customerGroupId,
    resourceIds: [...resourceIds].sort((a, b) => a - b),
    priceType,
    interval,
    amountCents: input.amountCents,
    weekdays,
    validFrom: input.validFrom,
    validTo: input.validTo,
    createdAt: row.created_at,
  };
}

export async function listTariffs(db: Executor, managerId: number): Promise<Tariff[]> {
  return (await selectTariffs(db, managerId)).map(toTariff);
}

/** The tariffs that may price instances of these resources for this group. */
export async function tariffsFor(
  db: Executor,
  managerId: number,
  resourceIds: readonly number[],
  customerGroupId: number | null,
): Promise<TariffRule[]> {
  return (await selectTariffsFor(db, managerId, resourceIds, customerGroupId)).map(toTariff);
}

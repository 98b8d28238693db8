// The price of a booking, computed when asked: loads the manager's setup (tax settings and
// rules, the tariffs of the booked resources, the selected items), the customer's default
// group and the resources' names through the ports, then prices with the pure domain.
import { DomainError, invalid, notFound, type CallContext, type ErrorKind } from '@venue/platform';
import type { Executor } from '../database.ts';
import { pricedItems } from '../item/item.service.ts';
import type { BillingPorts } from '../ports/index.ts';
import { priceBooking, type BookingFacts, type BookingPrice, type ResourceInfo, type TaxSetup } from '../pricing/index.ts';
import { tariffsFor } from '../tariff/tariff.service.ts';
import { selectTaxRuleRates } from '../tax-rule/tax-rule.repository.ts';
import { getTaxSettingsWithRate } from '../tax-settings/tax-settings.service.ts';

/** A booking has at most this many instances and item selections priced at once. */
const MAX_INSTANCES = 5000;
const MAX_ITEMS = 200;

function checkFacts(facts: BookingFacts): void {
  if (facts.instances.length > MAX_INSTANCES)
    throw invalid(`a booking is priced with at most ${MAX_INSTANCES} instances`);
  if (facts.items.length > MAX_ITEMS) throw invalid(`a booking is priced with at most ${MAX_ITEMS} items`);
  for (const instance of facts.instances) {
    if (
      !Number.isSafeInteger(instance.startMs) ||
      !Number.isSafeInteger(instance.endMs) ||
      instance.endMs <= instance.startMs
    ) {
      throw invalid('every booked instance ends after it starts');
    }
  }
}

async function taxSetup(db: Executor, managerId: number, customerGroupId: number | null): Promise<TaxSetup> {
  const [settings, rules] = await Promise.all([
    getTaxSettingsWithRate(db, managerId),
    customerGroupId === null ? [] : selectTaxRuleRates(db, managerId, customerGroupId),
  ]);
  return {
    vatActive: settings.vatActive,
    calculation: settings.calculation,
    defaultRateBp: settings.defaultRateBp,
    defaultCategory: settings.defaultCategory,
    rules: rules.map((rule) => ({
      customerGroupId: rule.customer_group_id,
      appliesTo: rule.applies_to,
      rateBp: rule.rate_bp,
      category: rule.category,
      exemptionReason: rule.exemption_reason,
    })),
  };
}

/** A booking's price, or the domain's refusal to price it (its resources, items or instances). */
export type PriceOutcome = { price: BookingPrice } | { refusal: DomainError };

/** The kinds of DomainError that are the domain's refusal of a booking; the others (a peer down or slow, a bug) are failures. */
const REFUSALS = new Set<ErrorKind>(['invalid', 'not_found', 'refused', 'conflict']);

/** A refusal of the domain as a booking's outcome; any other failure is thrown on (the caller may retry it). */
export function asRefusal(error: unknown): { refusal: DomainError } {
  if (error instanceof DomainError && REFUSALS.has(error.kind)) return { refusal: error };
  throw error;
}

/** The refusal `check` throws, if any. */
function refusalIn(check: () => void): { refusal: DomainError } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return asRefusal(error);
  }
}

/** Throws the refusal when one booking's resources are unknown or do not belong together. */
function checkResources(facts: BookingFacts, resources: ReadonlyMap<number, ResourceInfo>): void {
  const unknown = resourceIdsOf(facts).find((id) => !resources.has(id));
  if (unknown !== undefined) throw notFound(`resource ${unknown} not found`);
  if (resources.get(facts.mainResourceId)!.parentId !== null)
    throw invalid(`resource ${facts.mainResourceId} is a part, not a main resource`);
  for (const instance of facts.instances) {
    const info = resources.get(instance.resourceId)!;
    if (instance.resourceId !== facts.mainResourceId && info.parentId !== facts.mainResourceId) {
      throw invalid(`resource ${instance.resourceId} is not ${facts.mainResourceId} or one of its parts`);
    }
  }
}

const resourceIdsOf = (facts: BookingFacts): number[] => [
  ...new Set([facts.mainResourceId, ...facts.instances.map((i) => i.resourceId), ...facts.items.map((i) => i.resourceId)]),
];

/**
 * Prices bookings of one manager together, loading what they share once: the resources in one
 * call, each customer's group once, and per customer group one read each of the tax setup, the
 * tariffs and the items of all its bookings (a tariff of another booking's resource never applies
 * to this one's instances: selection matches by resource). A refusal is the booking's own; a peer
 * or database failure fails them all. Automation prices a batch of new bookings so (automation.ts),
 * a document its bookings, booking_price one.
 */
export async function priceManyBookingFacts(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  many: readonly BookingFacts[],
): Promise<PriceOutcome[]> {
  const { managerId } = context;
  // Checked before asking anyone, as each booking alone would be: one refused here asks no peer.
  const outcomes: (PriceOutcome | undefined)[] = many.map((facts) => refusalIn(() => checkFacts(facts)));
  const checked = many.filter((_facts, index) => !outcomes[index]);
  if (checked.length === 0) return outcomes as PriceOutcome[];
  const customerIds = [...new Set(checked.flatMap((facts) => (facts.customerId === null ? [] : [facts.customerId])))];
  const [resources, groups] = await Promise.all([
    ports.resources.describe(context, [...new Set(checked.flatMap(resourceIdsOf))]),
    Promise.all(customerIds.map((id) => ports.customers.defaultGroupOf(context, id).catch(asRefusal))),
  ]);
  const groupOf = new Map(customerIds.map((id, i) => [id, groups[i]!]));
  // The bookings that pass, grouped by their customer's group.
  const byGroup = new Map<number | null, number[]>();
  for (const [index, facts] of many.entries()) {
    if (outcomes[index]) continue;
    const group = facts.customerId === null ? null : groupOf.get(facts.customerId)!;
    if (group !== null && typeof group === 'object') {
      outcomes[index] = group;
      continue;
    }
    outcomes[index] = refusalIn(() => checkResources(facts, resources));
    if (!outcomes[index]) byGroup.set(group, [...(byGroup.get(group) ?? []), index]);
  }
  await Promise.all(
    [...byGroup].map(async ([customerGroupId, indexes]) => {
      const group = indexes.map((index) => many[index]!);
      // A part's tariffs and its main resource's both compete (see pricing/tariff-selection.ts).
      const tariffResourceIds = [
        ...new Set(
          group.flatMap((facts) => facts.instances.flatMap((i) => [i.resourceId, resources.get(i.resourceId)?.parentId ?? i.resourceId])),
        ),
      ];
      const [tax, tariffs, items] = await Promise.all([
        taxSetup(db, managerId, customerGroupId),
        tariffsFor(db, managerId, tariffResourceIds, customerGroupId),
        pricedItems(db, managerId, group.flatMap((facts) => facts.items)),
      ]);
      const setup = { timeZone: context.timezone, customerGroupId, resources, tariffs, items, tax };
      for (const index of indexes) {
        try {
          outcomes[index] = { price: priceBooking(many[index]!, setup) };
        } catch (error) {
          outcomes[index] = asRefusal(error);
        }
      }
    }),
  );
  return outcomes as PriceOutcome[];
}

export async function priceBookingFacts(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  facts: BookingFacts,
): Promise<BookingPrice> {
  const [outcome] = await priceManyBookingFacts(db, ports, context, [facts]);
  if ('refusal' in outcome!) throw outcome.refusal;
  return outcome!.price;
}

export async function priceStoredBooking(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  bookingId: number,
): Promise<BookingPrice> {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw notFound(`booking ${bookingId} not found`);
  return priceBookingFacts(db, ports, context, await ports.bookings.factsOf(context, bookingId));
}

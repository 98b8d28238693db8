// The price of a booking, computed when asked: loads the manager's setup (tax settings and
// rules, the tariffs of the booked resources, the selected items), the customer's default
// group and the resources' names through the ports, then prices with the pure domain.
import { invalid, notFound, type CallContext } from '@venue/platform';
import type { Executor } from '../database.ts';
import { pricedItems } from '../item/item.service.ts';
import type { BillingPorts } from '../ports/index.ts';
import { priceBooking, type BookingFacts, type BookingPrice, type TaxSetup } from '../pricing/index.ts';
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

export async function priceBookingFacts(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  facts: BookingFacts,
): Promise<BookingPrice> {
  checkFacts(facts);
  const { managerId } = context;
  const resourceIds = [
    ...new Set([
      facts.mainResourceId,
      ...facts.instances.map((i) => i.resourceId),
      ...facts.items.map((i) => i.resourceId),
    ]),
  ];
  const [resources, customerGroupId] = await Promise.all([
    ports.resources.describe(context, resourceIds),
    facts.customerId === null ? null : ports.customers.defaultGroupOf(context, facts.customerId),
  ]);
  const unknown = resourceIds.find((id) => !resources.has(id));
  if (unknown !== undefined) throw notFound(`resource ${unknown} not found`);
  if (resources.get(facts.mainResourceId)!.parentId !== null)
    throw invalid(`resource ${facts.mainResourceId} is a part, not a main resource`);
  for (const instance of facts.instances) {
    const info = resources.get(instance.resourceId)!;
    if (instance.resourceId !== facts.mainResourceId && info.parentId !== facts.mainResourceId) {
      throw invalid(`resource ${instance.resourceId} is not ${facts.mainResourceId} or one of its parts`);
    }
  }
  // A part's tariffs and its main resource's both compete (see pricing/tariff-selection.ts).
  const tariffResourceIds = [
    ...new Set(
      facts.instances.flatMap((i) => [i.resourceId, resources.get(i.resourceId)?.parentId ?? i.resourceId]),
    ),
  ];
  const [tax, tariffs, items] = await Promise.all([
    taxSetup(db, managerId, customerGroupId),
    tariffsFor(db, managerId, tariffResourceIds, customerGroupId),
    pricedItems(db, managerId, facts.items),
  ]);
  return priceBooking(facts, { timeZone: context.timezone, customerGroupId, resources, tariffs, items, tax });
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

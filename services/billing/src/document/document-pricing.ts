// Prices the bookings of a document from billing's own booking facts (kept from bookings'
// events) with the same pricing as booking_price, and turns the priced rows into the rows a
// document snapshots.
import { checkDeadline, type CallContext } from '@venue/platform';
import type { Insertable } from 'kysely';
import { priceManyBookingFacts } from '../booking-price/booking-price.service.ts';
import type { BookingFactRecord } from '../booking-fact/booking-fact.table.ts';
import type { Executor } from '../database.ts';
import type { BillingPorts } from '../ports/index.ts';
import type { BookingFacts, BookingPrice, Calculation } from '../pricing/types.ts';
import type { DocumentRowTable } from './document.table.ts';

/** A row to store, with its booking's title (kept on the document's link to the booking). */
export type RowValues = Omit<Insertable<DocumentRowTable>, 'document_id' | 'manager_id' | 'position'> & { booking_title: string };

export interface PricedDocument {
  rows: RowValues[];
  netCents: number;
  taxCents: number;
  grossCents: number;
  vatActive: boolean;
  calculation: Calculation;
}

export function pricingFacts(fact: BookingFactRecord): BookingFacts {
  return {
    mainResourceId: fact.main_resource_id,
    customerId: fact.customer_id,
    instances: fact.instances.map((i) => ({
      id: i.id,
      resourceId: i.resource_id,
      startMs: Date.parse(i.from),
      endMs: Date.parse(i.to),
    })),
    items: fact.items.map((i) => ({
      kind: i.kind,
      resourceId: i.resource_id,
      itemId: i.item_id,
      quantity: i.quantity,
    })),
  };
}

/** The rows of all bookings, booking by booking in id order; totals are the sums of the rows. */
export async function priceDocument(
  db: Executor,
  ports: BillingPorts,
  context: CallContext,
  facts: readonly BookingFactRecord[],
): Promise<PricedDocument> {
  // Up to 100 bookings, each asking peers: stop at the caller's deadline (none on the event path).
  checkDeadline(context);
  const sorted = [...facts].sort((a, b) => a.booking_id - b.booking_id);
  const outcomes = await priceManyBookingFacts(db, ports, context, sorted.map(pricingFacts));
  // The first booking refused, in id order, refuses the document.
  const prices = outcomes.map((outcome) => {
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.price;
  });
  return documentOfPrices(sorted, prices);
}

/** The document of bookings priced (`prices[i]` is the price of `facts[i]`), rows in that order. */
export function documentOfPrices(facts: readonly BookingFactRecord[], prices: readonly BookingPrice[]): PricedDocument {
  const priced: PricedDocument = {
    rows: [],
    netCents: 0,
    taxCents: 0,
    grossCents: 0,
    vatActive: false,
    calculation: 'vertical',
  };
  for (const [index, fact] of facts.entries()) {
    const price = prices[index]!;
    priced.vatActive = price.vatActive;
    priced.calculation = price.calculation;
    for (const row of price.rows) {
      priced.rows.push({
        kind: row.kind,
        booking_id: fact.booking_id,
        booking_title: fact.title,
        instance_id: row.instanceId,
        resource_id: row.resourceId,
        resource_name: row.resourceName,
        item_id: row.itemId,
        name: row.name,
        starts_at: new Date(row.startMs),
        ends_at: new Date(row.endMs),
        price_type: row.priceType,
        interval: row.interval,
        quantity: row.quantity,
        units: row.units,
        unit_cents: row.unitAmountCents,
        net_cents: row.netCents,
        tax_rate_bp: row.taxRateBp,
        tax_category: row.taxCategory,
        tax_exemption_reason: row.taxExemptionReason,
        tax_cents: row.taxCents,
        gross_cents: row.grossCents,
      });
      priced.netCents += row.netCents;
      priced.taxCents += row.taxCents;
      priced.grossCents += row.grossCents;
    }
  }
  return priced;
}

/** A cancellation's row: the same row with every amount negated. */
export function negated<T extends RowValues>(row: T): T {
  return {
    ...row,
    unit_cents: -row.unit_cents,
    net_cents: -row.net_cents,
    tax_cents: -row.tax_cents,
    gross_cents: -row.gross_cents,
  };
}

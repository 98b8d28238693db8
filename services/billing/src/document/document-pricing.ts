// Prices the bookings of a document from billing's own booking facts (kept from bookings'
// events) with the same pricing as booking_price, and turns the priced rows into the rows a
// document snapshots.
import { checkDeadline, type CallContext } from '@venue/platform';
import type { Insertable } from 'kysely';
import { priceBookingFacts } from '../booking-price/booking-price.service.ts';
import type { BookingFactRecord } from '../booking-fact/booking-fact.table.ts';
import type { Executor } from '../database.ts';
import type { BillingPorts } from '../ports/index.ts';
import type { BookingFacts, Calculation } from '../pricing/types.ts';
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
  const priced: PricedDocument = {
    rows: [],
    netCents: 0,
    taxCents: 0,
    grossCents: 0,
    vatActive: false,
    calculation: 'vertical',
  };
  for (const fact of [...facts].sort((a, b) => a.booking_id - b.booking_id)) {
    // Up to 100 bookings, each asking peers: stop at the caller's deadline (none on the event path).
    checkDeadline(context);
    const price = await priceBookingFacts(db, ports, context, pricingFacts(fact));
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

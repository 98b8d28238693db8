// The features (services) and inventory of booking answers (spec 2.3): the bookings service
// knows which items a booking selected and how many; billing knows their names, cost prices and
// the price that applies to the booking's customer. One DescribeSelections call covers every
// booking of an answer, and none is made when no booking selected anything.
import type { billing, bookings } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import type { ServiceClients } from '../clients.ts';
import { intervalWord } from '../billing/billing.v2.ts';
import { numberOfCents } from '../billing/decimal.ts';

export interface SelectedItemV2 {
  rule_interval: string;
  rule_price: number;
  rule_name: string;
  price_cost: number;
  quantity: string;
}

export interface ResourceItems {
  features: Record<string, SelectedItemV2>;
  inventory: Record<string, SelectedItemV2>;
}

export interface BookingItems {
  /** The items of one resource entry of a booking (selections on its parts included). */
  of(booking: bookings.Booking__Output, entry: bookings.ResourceEntry__Output): ResourceItems;
}

const key = (customerId: number, itemId: number) => `${customerId}:${itemId}`;

export async function bookingItems(
  clients: Pick<ServiceClients, 'billing'>,
  context: CallContext,
  answered: readonly bookings.Booking__Output[],
): Promise<BookingItems> {
  const pairs = new Map<string, billing.CustomerItem>();
  for (const booking of answered) {
    const customerId = booking.customer_id ?? 0;
    for (const item of booking.items)
      pairs.set(key(customerId, item.item_id), { customer_id: customerId, item_id: item.item_id });
  }
  const described = new Map<string, billing.SelectedItem__Output>();
  if (pairs.size > 0) {
    const { items } = await clients.billing.DescribeSelections({ pairs: [...pairs.values()] }, context);
    for (const item of items) described.set(key(item.customer_id, item.item_id), item);
  }

  return {
    of(booking, entry) {
      const result: ResourceItems = { features: {}, inventory: {} };
      const resourceIds = new Set([
        entry.resource_id,
        ...entry.instances.map((instance) => instance.resource_id),
      ]);
      for (const selection of booking.items) {
        if (!resourceIds.has(selection.resource_id)) continue;
        const info = described.get(key(booking.customer_id ?? 0, selection.item_id));
        const target = selection.kind === 'ITEM_KIND_SERVICE' ? result.features : result.inventory;
        const id = String(selection.item_id);
        // One item selected on the main resource and on a part: one entry, the quantities added.
        const quantity = Number(target[id]?.quantity ?? 0) + selection.quantity;
        target[id] = {
          rule_interval: info ? intervalWord(info.interval) : '',
          rule_price: info ? numberOfCents(info.amount_cents) : 0,
          rule_name: info?.name ?? '',
          price_cost: info ? numberOfCents(info.price_cost_cents) : 0,
          quantity: String(quantity),
        };
      }
      return result;
    },
  };
}

/** No items: for answers that do not show them. */
export const NO_ITEMS: BookingItems = { of: () => ({ features: {}, inventory: {} }) };

/**
 * booking_add's item selections, checked by billing before the booking is stored: an item not
 * offered on the booked resource or a quantity above stock is refused (400), another manager's
 * or an unknown item is not found (404), and nothing is written.
 */
export async function checkItemSelections(
  clients: Pick<ServiceClients, 'billing'>,
  context: CallContext,
  request: bookings.AddBookingRequest,
): Promise<void> {
  const items = request.items ?? [];
  if (items.length === 0) return;
  await clients.billing.CheckSelections(
    {
      main_resource_id: request.main_resource_id,
      part_ids: request.part_ids ?? [],
      items: items.map((item) => ({
        kind: item.kind === 'ITEM_KIND_SERVICE' ? 'ITEM_KIND_SERVICE' : 'ITEM_KIND_INVENTORY',
        resource_id: item.resource_id,
        item_id: item.item_id,
        quantity: item.quantity,
      })),
    },
    context,
  );
}

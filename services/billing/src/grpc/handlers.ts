// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import { isoWeekdayOf, localDateOf, weekdayEnumOf, ymdOf } from '@venue/contracts';
import { implement, type Logger, type MemoryBudget } from '@venue/platform';
import type { DocumentDeps } from '../document/document.service.ts';
import { documentHandlers } from './document-handlers.ts';
import { issuerHandlers } from './issuer-handlers.ts';
import { priceBookingFacts, priceStoredBooking } from '../booking-price/booking-price.service.ts';
import { checkBookingSelections, describeSelections } from '../booking-price/selections.service.ts';
import { addItem, listItems, type Item } from '../item/item.service.ts';
import type { BookingPrice, SelectedItem } from '../pricing/types.ts';
import { addTariff, listTariffs, type Tariff } from '../tariff/tariff.service.ts';
import { addTaxRate, listTaxRates, type TaxRate } from '../tax-rate/tax-rate.service.ts';
import { addTaxRule } from '../tax-rule/tax-rule.service.ts';
import { getTaxSettings, setTaxSettings, type TaxSettings } from '../tax-settings/tax-settings.service.ts';
import type { billing } from './contract.ts';
import {
  appliesTo,
  calculation,
  interval,
  itemKind,
  priceType,
  rowKind,
} from './enums.ts';

const toTaxRate = (rate: TaxRate): billing.TaxRate => ({
  id: rate.id,
  name: rate.name,
  rate_bp: rate.rateBp,
  category: rate.category,
  exemption_reason: rate.exemptionReason,
});

const toTaxSettings = (settings: TaxSettings): billing.TaxSettings => ({
  vat_active: settings.vatActive,
  calculation: calculation.toProto(settings.calculation),
  default_tax_rate_id: settings.defaultTaxRateId ?? 0,
});

function toTariff(tariff: Tariff): billing.Tariff {
  return {
    id: tariff.id,
    title: tariff.title,
    customer_group_id: tariff.customerGroupId,
    resource_ids: tariff.resourceIds,
    price_type: priceType.toProto(tariff.priceType),
    interval: tariff.interval === null ? 'INTERVAL_UNSPECIFIED' : interval.toProto(tariff.interval),
    amount_cents: tariff.amountCents,
    weekdays: tariff.weekdays.map(weekdayEnumOf),
    ...(tariff.validFrom !== null && { valid_from: localDateOf(tariff.validFrom) }),
    ...(tariff.validTo !== null && { valid_to: localDateOf(tariff.validTo) }),
    created_at_ms: tariff.createdAt.getTime(),
  };
}

function toItem(item: Item): billing.Item {
  return {
    id: item.id,
    kind: itemKind.toProto(item.kind),
    name: item.name,
    description: item.description,
    image: item.image,
    created_at_ms: item.createdAt.getTime(),
    ...(item.inventory !== null && {
      inventory: {
        inventory_no: item.inventory.inventoryNo,
        type: item.inventory.type,
        model: item.inventory.model,
        serial_no: item.inventory.serialNo,
        quantity: item.inventory.quantity,
        price_cost_cents: item.inventory.priceCostCents,
      },
    }),
    prices: item.prices.map((price) => ({
      id: price.id,
      amount_cents: price.amountCents,
      customer_groups: price.customerGroups,
      interval: interval.toProto(price.interval),
      tax_rate_id: price.taxRateId,
      tax_rate_bp: price.taxRateBp,
    })),
    resources: item.resources,
  };
}

function toBookingPrice(price: BookingPrice): billing.BookingPrice {
  return {
    rows: price.rows.map((row) => ({
      kind: rowKind.toProto(row.kind),
      resource_id: row.resourceId,
      resource_name: row.resourceName,
      instance_id: row.instanceId,
      start_ms: row.startMs,
      end_ms: row.endMs,
      item_id: row.itemId,
      name: row.name,
      tariff_id: row.tariffId,
      item_price_id: row.itemPriceId,
      price_type: priceType.toProto(row.priceType),
      interval: row.interval === null ? 'INTERVAL_UNSPECIFIED' : interval.toProto(row.interval),
      quantity: row.quantity,
      units: row.units,
      unit_amount_cents: row.unitAmountCents,
      net_cents: row.netCents,
      tax_rate_bp: row.taxRateBp,
      tax_cents: row.taxCents,
      gross_cents: row.grossCents,
    })),
    net_cents: price.netCents,
    tax_cents: price.taxCents,
    gross_cents: price.grossCents,
    taxes: price.taxes.map((tax) => ({
      rate_bp: tax.rateBp,
      net_cents: tax.netCents,
      tax_cents: tax.taxCents,
    })),
    vat_active: price.vatActive,
    calculation: calculation.toProto(price.calculation),
    customer_group_id: price.customerGroupId,
  };
}

function toSelection(selection: billing.ItemSelection__Output): SelectedItem {
  return {
    // An unspecified kind matches no item: NOT_FOUND, like an unknown id.
    kind: itemKind.toDomain(selection.kind) ?? 'inventory',
    resourceId: selection.resource_id,
    itemId: selection.item_id,
    quantity: selection.quantity,
  };
}

/** The service's dependencies, and the heavy read budget the largest list (unbilled) reserves in. */
export function billingHandlers(deps: DocumentDeps & { heavyReads: MemoryBudget }, logger: Logger): billing.BillingServiceHandlers {
  const { db, ports } = deps;
  return implement<billing.BillingServiceHandlers>(
    {
      ...documentHandlers(deps),
      ...issuerHandlers(db),

      // Writes take the whole context: its deadline bounds their transaction.
      async AddTaxRate(request, context) {
        return toTaxRate(await addTaxRate(db, context, {
            name: request.name,
            rateBp: request.rate_bp,
            category: request.category,
            exemptionReason: request.exemption_reason,
          }));
      },

      async ListTaxRates(_request, { managerId }) {
        return { tax_rates: (await listTaxRates(db, managerId)).map(toTaxRate) };
      },

      async SetTaxSettings(request, context) {
        const settings = await setTaxSettings(db, context, {
          vatActive: request.vat_active,
          calculation: calculation.toDomain(request.calculation),
          defaultTaxRateId: request.default_tax_rate_id === 0 ? null : request.default_tax_rate_id,
        });
        return toTaxSettings(settings);
      },

      async GetTaxSettings(_request, { managerId }) {
        return toTaxSettings(await getTaxSettings(db, managerId));
      },

      async AddTaxRule(request, context) {
        const rule = await addTaxRule(db, ports.customers, context, {
          customerGroupId: request.customer_group_id,
          taxRateId: request.tax_rate_id,
          appliesTo: appliesTo.toDomain(request.applies_to),
        });
        return {
          id: rule.id,
          customer_group_id: rule.customerGroupId,
          tax_rate_id: rule.taxRateId,
          applies_to: appliesTo.toProto(rule.appliesTo),
        };
      },

      async AddTariff(request, context) {
        const tariff = await addTariff(db, ports, context, {
          title: request.title,
          customerGroupId: request.customer_group_id,
          resourceIds: request.resource_ids,
          priceType: priceType.toDomain(request.price_type),
          interval: interval.toDomain(request.interval),
          amountCents: request.amount_cents,
          weekdays: request.weekdays.map(isoWeekdayOf),
          validFrom: request.valid_from ? ymdOf(request.valid_from) : null,
          validTo: request.valid_to ? ymdOf(request.valid_to) : null,
        });
        return toTariff(tariff);
      },

      async ListTariffs(_request, { managerId }) {
        return { tariffs: (await listTariffs(db, managerId)).map(toTariff) };
      },

      async AddItem(request, context) {
        const inventory = request.inventory ?? null;
        const item = await addItem(db, ports, context, {
          kind: itemKind.toDomain(request.kind),
          name: request.name,
          description: request.description,
          image: request.image,
          inventory:
            inventory === null
              ? null
              : {
                  inventoryNo: inventory.inventory_no,
                  type: inventory.type,
                  model: inventory.model,
                  serialNo: inventory.serial_no,
                  quantity: inventory.quantity,
                  priceCostCents: inventory.price_cost_cents,
                },
          prices: request.prices.map((price) => ({
            amountCents: price.amount_cents,
            customerGroupIds: price.customer_group_ids,
            interval: interval.toDomain(price.interval),
            taxRateId: price.tax_rate_id,
          })),
          resourceIds: request.resource_ids,
        });
        return toItem(item);
      },

      async ListItems(request, context) {
        return { items: (await listItems(db, ports, context, itemKind.toDomain(request.kind))).map(toItem) };
      },

      async PriceBooking(request, context) {
        const price = await priceBookingFacts(db, ports, context, {
          mainResourceId: request.main_resource_id,
          customerId: request.customer_id === 0 ? null : request.customer_id,
          instances: request.instances.map((i) => ({
            id: i.id,
            resourceId: i.resource_id,
            startMs: i.start_ms,
            endMs: i.end_ms,
          })),
          items: request.items.map(toSelection),
        });
        return toBookingPrice(price);
      },

      async PriceBookingById(request, context) {
        return toBookingPrice(await priceStoredBooking(db, ports, context, request.booking_id));
      },

      async CheckSelections(request, context) {
        await checkBookingSelections(db, ports, context, {
          mainResourceId: request.main_resource_id,
          partIds: request.part_ids,
          items: request.items.map(toSelection),
        });
        return {};
      },

      async DescribeSelections(request, context) {
        const described = await describeSelections(
          db,
          ports,
          context,
          request.pairs.map((pair) => ({
            customerId: pair.customer_id === 0 ? null : pair.customer_id,
            itemId: pair.item_id,
          })),
        );
        return {
          items: described.map((item) => ({
            customer_id: item.customerId ?? 0,
            item_id: item.itemId,
            kind: itemKind.toProto(item.kind),
            name: item.name,
            price_cost_cents: item.priceCostCents,
            interval: item.interval === null ? 'INTERVAL_UNSPECIFIED' : interval.toProto(item.interval),
            amount_cents: item.amountCents,
          })),
        };
      },
    },
    logger,
  );
}

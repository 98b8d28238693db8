// Manager endpoints for what things cost (outside v2, same key auth and envelope): tax rates,
// settings and rules, tariffs, inventory items and services, and the price of a booking.
// Writes answer {id, message} like the v2 writes; lists answer arrays.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import {
  BookingPriceQuery,
  InventoryAddBody,
  ServiceAddBody,
  TariffAddBody,
  TaxRateAddBody,
  TaxRuleAddBody,
  TaxSettingsSetBody,
} from '../../schemas/billing.ts';
import {
  basisPointsOf,
  decodeItemPrices,
  toAddItemRequest,
  toAddTariffRequest,
} from '../../billing/billing.params.ts';
import { bookingPriceOut, tariffOut, taxSettingsOut } from '../../billing/billing.v2.ts';
import type { ServiceClients } from '../../clients.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

const APPLIES_TO = { main: 'APPLIES_TO_MAIN', part: 'APPLIES_TO_PART', both: 'APPLIES_TO_BOTH' } as const;

/** prices arrives as JSON, a JSON string or a form list: one array before the schema sees it. */
const decodePrices = {
  preValidation: async (request: { body: unknown }) => {
    const body = request.body;
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      decodeItemPrices(body as Record<string, unknown>);
  },
};

export const internalBillingRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (
  app,
  { clients },
) => {
  const billing = clients.billing;

  app.post(
    '/tax_rate_add',
    { schema: { ...internal, summary: 'Add a tax rate', body: TaxRateAddBody } },
    async (request) => {
      const rate = await billing.AddTaxRate(
        {
          name: request.body.name,
          rate_bp: basisPointsOf('rate', request.body.rate),
          category: request.body.category ?? '',
          exemption_reason: request.body.exemption_reason ?? '',
        },
        callContext(request),
      );
      return ok({ id: rate.id, message: 'Tax rate added' });
    },
  );

  app.post(
    '/tax_settings_set',
    {
      schema: {
        ...internal,
        summary: 'Set VAT on or off, the calculation method and the default tax rate',
        body: TaxSettingsSetBody,
      },
    },
    async (request) => {
      const { vat_active, calculation, default_tax_rate_id } = request.body;
      const context = callContext(request);
      await billing.SetTaxSettings(
        {
          vat_active: vat_active === 1,
          calculation: calculation === 'horizontal' ? 'CALCULATION_HORIZONTAL' : 'CALCULATION_VERTICAL',
          default_tax_rate_id: default_tax_rate_id ?? 0,
        },
        context,
      );
      // Settings are one record per manager: its id is the manager's.
      return ok({ id: context.managerId, message: 'Tax settings saved' });
    },
  );

  app.get(
    '/tax_settings',
    {
      schema: {
        ...internal,
        summary: 'Tax settings and the tax rates',
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const context = callContext(request);
      const [settings, rates] = await Promise.all([
        billing.GetTaxSettings({}, context),
        billing.ListTaxRates({}, context),
      ]);
      return ok(taxSettingsOut(settings, rates.tax_rates));
    },
  );

  app.post(
    '/tax_rule_add',
    { schema: { ...internal, summary: 'Give a customer group another tax rate', body: TaxRuleAddBody } },
    async (request) => {
      const { customer_group_id, tax_rate_id, applies_to } = request.body;
      const rule = await billing.AddTaxRule(
        { customer_group_id, tax_rate_id, applies_to: APPLIES_TO[applies_to] },
        callContext(request),
      );
      return ok({ id: rule.id, message: 'Tax rule added' });
    },
  );

  app.post(
    '/tariff_add',
    { schema: { ...internal, summary: 'Add a tariff', body: TariffAddBody } },
    async (request) => {
      const tariff = await billing.AddTariff(toAddTariffRequest(request.body), callContext(request));
      return ok({ id: tariff.id, message: 'Tariff added' });
    },
  );

  app.get(
    '/tariff_list',
    { schema: { ...internal, summary: 'Tariffs', querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const context = callContext(request);
      const { tariffs } = await billing.ListTariffs({}, context);
      return ok(tariffs.map((tariff) => tariffOut(tariff, context.timezone)));
    },
  );

  app.post(
    '/inventory_add',
    { schema: { ...internal, summary: 'Add an inventory item', body: InventoryAddBody }, ...decodePrices },
    async (request) => {
      const item = await billing.AddItem(toAddItemRequest('inventory', request.body), callContext(request));
      return ok({ id: item.id, message: 'Inventory item added' });
    },
  );

  app.post(
    '/service_add',
    { schema: { ...internal, summary: 'Add a service', body: ServiceAddBody }, ...decodePrices },
    async (request) => {
      const item = await billing.AddItem(toAddItemRequest('service', request.body), callContext(request));
      return ok({ id: item.id, message: 'Service added' });
    },
  );

  app.get(
    '/booking_price',
    {
      schema: {
        ...internal,
        summary: 'The priced rows of a booking with totals',
        querystring: BookingPriceQuery,
      },
    },
    async (request) => {
      const context = callContext(request);
      const price = await billing.PriceBookingById({ booking_id: request.query.booking_id }, context);
      return ok(bookingPriceOut(request.query.booking_id, price, context.timezone));
    },
  );
};

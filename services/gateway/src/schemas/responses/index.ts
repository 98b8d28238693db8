// A response schema for every route, so that /openapi.json describes every field of every
// answer. They are attached by an onRoute hook from one table keyed by "METHOD url", which keeps
// the route files about requests only.
//
// The schemas document; they never shape the bytes. Fastify would otherwise serialise through
// fast-json-stringify, which drops fields the schema lacks, coerces types and reorders: every
// route with a schema here is serialised by JSON.stringify, exactly as without one.
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { billingResponses } from './billing.ts';
import { bookingResponses } from './bookings.ts';
import { customerResponses } from './customers.ts';
import { documentResponses } from './documents.ts';
import { eventResponses } from './events.ts';
import { healthResponses } from './health.ts';
import { internalResponses } from './internal.ts';
import { invoiceResponses } from './invoices.ts';
import { issuerResponses } from './issuer.ts';
import { profileResponses } from './profile.ts';
import { resourceResponses } from './resources.ts';
import { calendarFeedResponses, webhookResponses } from './webhooks.ts';

export const RESPONSE_SCHEMAS: Record<string, Record<string, TSchema>> = {
  ...healthResponses,
  ...resourceResponses,
  ...profileResponses,
  ...customerResponses,
  ...bookingResponses,
  ...internalResponses,
  ...billingResponses,
  ...documentResponses,
  ...issuerResponses,
  ...invoiceResponses,
  ...eventResponses,
  ...webhookResponses,
  ...calendarFeedResponses,
};

const asJsonStringify: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** The table entry of a route; HEAD answers like the GET it mirrors. */
function schemasOf(method: string, url: string): Record<string, TSchema> | undefined {
  return RESPONSE_SCHEMAS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** Register before the routes: the hook sees only routes added after it. */
export function attachResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = methods
      .map((method) => schemasOf(method, route.url))
      .find((found) => found !== undefined);
    if (!response) return;
    route.schema = { ...route.schema, response: route.schema?.response ?? response };
    route.serializerCompiler ??= asJsonStringify;
  });
}

// The gateway as a Fastify application, built from its dependencies (server.ts only listens).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isTracingEnabled, type Logger } from '@venue/platform';
import type { ServiceClients } from './clients.ts';
import type { GatewayConfig } from './config.ts';
import type { Db } from './database.ts';
import { KeyResolver } from './api-key/api-key.service.ts';
import { KeyRevocations } from './api-key/key-revocations.ts';
import envelope, { failure } from './plugins/envelope.ts';
import strictBody from './plugins/strict-body.ts';
import lifecycle, { type Lifecycle } from './plugins/lifecycle.ts';
import { limitRequestsInFlight } from './plugins/in-flight-limit.ts';
import metrics from './plugins/metrics.ts';
import requestId, { requestIdOptions } from './plugins/request-id.ts';
import { parsePhpQuery } from './plugins/php-query.ts';
import { protectWithApiKeys } from './plugins/api-key-auth.ts';
import { idempotentWrites } from './plugins/idempotency.ts';
import { attachResponseSchemas } from './schemas/responses/index.ts';
import type { OwnerVersions } from '@venue/platform';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { healthRoutes } from './routes/health.ts';
import { resourceRoutes } from './routes/v2/resources.ts';
import { profileRoutes } from './routes/v2/profile.ts';
import { internalResourceRoutes } from './routes/internal/resources.ts';
import { customerRoutes } from './routes/v2/customers.ts';
import { internalCustomerRoutes } from './routes/internal/customers.ts';
import { bookingRoutes } from './routes/v2/bookings.ts';
import { billingRoutes } from './routes/v2/billing.ts';
import { internalBillingRoutes } from './routes/internal/billing.ts';
import { internalDocumentRoutes } from './routes/internal/documents.ts';
import { internalEInvoiceRoutes } from './routes/internal/einvoices.ts';
import { internalIssuerRoutes } from './routes/internal/issuer.ts';
import { PARTY_FORMATS } from './schemas/party-formats.ts';
import { invoiceRoutes } from './routes/v2/invoices.ts';
import { eventRoutes } from './routes/v2/events.ts';
import { internalEventRoutes } from './routes/internal/events.ts';
import { internalWebhookRoutes } from './routes/internal/webhooks.ts';
import { internalCalendarFeedRoutes } from './routes/internal/calendar-feeds.ts';
import { feedRoutes } from './routes/feeds.ts';

export interface AppDependencies {
  config: GatewayConfig;
  logger: Logger;
  db: Db;
  limiter: RateLimiter;
  catalogVersions: OwnerVersions;
  clients: ServiceClients;
  /** Set to draining on shutdown, so that readiness fails before the server closes. */
  lifecycle?: Lifecycle;
}


// Errors Fastify answers before any route or error handler runs. Their default bodies are not in
// the envelope, and a malformed URL would be echoed back whole, api_secret_key included.
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'a path parameter is too long' },
};

function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    failure(status === 400 ? 'malformed HTTP request' : (STATUS_CODES[status] ?? 'client error')),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    ...requestIdOptions,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parsePhpQuery },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, formats: PARTY_FORMATS } },
    frameworkErrors: (error, request, reply) => {
      const known = FRAMEWORK_ERRORS[error.code] ?? {
        status: error.statusCode ?? 500,
        message: 'internal error',
      };
      (reply as FastifyReply).status(known.status).header('x-request-id', request.id).send(failure(known.message));
      // No route, so no onResponse hook: log the completion the request logger would have.
      request.log.info({ res: { statusCode: known.status } }, 'request completed');
    },
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Request spans with their route and hooks, under the HTTP server span (tracing on only).
  if (isTracingEnabled()) {
    // Loaded only when tracing is on: with it off, no OpenTelemetry code is loaded (memory).
    const { FastifyOtelInstrumentation } = await import('@fastify/otel');
    await app.register(new FastifyOtelInstrumentation({ ignorePaths: ({ url }) => /^\/(healthz|readyz|metrics)$/.test(url) }).plugin());
  }
  await app.register(requestId);
  await app.register(metrics);
  await app.register(envelope);
  await app.register(strictBody);
  attachResponseSchemas(app);
  await app.register(formbody, { parser: parsePhpQuery, bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Venue API',
        version: '2',
        description:
          'Reservation and venue management, API v2. Every call carries api_secret_key (query string on GET, body on POST). ' +
          'Operations tagged "internal" are manager endpoints outside the v2 contract.',
      },
      tags: [
        { name: 'resources', description: 'Venues and their parts' },
        { name: 'profile', description: 'The manager profile' },
        { name: 'customers', description: "The manager's customers" },
        { name: 'bookings', description: 'Bookings, booking requests and availability' },
        { name: 'invoices', description: 'Invoices and cancellation invoices' },
        { name: 'billing', description: 'Inventory items and services with their prices' },
        { name: 'internal', description: 'Internal manager endpoints (not part of API v2)' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const state = deps.lifecycle ?? { draining: false };
  await app.register(lifecycle, { lifecycle: state });
  await app.register(healthRoutes, { db: deps.db, limiter: deps.limiter, lifecycle: state });

  const keys = new KeyResolver(deps.db, config.KEY_CACHE_TTL_MS);
  // A revoked key stops working at once on every replica (Redis pub/sub; the TTL bounds it without Redis).
  const revocations = new KeyRevocations({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, resolver: keys, logger: deps.logger });
  await revocations.start();
  app.addHook('onClose', async () => revocations.stop());
  const defaults = { cooldownMs: config.RATE_COOLDOWN_MS, dailyQuota: config.RATE_DAILY_QUOTA };
  // Calendar feeds: the token in the URL is the key (calendar apps send no API key); bounded like the API.
  await app.register(async (feeds) => {
    limitRequestsInFlight(feeds, config.MAX_REQUESTS_IN_FLIGHT);
    await feeds.register(feedRoutes, { clients: deps.clients, db: deps.db });
  });
  await app.register(async (api) => {
    limitRequestsInFlight(api, config.MAX_REQUESTS_IN_FLIGHT);
    protectWithApiKeys(api, { keys, limiter: deps.limiter, catalogVersions: deps.catalogVersions, defaults });
    idempotentWrites(api, { db: deps.db, grpcDeadlineMs: config.GRPC_DEADLINE_MS });
    await api.register(resourceRoutes, { prefix: '/api/v2', clients: deps.clients });
    await api.register(profileRoutes, { prefix: '/api/v2', db: deps.db });
    await api.register(internalResourceRoutes, { prefix: '/api/internal', clients: deps.clients });
    await api.register(customerRoutes, { prefix: '/api/v2', clients: deps.clients });
    await api.register(internalCustomerRoutes, { prefix: '/api/internal', clients: deps.clients });
    await api.register(bookingRoutes, { prefix: '/api/v2', clients: deps.clients, db: deps.db });
    await api.register(billingRoutes, { prefix: '/api/v2', clients: deps.clients });
    await api.register(internalBillingRoutes, { prefix: '/api/internal', clients: deps.clients });
    await api.register(internalDocumentRoutes, { prefix: '/api/internal', clients: deps.clients, db: deps.db });
    await api.register(internalEInvoiceRoutes, { prefix: '/api/internal', clients: deps.clients, db: deps.db });
    await api.register(internalIssuerRoutes, { prefix: '/api/internal', clients: deps.clients, db: deps.db });
    await api.register(invoiceRoutes, { prefix: '/api/v2', clients: deps.clients, db: deps.db });
    await api.register(eventRoutes, { prefix: '/api/v2', clients: deps.clients });
    await api.register(internalEventRoutes, { prefix: '/api/internal', clients: deps.clients });
    await api.register(internalWebhookRoutes, { prefix: '/api/internal', clients: deps.clients, db: deps.db });
    await api.register(internalCalendarFeedRoutes, { prefix: '/api/internal', clients: deps.clients, db: deps.db });
  });
  return app;
}

// Prometheus metrics of the gateway: GET /metrics (the process's registry, the same text format
// the services serve on their metrics ports) and the duration of every answer by method, route
// template (never a raw id or key) and status.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectProcessMetrics, DURATION_BUCKETS, histogram, metricsRegistry } from '@venue/platform';

const httpDuration = histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
});

export default fp(async function metrics(app: FastifyInstance) {
  collectProcessMetrics();
  app.addHook('onResponse', async (request, reply) => {
    // No matched route (a 404 for an unknown path): one label, not one series per path tried.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
});

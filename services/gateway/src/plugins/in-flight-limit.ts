// Load shedding: at most MAX_REQUESTS_IN_FLIGHT API requests are worked on at once; the next one
// is answered 503 with Retry-After at once, before its body is read. Without a bound, an overload
// queues requests in the gateway until their gRPC deadline answers them 504 seconds later, and
// every one of them holds its socket, buffers and call meanwhile: the bench's booking burst kept
// about a thousand in flight and took the gateway to the edge of its memory. Health, metrics and
// docs are outside this scope, so probes answer whatever the load.
//
// A refusal is answered here, not thrown to the error handler, which logs every 503 with its
// stack: under an overload that was hundreds of log lines a second, written exactly when the
// gateway has no time to spare. The metric counts every refusal; the log says at most once per
// SHED_LOG_INTERVAL_MS how many there were.
import type { FastifyInstance } from 'fastify';
import { counter, gauge } from '@venue/platform';
import { failure } from './envelope.ts';

export const IN_FLIGHT_MESSAGE = 'the gateway is busy with other requests; retry in a moment';

const refusals = counter({
  name: 'http_requests_shed_total',
  help: 'API requests answered 503 at once because MAX_REQUESTS_IN_FLIGHT were being worked on',
});

const inFlightGauge = gauge({
  name: 'http_requests_in_flight',
  help: 'API requests being worked on (at most MAX_REQUESTS_IN_FLIGHT)',
});

const SHED_LOG_INTERVAL_MS = 10_000;

export function limitRequestsInFlight(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  let shedSinceLog = 0;
  let lastLog = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= maxInFlight) {
      refusals.inc();
      shedSinceLog += 1;
      if (Date.now() - lastLog >= SHED_LOG_INTERVAL_MS) {
        request.log.warn({ shed: shedSinceLog, maxInFlight }, 'shedding load: API requests answered 503 at once');
        shedSinceLog = 0;
        lastLog = Date.now();
      }
      return reply.status(503).header('Retry-After', '1').send(failure(IN_FLIGHT_MESSAGE));
    }
    inFlight += 1;
    inFlightGauge.inc();
    // 'close' comes once, whether the answer was sent or the client went away first.
    reply.raw.once('close', () => {
      inFlight -= 1;
      inFlightGauge.dec();
    });
  });
}

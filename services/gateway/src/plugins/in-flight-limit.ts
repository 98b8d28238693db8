// Load shedding: at most MAX_REQUESTS_IN_FLIGHT API requests are worked on at once; the next one
// is answered 503 with Retry-After at once, before its body is read. Without a bound, an overload
// queues requests in the gateway until their gRPC deadline answers them 504 seconds later, and
// every one of them holds its socket, buffers and call meanwhile: the bench's booking burst kept
// about a thousand in flight and took the gateway to the edge of its memory. Health, metrics and
// docs are outside this scope, so probes answer whatever the load.
import type { FastifyInstance } from 'fastify';
import { counter, DomainError, gauge } from '@venue/platform';

export const IN_FLIGHT_MESSAGE = 'the gateway is busy with other requests; retry in a moment';

const refusals = counter({
  name: 'http_requests_shed_total',
  help: 'API requests answered 503 at once because MAX_REQUESTS_IN_FLIGHT were being worked on',
});

const inFlightGauge = gauge({
  name: 'http_requests_in_flight',
  help: 'API requests being worked on (at most MAX_REQUESTS_IN_FLIGHT)',
});

export function limitRequestsInFlight(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  app.addHook('onRequest', async (_request, reply) => {
    if (inFlight >= maxInFlight) {
      refusals.inc();
      reply.header('Retry-After', '1');
      throw new DomainError('unavailable', IN_FLIGHT_MESSAGE);
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

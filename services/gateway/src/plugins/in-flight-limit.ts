// Load shedding: at most MAX_REQUESTS_IN_FLIGHT API requests are worked on at once, and fewer while
// the event loop is saturated; the next one is answered 503 with Retry-After at once, before its
// body is read. Without a bound, an overload queues requests in the gateway until their gRPC
// deadline answers them 504 seconds later, and every one of them holds its socket, buffers and
// call meanwhile: the bench's booking burst kept about a thousand in flight and took the gateway
// to the edge of its memory. Health, metrics and docs are outside this scope, so probes answer
// whatever the load.
//
// The count alone does not protect a gateway whose own CPU is the bottleneck (a slow machine, or
// one shared with the services): its loop then stays busy with the requests it has, long before
// 500 are in flight, and node (libuv ≥ 1.45) accepts one new connection per loop iteration. With
// iterations of 100–300 ms, new connections piled up in the kernel's listen queue, overflowed it,
// and their clients waited out SYN retries or were reset (bench overload scenario, services pinned
// to one core: hundreds of ECONNRESETs, none shed). So the loop's utilization is sampled every
// SAMPLE_MS: while it is saturated the limit falls (to what is in flight, less a quarter, never
// below SATURATED_FLOOR), and it grows back by a tenth per sample once the loop has time again.
// Shed requests cost the loop little, its iterations stay short, and connections keep being
// accepted and answered.
//
// A refusal is answered here, not thrown to the error handler, which logs every 503 with its
// stack: under an overload that was hundreds of log lines a second, written exactly when the
// gateway has no time to spare. The metric counts every refusal; the log says at most once per
// SHED_LOG_INTERVAL_MS how many there were.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { counter, gauge } from '@venue/platform';
import { failure } from './envelope.ts';

export const IN_FLIGHT_MESSAGE = 'the gateway is busy with other requests; retry in a moment';

const refusals = counter({
  name: 'http_requests_shed_total',
  help: 'API requests answered 503 at once because MAX_REQUESTS_IN_FLIGHT (or fewer, the event loop saturated) were being worked on',
});

const inFlightGauge = gauge({
  name: 'http_requests_in_flight',
  help: 'API requests being worked on (at most MAX_REQUESTS_IN_FLIGHT)',
});

const limitGauge = gauge({
  name: 'http_requests_in_flight_limit',
  help: 'API requests worked on at once before the next is shed: MAX_REQUESTS_IN_FLIGHT, lower while the event loop is saturated',
});

const SHED_LOG_INTERVAL_MS = 10_000;
/** How often the event loop's utilization is sampled. */
export const SAMPLE_MS = 100;
/** The share of a sample the loop was busy from which it counts as saturated. */
const SATURATED = 0.95;
/**
 * Saturated or not, this many requests are always worked on at once: a client with a pool of
 * that many connections (the bench's race has 50) is served in turn rather than refused, and a
 * loop iteration over that many requests still accepts the next connection within tens of ms.
 */
export const SATURATED_FLOOR = 64;

/**
 * The limit of requests in flight: `max`, lowered while the loop is saturated (see above). `at`
 * reads the loop's utilization since the last sample; exported for its unit test.
 */
export function saturationLimit(max: number, floor = Math.min(max, SATURATED_FLOOR)) {
  let limit = max;
  return {
    get value() {
      return limit;
    },
    /** One sample: the loop's busy share since the last one, and the requests in flight now. */
    sample(utilization: number, inFlight: number): number {
      limit =
        utilization >= SATURATED
          ? Math.max(floor, Math.floor(Math.min(limit, inFlight) * 0.75))
          : Math.min(max, limit + Math.max(1, Math.floor(limit / 10)));
      return limit;
    },
  };
}

export function limitRequestsInFlight(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  let shedSinceLog = 0;
  let lastLog = 0;
  const limit = saturationLimit(maxInFlight);
  limitGauge.set(limit.value);
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const sampler = setInterval(() => {
    const now = performance.eventLoopUtilization();
    limitGauge.set(limit.sample(performance.eventLoopUtilization(now, last).utilization, inFlight));
    last = now;
  }, SAMPLE_MS);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));

  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= limit.value) {
      refusals.inc();
      shedSinceLog += 1;
      if (Date.now() - lastLog >= SHED_LOG_INTERVAL_MS) {
        request.log.warn(
          { shed: shedSinceLog, maxInFlight, limit: limit.value },
          'shedding load: API requests answered 503 at once',
        );
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

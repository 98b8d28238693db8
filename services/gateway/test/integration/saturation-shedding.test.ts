// Load shedding while the gateway's own event loop is saturated (plugins/in-flight-limit.ts): far
// fewer than MAX_REQUESTS_IN_FLIGHT requests in flight, a loop kept busy lowers the limit to what is
// in flight (never below SATURATED_FLOOR), the next request is answered 503 with Retry-After, and
// once the loop has time again requests are worked on as before. A Fastify app with the plugin and
// one route that holds its requests until released, over real HTTP; the test's own busy loop is
// the saturation (the app runs in this process).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { eventually } from '@venue/testing';
import { IN_FLIGHT_MESSAGE, limitRequestsInFlight, SAMPLE_MS, SATURATED_FLOOR } from '../../src/plugins/in-flight-limit.ts';

const MAX_REQUESTS_IN_FLIGHT = 500;
const HELD = SATURATED_FLOOR + 6;

let app: FastifyInstance;
let baseUrl: string;
let release: () => void;
const released = new Promise<void>((resolve) => (release = resolve));
/** Held requests that reached their handler. */
let entered = 0;

before(async () => {
  app = Fastify();
  await app.register(async (api) => {
    limitRequestsInFlight(api, MAX_REQUESTS_IN_FLIGHT);
    api.get('/held', async () => {
      entered += 1;
      await released;
      return { held: true };
    });
    api.get('/quick', async () => ({ quick: true }));
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  release();
  await app?.close();
});

/**
 * A request held until released. Sent again while shed: sending 70 at once may itself saturate
 * this process's loop for a moment (and the machine may be busy), which lowers the limit.
 */
async function hold(): Promise<number> {
  for (;;) {
    const status = (await fetch(`${baseUrl}/held`)).status;
    if (status !== 503) return status;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

/** Keeps this process's event loop busy (and so the app's) until stopped: 20 ms blocked of every 21. */
function saturate(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 20;
    while (performance.now() < until) {
      // busy: the loop is saturated
    }
  }, 1);
  return () => clearInterval(timer);
}

test('a saturated loop sheds past the floor, far below MAX_REQUESTS_IN_FLIGHT; with time again it works on more', async () => {
  const held = Array.from({ length: HELD }, hold);
  await eventually('the held requests in flight', async () => (entered === HELD ? true : undefined));
  const stop = saturate();
  let shed: Response;
  try {
    shed = await eventually('a request shed while the loop is saturated', async () => {
      const answer = await fetch(`${baseUrl}/quick`);
      return answer.status === 503 ? answer : undefined;
    });
  } finally {
    stop();
  }
  assert.equal(shed.headers.get('retry-after'), '1');
  assert.deepEqual(await shed.json(), { data: IN_FLIGHT_MESSAGE, total: 0, success: false });

  // The loop idle again: the limit grows back a tenth per sample, and the held requests stay served.
  await eventually('the limit grown back past the held requests', async () =>
    (await fetch(`${baseUrl}/quick`)).status === 200 ? true : undefined,
  );
  release();
  assert.deepEqual(await Promise.all(held), Array(HELD).fill(200));
});

// Prometheus metrics: the gateway's /metrics and every gRPC service's metrics port answer the
// text format, and their series move with the traffic: HTTP requests by route template (never a
// raw id or key), gRPC calls by method and code, rate-limit refusals by reason, the outbox and
// the consumers, document numbers, database pools and the process itself.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  autoInvoicingVenue,
  book,
  eventually,
  expectOk,
  freePort,
  newManager,
  startTestStack,
  type TestStack,
} from '@venue/testing';

let stack: TestStack;
const metricsPorts: Record<string, number> = {};

before(async () => {
  for (const service of ['resources', 'customers', 'bookings', 'billing'])
    metricsPorts[service] = await freePort();
  const env = (service: string) => ({ METRICS_PORT: String(metricsPorts[service]) });
  stack = await startTestStack({
    resourcesEnv: env('resources'),
    customersEnv: env('customers'),
    bookingsEnv: env('bookings'),
    billingEnv: env('billing'),
  });
});
after(async () => {
  await stack?.stop();
});

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
  return response.text();
}

/** The value of the series `name` whose labels include `labels` (summed over the others), or 0. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, wanted]) => found[key] === wanted)) sum += Number(match[3]);
  }
  return sum;
}

const gatewayMetrics = () => scrape(`${stack.baseUrl}/metrics`);

test('the gateway counts answers by route template, method and status; never a raw id or key', async () => {
  const m = await newManager(stack);
  const route = { method: 'GET', route: '/api/v2/resource/:id', status_code: '200' };
  const before = value(await gatewayMetrics(), 'http_request_duration_seconds_count', route);
  const id = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  expectOk(await m.get(`/api/v2/resource/${id}`));
  expectOk(await m.get(`/api/v2/resource/${id}`));
  assert.equal((await m.get('/api/v2/resource/999999999')).status, 404);
  assert.equal((await fetch(`${stack.baseUrl}/no/such/path/${id}?api_secret_key=${m.apiKey}`)).status, 404);

  const text = await gatewayMetrics();
  assert.equal(value(text, 'http_request_duration_seconds_count', route) - before, 2);
  assert.ok(
    value(text, 'http_request_duration_seconds_count', {
      route: '/api/v2/resource/:id',
      status_code: '404',
    }) >= 1,
  );
  assert.ok(
    value(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }) >= 1,
  );
  assert.ok(
    value(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) >= 2,
    'a histogram',
  );
  assert.ok(!text.includes(`/${id}"`), 'no raw id in a label');
  assert.ok(!text.includes(m.apiKey), 'no key anywhere');
  assert.ok(value(text, 'process_resident_memory_bytes') > 0, 'process metrics');
  assert.match(text, /^nodejs_eventloop_lag_p99_seconds \d/m, 'event-loop lag (sampled every 100 ms)');
  assert.ok(
    value(text, 'db_pool_connections', { pool: 'gateway', state: 'idle' }) >= 0 &&
      text.includes('db_pool_connections{pool="gateway"'),
  );
});

test('rate-limit refusals are counted by reason', async () => {
  const m = await newManager(stack, { cooldownMs: 60_000 });
  const before = value(await gatewayMetrics(), 'rate_limit_refusals_total', { reason: 'cooldown' });
  expectOk(await m.get('/api/v2/resource_list'));
  assert.equal((await m.get('/api/v2/resource_list')).status, 429);
  assert.equal(
    value(await gatewayMetrics(), 'rate_limit_refusals_total', { reason: 'cooldown' }) - before,
    1,
  );
});

test('every gRPC service serves /metrics on its port: calls by method and code, the outbox, consumers, numbers and pools move', async () => {
  const venue = await autoInvoicingVenue(stack);
  const bookingsUrl = `http://127.0.0.1:${metricsPorts.bookings}/metrics`;
  const before = await scrape(bookingsUrl);
  const addOk = { grpc_method: 'AddBooking', grpc_code: 'OK' };

  const bookingId = await book(venue);
  // The same slot again: refused by the exclusion constraint (its own gRPC code).
  const booked = expectOk(await venue.m.get(`/api/v2/booking/${bookingId}`));
  const instance = booked.resources[0].instances[0];
  const again = await venue.m.post('/api/v2/booking_add', {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: instance.from.slice(0, 10),
    date_to: instance.to.slice(0, 10),
    time_from: instance.from.slice(11),
    time_to: instance.to.slice(11),
    main_resource: venue.hall,
    resource_parts: { [venue.hall]: [] },
    ignore_opening_times: '1',
  });
  assert.equal(again.status, 409);
  await eventually('the automatic invoice', async () =>
    (expectOk(await venue.m.get('/api/v2/invoice_list')) as unknown[]).length === 1 ? true : undefined,
  );

  for (const [service, port] of Object.entries(metricsPorts)) {
    const text = await scrape(`http://127.0.0.1:${port}/metrics`);
    assert.ok(
      text.includes('# TYPE grpc_server_handling_seconds histogram'),
      `${service} serves the gRPC histogram`,
    );
    assert.ok(value(text, 'process_cpu_seconds_total') > 0, `${service} serves process metrics`);
  }
  await eventually('the consumers to finish', async () => {
    const text = await scrape(bookingsUrl);
    return (
      value(text, 'events_processed_total', { outcome: 'ok' }) -
        value(before, 'events_processed_total', { outcome: 'ok' }) >=
      3
    );
  });
  const after = await scrape(bookingsUrl);
  assert.equal(
    value(after, 'grpc_server_handling_seconds_count', addOk) -
      value(before, 'grpc_server_handling_seconds_count', addOk),
    1,
  );
  const conflicts = { grpc_method: 'AddBooking', grpc_code: 'ALREADY_EXISTS' };
  const aborted = { grpc_method: 'AddBooking', grpc_code: 'ABORTED' };
  assert.equal(
    value(after, 'grpc_server_handling_seconds_count', conflicts) +
      value(after, 'grpc_server_handling_seconds_count', aborted) -
      value(before, 'grpc_server_handling_seconds_count', conflicts) -
      value(before, 'grpc_server_handling_seconds_count', aborted),
    1,
    'the refused double booking, by its code',
  );
  assert.equal(
    value(after, 'document_numbers_issued_total', { type: 'invoice' }) -
      value(before, 'document_numbers_issued_total', { type: 'invoice' }),
    1,
  );
  for (const outbox of ['bookings', 'billing', 'customers']) {
    assert.ok(after.includes(`outbox_backlog_events{outbox="${outbox}"}`), `the ${outbox} outbox backlog`);
    assert.ok(
      after.includes(`outbox_oldest_event_age_seconds{outbox="${outbox}"}`),
      `the ${outbox} outbox age`,
    );
  }
  assert.ok(/events_consumer_lag\{durable="[^"]+",state="pending"\} \d+/.test(after), 'consumer lag');
  assert.ok(after.includes('# TYPE events_redelivered_total counter'), 'redeliveries');
  for (const pool of ['resources', 'customers', 'bookings', 'billing']) {
    assert.ok(after.includes(`db_pool_connections{pool="${pool}",state="in_use"}`), `the ${pool} pool`);
  }
});

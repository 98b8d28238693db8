// Smoke test of a running Venue through its gateway only, as a client sees it:
//   node deploy/ci/smoke.mjs <gateway base URL> <api key> [--metrics <service>=<url> ...]
//     [--otlp-port <port>]
// readyz, then resource_add (a venue and a part), booking_add on the part, booking_list,
// customer_add, inventory_list and webhook_list (so every service answers at least one call). Then:
// --metrics: scrapes the gateway's <base>/metrics and each <service>=<url> (a gRPC service's
//   metrics port) and checks the series those calls must have left (request and gRPC call counts,
//   DB pool, outbox, process metrics).
// --otlp-port: before the calls, starts an OTLP/HTTP sink on 127.0.0.1:<port> (POST /v1/traces,
//   counted; the JSON body names each span's service.name) and, after them, waits until spans
//   arrived from the gateway and at least one gRPC service (the services export in batches).
// Prints one line per step; exits non-zero at the first failed step.
import { createServer } from 'node:http';

const args = process.argv.slice(2);
const [base, apiKey] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const option = (name) => args.flatMap((arg, i) => (args[i - 1] === name ? [arg] : []));
const metricsTargets = option('--metrics').map((pair) => pair.split(/=(.*)/s).slice(0, 2));
const otlpPort = Number(option('--otlp-port')[0] ?? 0);
if (!base || !apiKey) {
  console.error(
    'usage: node deploy/ci/smoke.mjs <base url> <api key> [--metrics name=url ...] [--otlp-port port]',
  );
  process.exit(2);
}

// The OTLP sink: started first, so that the spans of the calls below have somewhere to go.
const traces = { requests: 0, services: new Set() };
let sink;
if (otlpPort) {
  sink = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url.split('?')[0] !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      traces.requests += 1;
      const body = Buffer.concat(chunks);
      try {
        // OTLP/JSON (@opentelemetry/exporter-trace-otlp-http's default).
        for (const { resource } of JSON.parse(body.toString('utf8')).resourceSpans ?? []) {
          const name = resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
          if (name) traces.services.add(name);
        }
      } catch {
        // OTLP/protobuf: the service name is in the body as plain bytes.
        for (const match of body.toString('latin1').matchAll(/venue-[a-z]+/g)) traces.services.add(match[0]);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(otlpPort, '127.0.0.1', resolve);
  });
  console.log(`  smoke: OTLP sink listening on 127.0.0.1:${otlpPort}`);
}

// The gateway's per-key cooldown (RATE_COOLDOWN_MS, 50 ms by default) refuses back-to-back calls.
const pause = () => new Promise((resolve) => setTimeout(resolve, 120));

async function call(method, path, body) {
  await pause();
  const init =
    method === 'GET'
      ? {}
      : {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ api_secret_key: apiKey, ...body }),
        };
  const url =
    method === 'GET'
      ? `${base}${path}${path.includes('?') ? '&' : '?'}api_secret_key=${apiKey}`
      : `${base}${path}`;
  const response = await fetch(url, init);
  const answer = await response.json();
  if (!response.ok || answer.success !== true)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function step(name, run) {
  try {
    const detail = await run();
    console.log(`  smoke: ${name} ok${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    console.log(`  smoke: ${name} FAILED: ${error.message}`);
    sink?.closeAllConnections();
    process.exit(1);
  }
}

await step('readyz', async () => {
  const response = await fetch(`${base}/readyz`);
  if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
  return (await response.text()).trim();
});
let venueId;
let partId;
await step('resource_add', async () => {
  venueId = (await call('POST', '/api/v2/resource_add', { title: 'Main hall' })).data.id;
  partId = (await call('POST', '/api/v2/resource_add', { title: 'Stage', parent_id: venueId })).data.id;
  return `venue ${venueId}, part ${partId}`;
});
let bookingId;
await step('booking_add', async () => {
  const answer = await call('POST', '/api/v2/booking_add', {
    booking_mode: 'direct_booking',
    recurring: 0,
    date_from: '2030-12-02',
    date_to: '2030-12-02',
    time_from: '18:00',
    time_to: '20:00',
    main_resource: venueId,
    resource_parts: { [venueId]: [partId] },
    title: 'Smoke test',
  });
  bookingId = (Array.isArray(answer.data) ? answer.data[0] : answer.data).id;
  if (!bookingId) throw new Error(`no booking id in ${JSON.stringify(answer)}`);
  return `booking ${bookingId}`;
});
await step('booking_list', async () => {
  const answer = await call(
    'GET',
    `/api/v2/booking_list?resource_id=${venueId}&date_from=2030-12-01&date_to=2030-12-31`,
  );
  if (answer.total < 1) throw new Error(`expected the new booking, got ${JSON.stringify(answer)}`);
  return `${answer.total} booking(s)`;
});
await step('customer_add', async () => {
  const answer = await call('POST', '/api/v2/customer_add', {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
  });
  return `customer ${(Array.isArray(answer.data) ? answer.data[0] : answer.data).id}`;
});
await step('inventory_list', async () => {
  const answer = await call('GET', '/api/v2/inventory_list');
  return `${answer.data.length} item(s)`;
});
await step('webhook_list', async () => {
  const answer = await call('GET', '/api/internal/webhook_list');
  return `${answer.data.length} webhook endpoint(s)`;
});

// Prometheus text format -> [{ name, labels, value }].
function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return parseMetrics(await response.text());
}

/** Each expectation: [description, metric name, labels that must match, least value]. */
function expect(samples, expectations) {
  const missing = expectations.filter(
    ([, name, labels = {}, least = 0]) =>
      !samples.some(
        (s) =>
          s.name === name && s.value >= least && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      ),
  );
  if (missing.length > 0) throw new Error(`missing ${missing.map(([what]) => what).join('; ')}`);
  return `${samples.length} samples`;
}

const processSeries = [
  ['process_resident_memory_bytes', 'process_resident_memory_bytes', {}, 1],
  ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_seconds'],
];
if (metricsTargets.length > 0) {
  await step('metrics gateway', async () =>
    expect(await scrape(`${base}/metrics`), [
      ...[
        ['POST', '/api/v2/resource_add', 2],
        ['POST', '/api/v2/booking_add', 1],
        ['GET', '/api/v2/booking_list', 1],
        ['POST', '/api/v2/customer_add', 1],
      ].map(([method, route, least]) => [
        `${method} ${route} 200 x${least}`,
        'http_request_duration_seconds_count',
        { method, route, status_code: '200' },
        least,
      ]),
      [
        'http_request_duration_seconds_bucket',
        'http_request_duration_seconds_bucket',
        { route: '/api/v2/resource_add', le: '+Inf' },
      ],
      ...processSeries,
    ]),
  );
  const outboxes = new Set(['customers', 'bookings', 'billing']);
  for (const [service, url] of metricsTargets) {
    await step(`metrics ${service}`, async () =>
      expect(await scrape(url), [
        [
          'grpc_server_handling_seconds_count{grpc_code="OK"}',
          'grpc_server_handling_seconds_count',
          { grpc_code: 'OK' },
          1,
        ],
        ['grpc_server_handling_seconds_bucket', 'grpc_server_handling_seconds_bucket', { le: '+Inf' }],
        ['db_pool_connections{state="idle"}', 'db_pool_connections', { state: 'idle' }],
        ...(outboxes.has(service)
          ? [[`outbox_backlog_events{outbox="${service}"}`, 'outbox_backlog_events', { outbox: service }]]
          : []),
        ...processSeries,
      ]),
    );
  }
}

if (sink) {
  await step('traces', async () => {
    // Spans leave in batches (every 5 s by default): wait for all five, accept the gateway and one service.
    const wanted = ['venue-gateway', 'venue-resources', 'venue-customers', 'venue-bookings', 'venue-billing'];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !wanted.every((name) => traces.services.has(name))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    sink.close();
    sink.closeAllConnections();
    const seen = [...traces.services].sort().join(', ') || 'none';
    const services = wanted.slice(1).filter((name) => traces.services.has(name));
    if (!traces.services.has('venue-gateway') || services.length === 0)
      throw new Error(`${traces.requests} export(s), spans from: ${seen}`);
    return `${traces.requests} export(s), spans from: ${seen}`;
  });
}

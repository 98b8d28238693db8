// Smoke test of a running Venue through its gateway only, as a client sees it:
//   node deploy/ci/smoke.mjs <gateway base URL> <api key>
// readyz, then resource_add (a venue and a part), booking_add on the part, booking_list, and
// customer_add. Prints one line per step; exits non-zero at the first failed step.
const [base, apiKey] = process.argv.slice(2);
if (!base || !apiKey) {
  console.error('usage: node deploy/ci/smoke.mjs <base url> <api key>');
  process.exit(2);
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

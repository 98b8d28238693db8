// CI check of @venue/testcontainers (deploy/ci/run.sh; not part of npm test, since it needs the
// images): start Venue as a consumer would, use the API, stop, and leave no container behind.
//   TESTCONTAINERS_RYUK_DISABLED=true npx tsx packages/testcontainers/ci/smoke.ts
import assert from 'node:assert/strict';
import { startVenue } from '../src/index.ts';

const started = Date.now();
const venue = await startVenue({ environment: { RATE_COOLDOWN_MS: '0' } });
try {
  console.log(`started in ${Date.now() - started} ms: ${venue.baseUrl}, manager ${venue.managerId}`);
  const profile = await fetch(`${venue.baseUrl}/api/v2/profile?api_secret_key=${venue.apiKey}`);
  assert.equal(profile.status, 200, await profile.clone().text());
  const added = await fetch(`${venue.baseUrl}/api/v2/resource_add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_secret_key: venue.apiKey, title: 'Main hall' }),
  });
  const answer = (await added.json()) as { success: boolean; data: { id: number } };
  assert.equal(answer.success, true, JSON.stringify(answer));
  console.log(`profile 200, resource_add id ${answer.data.id}`);
} finally {
  await venue.stop();
}
const baseUrlGone = await fetch(`${venue.baseUrl}/readyz`).then(
  () => false,
  () => true,
);
assert.ok(baseUrlGone, 'the gateway still answers after stop()');
console.log(`stopped; ${Date.now() - started} ms in all`);

// Availability's bound (at most 200,000 slots a search): a search beyond it is refused with its
// figures before any work; the largest it allows is answered, and answering it does not make the
// process grow by more than 150 MB. (The in-process stack runs
// the gateway and bookings in this one process, so this is both of them together.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectOk, newManager, startTestStack, type TestStack } from '@venue/testing';

let stack: TestStack;

before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

test('the largest allowed availability search is answered within 150 MB of growth', async () => {
  // UTC: every day has 1,440 minutes (a DST day would have 60 fewer slots).
  const m = await newManager(stack, { timezone: 'UTC' });
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  // 1 resource × 138 days × 1,440 one-minute slots = 198,720 slots, the most under 200,000.
  const query = { resource_id: hall, date_from: '2031-01-01', date_to: '2031-05-18', duration: '00:01' };
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const answer = expectOk(await m.get('/api/v2/availability', query));
    const slots = Object.values(answer[0].dates as Record<string, unknown[]>).reduce(
      (sum, day) => sum + day.length,
      0,
    );
    assert.equal(slots, 198_720);
  } finally {
    clearInterval(sampler);
  }
  const grown = (peak - before) / 1024 / 1024;
  assert.ok(grown < 150, `the process grew by ${grown.toFixed(0)} MB at its peak`);
  // One day more is refused before any work.
  const larger = await m.get('/api/v2/availability', { ...query, date_to: '2031-05-19' });
  assert.equal(larger.status, 400);
});

test('an availability search that could offer more slots than allowed is refused before any work', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  // A year of hourly slots: answered.
  const hourly = expectOk(
    await m.get('/api/v2/availability', {
      resource_id: hall,
      date_from: '2031-01-01',
      date_to: '2031-12-31',
    }),
  );
  assert.equal(Object.keys(hourly[0].dates).length, 365);
  // A year of one-minute slots (525,600): refused with the reason.
  const minutes = await m.get('/api/v2/availability', {
    date_from: '2031-01-01',
    date_to: '2031-12-31',
    duration: '00:01',
  });
  assert.equal(minutes.status, 400);
  assert.equal(
    minutes.body.data,
    'this search could offer up to 525600 slots (1 resources × 365 days × 1440 a day); at most 200000 are allowed: ' +
      'ask for fewer days or resources, a longer duration or a shorter time window',
  );
});

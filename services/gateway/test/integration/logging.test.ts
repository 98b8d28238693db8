// No gateway log line may carry an API key, however the key was sent and whatever the outcome.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import { rawFetch, sleep } from '../helpers.ts';

const BODY_LIMIT = 2048;

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ gatewayEnv: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
});
after(async () => {
  await stack?.stop();
});

/** Waits until the gateway has logged the completion of `count` requests (logged after the answer). */
async function completedRequests(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  const completed = () => stack.gatewayLogs.filter((line) => line.includes('"request completed"')).length;
  while (completed() < count && Date.now() < deadline) await sleep(20);
  assert.ok(completed() >= count, `only ${completed()} of ${count} requests logged`);
}

test('after GETs, POSTs and failing requests with keys, no log line contains a key', async () => {
  const { apiKey } = await stack.createManager();
  const limited = await stack.createManager({ cooldownMs: 60_000 });
  const unknownKey = 'never-issued-key-ABCDEFGHIJKLMNOP';
  const before = stack.gatewayLogs.filter((line) => line.includes('"request completed"')).length;

  const answers = [
    // Successes: GET with the key in the query, POST with it in JSON and in a form body.
    await stack.get('/api/v2/profile', { api_secret_key: apiKey }),
    await stack.get('/api/v2/resource_list', { api_secret_key: apiKey, other: 'value' }),
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Logged hall' }),
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Form hall' }, { form: true }),
    // A body key plus a query key.
    await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'Both' },
      { query: { api_secret_key: apiKey } },
    ),
    // Failures: unknown key, wrong place, validation, rate limit, unknown endpoint, bad bodies.
    await stack.get('/api/v2/profile', { api_secret_key: unknownKey }),
    await stack.post(
      '/api/v2/resource_add',
      { title: 'No key in body' },
      { query: { api_secret_key: apiKey } },
    ),
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: '' }),
    await stack.get('/api/v2/resource/abc', { api_secret_key: apiKey }),
    await stack.get('/api/v2/profile', { api_secret_key: limited.apiKey }),
    await stack.get('/api/v2/profile', { api_secret_key: limited.apiKey }),
    await stack.get('/api/v2/does_not_exist', { api_secret_key: apiKey }),
    await stack.post('/api/v2/resource_add', `{"api_secret_key":"${apiKey}", "title": }`),
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x'.repeat(BODY_LIMIT * 2) }),
    await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'x'.repeat(BODY_LIMIT * 2) },
      { form: true },
    ),
  ];
  const statuses = answers.map((answer) => answer.status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 401, 401, 400, 400, 200, 429, 404, 400, 413, 413]);

  // Keys in the URL spelled the ways a query parser still understands.
  const spellings = [
    `/api/v2/profile?api_secret_key=${apiKey}&x=1`,
    `/api/v2/profile?x=1&api_secret_key=${apiKey}`,
    `/api/v2/profile?api%5Fsecret%5Fkey=${apiKey}`,
    `/api/v2/profile?API_SECRET_KEY=${apiKey}`,
    `/api/v2/profile?api_secret_key[0]=${apiKey}`,
    `/api/v2/profile?api_secret_key%5B0%5D=${apiKey}`,
    `/api/v2/profile?api_secret_key=${apiKey}&api_secret_key=${apiKey}`,
    `/api/v2/%E0%A4%A?api_secret_key=${apiKey}`,
    `/api/v2/resource/${'9'.repeat(150)}?api_secret_key=${apiKey}`,
  ];
  for (const path of spellings) await rawFetch(stack, path);

  await completedRequests(before + answers.length + spellings.length);

  const secrets = [apiKey, limited.apiKey, unknownKey];
  const leaking = stack.gatewayLogs.filter((line) => secrets.some((secret) => line.includes(secret)));
  assert.deepEqual(leaking, [], 'log lines carry an API key');

  const urls = stack.gatewayLogs
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .map((entry) => entry.req?.url)
    .filter((url): url is string => url !== undefined);
  assert.ok(urls.includes('/api/v2/profile?api_secret_key=[REDACTED]'), urls.join('\n'));
  assert.ok(urls.includes('/api/v2/resource_list?api_secret_key=[REDACTED]&other=value'), urls.join('\n'));
  assert.ok(urls.includes('/api/v2/profile?api%5Fsecret%5Fkey=[REDACTED]'), urls.join('\n'));
  assert.ok(
    urls.some((url) => url.startsWith('/api/v2/resource_add?api_secret_key=[REDACTED]')),
    urls.join('\n'),
  );
});

test('a failing request with the key in a bad body is not logged with its body', async () => {
  const { apiKey } = await stack.createManager();
  const before = stack.gatewayLogs.filter((line) => line.includes('"request completed"')).length;
  expectFailure(await stack.post('/api/v2/resource_add', `{"api_secret_key":"${apiKey}",,}`), 400);
  expectFailure(
    await stack.post('/api/v2/resource_add', `api_secret_key=${apiKey}&title=${'t'.repeat(300)}`, {
      form: true,
    }),
    400,
  );
  expectOk(await stack.get('/api/v2/profile', { api_secret_key: apiKey }));
  await completedRequests(before + 3);
  assert.deepEqual(
    stack.gatewayLogs.filter((line) => line.includes(apiKey)),
    [],
  );
});

test('every log line is JSON from the gateway', () => {
  for (const line of stack.gatewayLogs) {
    const entry = JSON.parse(line) as { service?: string; level?: number };
    assert.equal(entry.service, 'gateway');
    assert.equal(typeof entry.level, 'number');
  }
});

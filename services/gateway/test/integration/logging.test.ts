// No gateway log line may carry an API key, however the key was sent and whatever the outcome.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import { rawFetch, sleep } from '../helpers.ts';

const BODY_LIMIT = 2048;

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'], gatewayEnv: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
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

test('a key under another name, in the path, matrix-style or encoded is never logged', async () => {
  const { apiKey } = await stack.createManager();
  const body = apiKey.slice(3);
  // Keys of older formats: 32 base64url characters without the prefix, and hex.
  const legacy = 'Zx9-Qw8_Er7Ty6Ui5Op4As3Df2Gh1Jk0L';
  const hex = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
  const before = stack.gatewayLogs.filter((line) => line.includes('"request completed"')).length;
  const paths = [
    `/api/v2/profile?key=${apiKey}`,
    `/api/v2/profile?apisecretkey=${apiKey}`,
    `/api/v2/profile?api-key=${apiKey}`,
    `/api/v2/profile?x=1&apiKey=${apiKey}&y=2`,
    `/api/v2/profile?api_secret=${apiKey}`,
    `/api/v2/profile?api%2Dkey=${apiKey}`,
    `/api/v2/resource/${apiKey}`,
    `/api/v2/resource/${apiKey}?api_secret_key=${apiKey}`,
    `/api/v2/${apiKey}/profile`,
    `/api/v2/profile;api_secret_key=${apiKey}`,
    `/api/v2/profile;api_secret_key=${apiKey}?x=1`,
    `/api/v2/profile?x=1;api_secret_key=${apiKey}`,
    `/api/v2/profile?q=vk%5F${body}`,
    `/api/v2/profile?q=%76%6B_${body}`,
    `/api/v2/resource/${legacy}`,
    `/api/v2/profile?q=${legacy}`,
    `/api/v2/profile?token=${hex}`,
    `/api/v2/resource/${hex}`,
  ];
  const statuses = [];
  for (const path of paths) statuses.push((await rawFetch(stack, path)).status);
  // Requests still reach the gateway and are answered (the key was never where the API takes it).
  assert.ok(
    statuses.every((status) => status >= 400 && status < 500),
    statuses.join(','),
  );
  await completedRequests(before + paths.length);

  const secrets = [apiKey, body, legacy, hex];
  const leaking = stack.gatewayLogs.filter((line) => secrets.some((secret) => line.includes(secret)));
  assert.deepEqual(leaking, [], 'log lines carry an API key');
  const urls = stack.gatewayLogs
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .map((entry) => entry.req?.url)
    .filter((url): url is string => url !== undefined);
  for (const expected of [
    '/api/v2/profile?key=[REDACTED]',
    '/api/v2/resource/[REDACTED]',
    '/api/v2/[REDACTED]/profile',
    '/api/v2/profile;api_secret_key=[REDACTED]?x=1',
    '/api/v2/profile?x=1&apiKey=[REDACTED]&y=2',
  ]) {
    assert.ok(urls.includes(expected), `${expected} not among\n${urls.join('\n')}`);
  }
});

test('every log line is JSON from the gateway', () => {
  for (const line of stack.gatewayLogs) {
    const entry = JSON.parse(line) as { service?: string; level?: number };
    assert.equal(entry.service, 'gateway');
    assert.equal(typeof entry.level, 'number');
  }
});

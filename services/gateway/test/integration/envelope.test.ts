// The v2 envelope on every failure (spec 2.1, 7): a non-200 status, success false and a plain
// message string in data, whatever went wrong and wherever it was detected.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, type ApiAnswer, type TestStack } from '@venue/testing';
import { rawFetch } from '../helpers.ts';

const BODY_LIMIT = 2048;

let stack: TestStack;
let apiKey: string;
before(async () => {
  stack = await startTestStack({ services: ['resources'], gatewayEnv: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

/** A raw answer that must be an envelope failure. */
function assertRawFailure(
  answer: { status: number; text: string; headers: Headers },
  status: number,
): string {
  assert.equal(answer.status, status, answer.text);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  const body = JSON.parse(answer.text) as ApiAnswer['body'];
  return expectFailure({ status: answer.status, headers: answer.headers, body }, status);
}

describe('unknown endpoints', () => {
  test('GET of an unknown path is a 404 envelope naming the path', async () => {
    const message = expectFailure(
      await stack.get('/api/v2/no_such_endpoint', { api_secret_key: apiKey }),
      404,
    );
    assert.match(message, /\/api\/v2\/no_such_endpoint/);
    assert.ok(!message.includes(apiKey), 'the 404 message echoes the key');
  });

  test('a path outside the API, and one without any key, are 404 too', async () => {
    expectFailure(await stack.get('/'), 404);
    expectFailure(await stack.get('/api/v3/profile'), 404);
    expectFailure(await stack.get('/api/v2/no_such_endpoint'), 404);
  });

  test('a known path with the wrong method is a 404 envelope', async () => {
    expectFailure(await stack.post('/api/v2/profile', { api_secret_key: apiKey }), 404);
    const answer = await rawFetch(stack, `/api/v2/resource_list?api_secret_key=${apiKey}`, {
      method: 'DELETE',
    });
    assertRawFailure(answer, 404);
  });
});

describe('validation errors', () => {
  test('a missing required field: 400 naming the field', async () => {
    const message = expectFailure(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey }), 400);
    assert.match(message, /title/);
  });

  test('a field breaking its rule: 400 naming the field (JSON and form)', async () => {
    const long = 'x'.repeat(300);
    assert.match(
      expectFailure(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: long }), 400),
      /title/,
    );
    assert.match(
      expectFailure(
        await stack.post(
          '/api/v2/resource_add',
          { api_secret_key: apiKey, title: 'x', lat: 'north' },
          { form: true },
        ),
        400,
      ),
      /lat/,
    );
    assert.match(
      expectFailure(
        await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x', lat: 91 }),
        400,
      ),
      /lat/,
    );
  });

  test('a bad path parameter: 400 naming it', async () => {
    assert.match(
      expectFailure(await stack.get('/api/v2/resource/abc', { api_secret_key: apiKey }), 400),
      /id/,
    );
    assert.match(expectFailure(await stack.get('/api/v2/resource/0', { api_secret_key: apiKey }), 400), /id/);
  });

  test('a missing query parameter: 400 naming it', async () => {
    assert.match(
      expectFailure(await stack.get('/api/internal/schedule', { api_secret_key: apiKey }), 400),
      /resource_id/,
    );
  });

  test('an unknown id is a 404 envelope', async () => {
    expectFailure(await stack.get('/api/v2/resource/999999', { api_secret_key: apiKey }), 404);
  });
});

describe('bodies the gateway cannot read', () => {
  test('a JSON body over BODY_LIMIT_BYTES: 413 envelope, not 500', async () => {
    const answer = await stack.post('/api/v2/resource_add', {
      api_secret_key: apiKey,
      title: 'x',
      public_comment: 'y'.repeat(BODY_LIMIT * 2),
    });
    expectFailure(answer, 413);
  });

  test('a form body over BODY_LIMIT_BYTES: 413 envelope, not 500', async () => {
    const answer = await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'x', public_comment: 'y'.repeat(BODY_LIMIT * 2) },
      { form: true },
    );
    expectFailure(answer, 413);
  });

  test('a body just under the limit is read', async () => {
    const answer = await stack.post('/api/v2/resource_add', {
      api_secret_key: apiKey,
      title: 'Under',
      public_comment: 'y'.repeat(BODY_LIMIT - 200),
    });
    expectOk(answer);
  });

  test('a huge body sent in chunks without a length: 413 envelope', async () => {
    const chunk = new TextEncoder().encode(`{"api_secret_key":"${apiKey}","title":"${'z'.repeat(1000)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const answer = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assertRawFailure(answer, 413);
  });

  test('malformed JSON: 400 envelope', async () => {
    expectFailure(await stack.post('/api/v2/resource_add', `{"api_secret_key":"${apiKey}", "title": }`), 400);
  });

  test('an empty body declared as JSON: 400 envelope', async () => {
    const answer = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    assertRawFailure(answer, 400);
  });

  test('a prototype-poisoning JSON body: 400 envelope', async () => {
    expectFailure(
      await stack.post(
        '/api/v2/resource_add',
        `{"api_secret_key":"${apiKey}","title":"x","__proto__":{"admin":true}}`,
      ),
      400,
    );
  });

  test('an unsupported content type: 415 envelope', async () => {
    const answer = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<x/>',
    });
    assertRawFailure(answer, 415);
  });
});

describe('requests Fastify refuses before routing', () => {
  test('a malformed URL: 400 envelope that does not echo the key', async () => {
    const answer = await rawFetch(stack, `/api/v2/%E0%A4%A?api_secret_key=${apiKey}`);
    assertRawFailure(answer, 400);
    assert.ok(!answer.text.includes(apiKey), `the answer echoes the key: ${answer.text}`);
  });

  test('an overlong path parameter: 414 envelope', async () => {
    const answer = await rawFetch(stack, `/api/v2/resource/${'1'.repeat(150)}?api_secret_key=${apiKey}`);
    assertRawFailure(answer, 414);
    assert.ok(!answer.text.includes(apiKey));
  });

  test('a request that is not HTTP at all: 400 envelope on the socket', async () => {
    const url = new URL(stack.baseUrl);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('error', () => resolve(received));
      socket.on('close', () => resolve(received));
      socket.on('connect', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      setTimeout(() => reject(new Error(`no answer, received so far: ${received}`)), 10_000).unref();
    });
    const [head, body] = text.split('\r\n\r\n');
    assert.match(head ?? '', /^HTTP\/1\.1 400 /);
    assert.match(head ?? '', /content-type: application\/json/i);
    const parsed = JSON.parse(body ?? '');
    assert.equal(parsed.success, false);
    assert.equal(typeof parsed.data, 'string');
  });
});

describe('every failure', () => {
  test('is never a 200 and always success false with a string in data', async () => {
    const failures = await Promise.all([
      stack.get('/api/v2/profile'),
      stack.get('/nothing/here'),
      stack.get('/api/v2/resource/abc', { api_secret_key: apiKey }),
      stack.post('/api/v2/resource_add', { api_secret_key: apiKey }),
      stack.post('/api/v2/resource_add', 'not json'),
      stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x'.repeat(BODY_LIMIT) }),
    ]);
    for (const answer of failures) {
      assert.notEqual(answer.status, 200);
      assert.ok(
        answer.status >= 400 && answer.status < 500,
        `status ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
      assert.equal(answer.body.success, false);
      assert.equal(typeof answer.body.data, 'string');
    }
  });

  test('and every success is a 200 with success true', async () => {
    const profile = await stack.get('/api/v2/profile', { api_secret_key: apiKey });
    expectOk(profile);
    assert.equal(profile.body.total, 1);
    const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
    expectOk(list);
    assert.ok(Array.isArray(list.body.data));
    assert.equal(list.body.total, list.body.data.length);
  });

  test('nothing above was answered with a 500 or logged as an error', () => {
    const entries = stack.gatewayLogs.map(
      (line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode?: number } },
    );
    assert.deepEqual(
      entries.filter((entry) => entry.level >= 50),
      [],
    );
    assert.deepEqual(
      entries.filter((entry) => (entry.res?.statusCode ?? 0) >= 500),
      [],
    );
  });
});

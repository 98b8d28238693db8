// Where api_secret_key travels (spec 5) and how every refused key is answered (spec 7).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createKeyFor, revokeApiKeyCommand } from '@venue/gateway';
import { startTestStack, expectFailure, expectOk, type ApiAnswer, type TestStack } from '@venue/testing';
import { KEY_MESSAGE, keyRefused, profileOf, rawFetch } from '../helpers.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

const UNKNOWN_KEY = 'this-key-was-never-issued-0123456789';

function assertKeyRefused(answer: ApiAnswer): void {
  assert.equal(expectFailure(answer, 401), KEY_MESSAGE);
  assert.deepEqual(Object.keys(answer.body).sort(), ['data', 'success', 'total']);
}

describe('the key on GET travels in the query string', () => {
  test('a valid key in the query string is accepted', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await profileOf(stack, apiKey);
    expectOk(answer);
  });

  test('HEAD is authenticated like GET', async () => {
    const { apiKey } = await stack.createManager();
    assert.equal(
      (await rawFetch(stack, `/api/v2/profile?api_secret_key=${apiKey}`, { method: 'HEAD' })).status,
      200,
    );
    assert.equal((await rawFetch(stack, '/api/v2/profile', { method: 'HEAD' })).status, 401);
  });

  test('a key sent as a header only is not a key', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await rawFetch(stack, '/api/v2/profile', {
      headers: { api_secret_key: apiKey, authorization: `Bearer ${apiKey}` },
    });
    assert.equal(answer.status, 401);
  });
});

describe('the key on POST travels in the body', () => {
  test('JSON body with the key', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'JSON hall' });
    expectOk(answer);
    assert.equal(typeof answer.body.data.id, 'number');
  });

  test('form-encoded body with the key', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'Form hall' },
      { form: true },
    );
    expectOk(answer);
    const detail = await stack.get(`/api/v2/resource/${answer.body.data.id}`, { api_secret_key: apiKey });
    expectOk(detail);
    assert.equal(detail.body.data.title, 'Form hall');
  });

  test('content types with a charset parameter work the same', async () => {
    const { apiKey } = await stack.createManager();
    const json = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ api_secret_key: apiKey, title: 'Charset JSON' }),
    });
    assert.equal(json.status, 200, json.text);
    const form = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: `api_secret_key=${encodeURIComponent(apiKey)}&title=Charset+form`,
    });
    assert.equal(form.status, 200, form.text);
  });

  test('a valid key only in the query string is ignored when a JSON body is present (401)', async () => {
    const { apiKey } = await stack.createManager();
    assertKeyRefused(
      await stack.post(
        '/api/v2/resource_add',
        { title: 'No key in body' },
        { query: { api_secret_key: apiKey } },
      ),
    );
  });

  test('a valid key only in the query string is ignored when a form body is present (401)', async () => {
    const { apiKey } = await stack.createManager();
    assertKeyRefused(
      await stack.post(
        '/api/v2/resource_add',
        { title: 'No key in body' },
        { form: true, query: { api_secret_key: apiKey } },
      ),
    );
  });

  test('a valid key in the JSON body wins over a bogus key in the query string', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'Body key wins' },
      { query: { api_secret_key: UNKNOWN_KEY } },
    );
    expectOk(answer);
  });

  test('a valid key in the form body wins over a bogus key in the query string', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: apiKey, title: 'Form body key wins' },
      { form: true, query: { api_secret_key: UNKNOWN_KEY } },
    );
    expectOk(answer);
  });

  test('a POST without any body takes the key from the query string (then fails validation, not auth)', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await rawFetch(stack, `/api/v2/resource_add?api_secret_key=${apiKey}`, { method: 'POST' });
    assert.equal(answer.status, 400, answer.text);
    assert.equal(JSON.parse(answer.text).success, false);
  });

  test('a body that is not an object carries no key (401)', async () => {
    const { apiKey } = await stack.createManager();
    for (const body of ['[1, 2]', JSON.stringify(apiKey), JSON.stringify([{ api_secret_key: apiKey }])]) {
      assertKeyRefused(await stack.post('/api/v2/resource_add', body, { query: { api_secret_key: apiKey } }));
    }
  });

  test('a key written as text/plain is not parsed as a form (401)', async () => {
    const { apiKey } = await stack.createManager();
    const answer = await rawFetch(stack, '/api/v2/resource_add', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `api_secret_key=${apiKey}&title=Plain`,
    });
    assert.equal(answer.status, 401, answer.text);
    assert.deepEqual(JSON.parse(answer.text), { data: KEY_MESSAGE, total: 0, success: false });
  });
});

describe('every refused key gets one and the same 401', () => {
  test('missing key (GET)', async () => {
    assertKeyRefused(await stack.get('/api/v2/profile'));
    assertKeyRefused(await stack.get('/api/v2/resource_list', { other: 'x' }));
  });

  test('empty key (GET and POST)', async () => {
    assertKeyRefused(await stack.get('/api/v2/profile', { api_secret_key: '' }));
    assertKeyRefused(await stack.post('/api/v2/resource_add', { api_secret_key: '', title: 'x' }));
    assertKeyRefused(
      await stack.post('/api/v2/resource_add', { api_secret_key: '', title: 'x' }, { form: true }),
    );
  });

  test('missing key (POST JSON and form)', async () => {
    assertKeyRefused(await stack.post('/api/v2/resource_add', { title: 'x' }));
    assertKeyRefused(await stack.post('/api/v2/resource_add', { title: 'x' }, { form: true }));
  });

  test('unknown key (GET and POST)', async () => {
    assertKeyRefused(await stack.get('/api/v2/profile', { api_secret_key: UNKNOWN_KEY }));
    assertKeyRefused(await stack.get('/api/v2/resource_list', { api_secret_key: UNKNOWN_KEY }));
    assertKeyRefused(await stack.post('/api/v2/resource_add', { api_secret_key: UNKNOWN_KEY, title: 'x' }));
    assertKeyRefused(
      await stack.post('/api/v2/resource_add', { api_secret_key: UNKNOWN_KEY, title: 'x' }, { form: true }),
    );
    // Asked twice: the cached "unknown" answer is the same answer.
    assertKeyRefused(await stack.get('/api/v2/profile', { api_secret_key: UNKNOWN_KEY }));
  });

  test('a key that is not a single string is refused, not a 400 or 500', async () => {
    const { apiKey } = await stack.createManager();
    for (const query of [
      `api_secret_key[0]=${apiKey}`,
      `api_secret_key[a]=${apiKey}`,
      `api_secret_key=${apiKey}&api_secret_key=${apiKey}`,
    ]) {
      const answer = await rawFetch(stack, `/api/v2/profile?${query}`);
      assert.equal(answer.status, 401, `${query}: ${answer.text}`);
      assert.deepEqual(JSON.parse(answer.text), { data: KEY_MESSAGE, total: 0, success: false });
    }
    assertKeyRefused(await stack.post('/api/v2/resource_add', { api_secret_key: [apiKey], title: 'x' }));
    assertKeyRefused(
      await stack.post('/api/v2/resource_add', { api_secret_key: { key: apiKey }, title: 'x' }),
    );
    assertKeyRefused(await stack.post('/api/v2/resource_add', { api_secret_key: 12345, title: 'x' }));
  });

  test('an overlong key is refused like an unknown one', async () => {
    assertKeyRefused(await stack.get('/api/v2/profile', { api_secret_key: 'k'.repeat(300) }));
    assertKeyRefused(
      await stack.post('/api/v2/resource_add', { api_secret_key: 'k'.repeat(5000), title: 'x' }),
    );
  });

  test('a key that differs from a valid one only in case is unknown', async () => {
    const { apiKey } = await stack.createManager();
    const flipped = apiKey.replace(/[a-z]/, (c) => c.toUpperCase()).replace(/[A-Z]/, (c) => c.toLowerCase());
    if (flipped !== apiKey) assertKeyRefused(await profileOf(stack, flipped));
    assertKeyRefused(await profileOf(stack, `${apiKey} `));
  });

  test('auth comes before validation: a request without a key and with bad parameters is a 401', async () => {
    assertKeyRefused(await stack.post('/api/v2/resource_add', { title: '' }));
    assertKeyRefused(await stack.get('/api/v2/resource/not-a-number'));
    assertKeyRefused(await stack.get('/api/internal/schedule'));
  });

  test('internal routes are protected the same way', async () => {
    assertKeyRefused(await stack.get('/api/internal/category_list'));
    assertKeyRefused(await stack.get('/api/internal/category_list', { api_secret_key: UNKNOWN_KEY }));
    assertKeyRefused(await stack.post('/api/internal/category_add', { name: 'x' }));
    const { apiKey } = await stack.createManager();
    expectOk(await stack.get('/api/internal/category_list', { api_secret_key: apiKey }));
  });

  test('revoked key: refused with the same message once the key cache has expired', async () => {
    const { apiKey, managerId } = await stack.createManager();
    const other = await createKeyFor(stack.adminDb, managerId);
    expectOk(await profileOf(stack, apiKey));
    expectOk(await profileOf(stack, other.api_key));

    const revoked = await revokeApiKeyCommand(stack.adminDb, apiKey);
    assert.deepEqual(revoked, { manager_id: managerId, revoked: true });
    await keyRefused(stack, apiKey);

    assertKeyRefused(await profileOf(stack, apiKey));
    assertKeyRefused(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x' }));
    assertKeyRefused(
      await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x' }, { form: true }),
    );
    // Only that key is gone: the manager's other key still works.
    expectOk(await profileOf(stack, other.api_key));
    // Revoking it again finds no live key.
    await assert.rejects(revokeApiKeyCommand(stack.adminDb, apiKey), /no live key/);
  });

  test('all refusals carry exactly the same message', async () => {
    const { apiKey } = await stack.createManager();
    await revokeApiKeyCommand(stack.adminDb, apiKey);
    await keyRefused(stack, apiKey);
    const answers = await Promise.all([
      stack.get('/api/v2/profile'),
      stack.get('/api/v2/profile', { api_secret_key: '' }),
      stack.get('/api/v2/profile', { api_secret_key: UNKNOWN_KEY }),
      stack.get('/api/v2/profile', { api_secret_key: apiKey }),
      stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x' }),
    ]);
    const messages = new Set(answers.map((answer) => expectFailure(answer, 401)));
    assert.deepEqual([...messages], [KEY_MESSAGE]);
  });

  test('a key belongs to its manager: each key sees its own profile', async () => {
    const first = await stack.createManager();
    const second = await stack.createManager();
    const a = await profileOf(stack, first.apiKey);
    const b = await profileOf(stack, second.apiKey);
    expectOk(a);
    expectOk(b);
    assert.notEqual(a.body.data.email, b.body.data.email);
  });
});

describe("the caller is the key's manager, whatever headers a client sends", () => {
  // The gateway tells the services who calls in gRPC metadata (x-manager-id, x-manager-timezone);
  // the same names sent by a client as HTTP headers must change nothing.
  test('a spoofed x-manager-id (and x-manager-timezone) header is ignored on reads and writes', async () => {
    const victim = await stack.createManager();
    const attacker = await stack.createManager();
    const victimHall = expectOk(
      await stack.post('/api/v2/resource_add', { api_secret_key: victim.apiKey, title: "Victim's hall" }),
    ).id;
    const spoofed = { 'x-manager-id': String(victim.managerId), 'x-manager-timezone': 'Pacific/Kiritimati' };
    const listOf = async (apiKey: string, headers: Record<string, string> = {}) => {
      const answer = await rawFetch(stack, `/api/v2/resource_list?api_secret_key=${apiKey}`, { headers });
      assert.equal(answer.status, 200, answer.text);
      return (JSON.parse(answer.text).data as { id: number; title: string }[]).map((r) => r.title);
    };

    // A read answers the key's manager's data, not the header's.
    assert.deepEqual(await listOf(attacker.apiKey, spoofed), []);
    const detail = await rawFetch(stack, `/api/v2/resource/${victimHall}?api_secret_key=${attacker.apiKey}`, {
      headers: spoofed,
    });
    assert.equal(detail.status, 404, "the victim's resource stays unknown to the attacker");
    // A write lands with the key's manager.
    const written = await stack.post(
      '/api/v2/resource_add',
      { api_secret_key: attacker.apiKey, title: 'Spoofed hall' },
      { headers: spoofed },
    );
    expectOk(written);
    assert.deepEqual(await listOf(attacker.apiKey), ['Spoofed hall']);
    assert.deepEqual(
      await listOf(victim.apiKey),
      ["Victim's hall"],
      "nothing was written for the header's manager",
    );
    // The profile is the key's (its dates in the key's manager's zone), and without a key the
    // header is no identity at all.
    const profile = await rawFetch(stack, `/api/v2/profile?api_secret_key=${attacker.apiKey}`, {
      headers: spoofed,
    });
    assert.deepEqual(JSON.parse(profile.text).data, expectOk(await profileOf(stack, attacker.apiKey)));
    const keyless = await rawFetch(stack, '/api/v2/resource_list', { headers: spoofed });
    assert.equal(keyless.status, 401);
    assert.equal(JSON.parse(keyless.text).data, KEY_MESSAGE);
  });
});

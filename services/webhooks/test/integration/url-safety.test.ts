// With the safety flags off (the default: WEBHOOKS_ALLOW_HTTP and WEBHOOKS_ALLOW_PRIVATE unset),
// webhook_add refuses http:// and every URL on a loopback, private, link-local or metadata
// address, literal or resolved from a name, and stores nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectFailure, expectOk, newManager, startTestStack, type TestStack } from '@venue/testing';

let stack: TestStack;

before(async () => {
  // No other service: adding an endpoint calls none.
  stack = await startTestStack({ services: [], webhooks: true, webhooksEnv: { WEBHOOKS_ALLOW_HTTP: '', WEBHOOKS_ALLOW_PRIVATE: '' } });
});
after(() => stack?.stop());

test('http:// and private, loopback, link-local and metadata addresses are refused, literal or resolved', async () => {
  const m = await newManager(stack);
  expectFailure(await m.post('/api/internal/webhook_add', { url: 'http://hooks.example.com/in', events: '*' }), 400, /must be an https:\/\/ URL/);
  const refused = [
    'https://127.0.0.1/hook',
    'https://10.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hook',
    'https://[fd00:ec2::254]/hook',
    'https://192.168.0.10:8443/hook',
    // A name that resolves to a loopback address.
    'https://localhost/hook',
  ];
  for (const url of refused) expectFailure(await m.post('/api/internal/webhook_add', { url, events: '*' }), 400, /refused/);
  assert.deepEqual(expectOk(await m.get('/api/internal/webhook_list')), []);
});

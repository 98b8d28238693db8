import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, type TestStack } from '@venue/testing';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

test('a manager key reaches the profile and creates and reads a venue', async () => {
  const { apiKey } = await stack.createManager();
  const profile = await stack.get('/api/v2/profile', { api_secret_key: apiKey });
  assert.equal(profile.status, 200);
  assert.equal(profile.body.success, true);
  const added = await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Hall' });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const id = added.body.data.id;
  const detail = await stack.get(`/api/v2/resource/${id}`, { api_secret_key: apiKey });
  assert.equal(detail.body.data.title, 'Hall');
});

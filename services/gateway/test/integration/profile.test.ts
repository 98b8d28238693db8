// GET /api/v2/profile (spec 2.9, 4.19): exactly the profile fields, all strings, created as Y-m-d.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createManager } from '@venue/gateway';
import { localDate } from '@venue/platform';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import { profileOf } from '../helpers.ts';

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'logo',
  'logo_thumbnail',
  'currency',
  'language',
  'created',
  'age',
  'zip',
  'city',
  'country',
  'phone',
  'fax',
  'address',
];

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: [] });
});
after(async () => {
  await stack?.stop();
});

test('the profile has exactly the fields of spec 2.9, every one a string', async () => {
  const { apiKey } = await stack.createManager();
  const answer = await profileOf(stack, apiKey);
  expectOk(answer);
  assert.equal(answer.body.total, 1);
  assert.deepEqual(Object.keys(answer.body).sort(), ['data', 'success', 'total']);
  const profile = answer.body.data as Record<string, unknown>;
  assert.deepEqual(Object.keys(profile).sort(), [...PROFILE_FIELDS].sort());
  for (const field of PROFILE_FIELDS)
    assert.equal(typeof profile[field], 'string', `${field} is ${typeof profile[field]}`);
  assert.match(profile.created as string, /^\d{4}-\d{2}-\d{2}$/);
});

test('the profile shows what the manager was created with', async () => {
  const email = `profile.${process.pid}.${Date.now()}@example.test`;
  const { api_key: apiKey } = await createManager(stack.adminDb, {
    email,
    company: '  Venue GmbH  ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    currency: 'CHF',
    language: 'fr',
    timezone: 'Europe/Zurich',
  });
  const answer = await profileOf(stack, apiKey);
  expectOk(answer);
  const profile = answer.body.data;
  assert.equal(profile.email, email);
  assert.equal(profile.company_name, 'Venue GmbH');
  assert.equal(profile.first_name, 'Ada');
  assert.equal(profile.last_name, 'Lovelace');
  assert.equal(profile.currency, 'CHF');
  assert.equal(profile.language, 'fr');
});

test('defaults: EUR, de, empty strings for what was never set', async () => {
  const { apiKey } = await stack.createManager();
  const profile = (await profileOf(stack, apiKey)).body.data;
  assert.equal(profile.currency, 'EUR');
  assert.equal(profile.language, 'de');
  for (const field of [
    'first_name',
    'last_name',
    'logo',
    'logo_thumbnail',
    'age',
    'zip',
    'city',
    'country',
    'phone',
    'fax',
    'address',
  ]) {
    assert.equal(profile[field], '', field);
  }
});

test('created is the creation date in the manager time zone', async () => {
  // Fourteen hours ahead of and eleven behind UTC: on most of the day these are different dates.
  for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
    const before = localDate(timezone, new Date()).date;
    const { apiKey } = await stack.createManager({ timezone });
    const created = (await profileOf(stack, apiKey)).body.data.created;
    const after = localDate(timezone, new Date()).date;
    assert.ok(
      created === before || created === after,
      `${timezone}: created ${created}, expected ${before} or ${after}`,
    );
  }
});

test('each key sees its own manager', async () => {
  const first = await stack.createManager();
  const second = await stack.createManager();
  const a = (await profileOf(stack, first.apiKey)).body.data;
  const b = (await profileOf(stack, second.apiKey)).body.data;
  assert.notEqual(a.email, b.email);
  assert.notEqual(a.company_name, b.company_name);
});

test('the profile needs a key', async () => {
  expectFailure(await stack.get('/api/v2/profile'), 401);
});

test('extra query parameters are ignored', async () => {
  const { apiKey } = await stack.createManager();
  expectOk(await stack.get('/api/v2/profile', { api_secret_key: apiKey, foo: 'bar', limit: 5 }));
});

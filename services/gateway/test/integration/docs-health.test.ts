// The OpenAPI document, the docs UI and the health endpoints: no key needed, JSON answers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, type TestStack } from '@venue/testing';
import { rawFetch } from '../helpers.ts';
import { SERVICE_VERSION } from '../../src/version.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

type Operation = { tags?: string[]; parameters?: { name: string; in: string }[]; requestBody?: unknown };
interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

async function openapi(): Promise<OpenApi> {
  const answer = await rawFetch(stack, '/openapi.json');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  return JSON.parse(answer.text) as OpenApi;
}

test('/openapi.json is an OpenAPI 3 document with the v2 routes', async () => {
  const doc = await openapi();
  assert.match(doc.openapi, /^3\.\d+\.\d+$/);
  assert.equal(typeof doc.info.title, 'string');
  assert.equal(typeof doc.info.version, 'string');
  assert.ok(doc.paths['/api/v2/resource_list']?.get, 'GET /api/v2/resource_list missing');
  assert.ok(doc.paths['/api/v2/profile']?.get, 'GET /api/v2/profile missing');
  assert.ok(doc.paths['/api/v2/resource_add']?.post, 'POST /api/v2/resource_add missing');
  assert.ok(doc.paths['/api/v2/resource/{id}']?.get, 'GET /api/v2/resource/{id} missing');
});

test('internal routes are in the document, every one tagged internal; v2 routes are not', async () => {
  const doc = await openapi();
  assert.ok(doc.tags?.some((tag) => tag.name === 'internal'));
  const internal = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/internal/'));
  assert.ok(internal.length > 0, 'no internal routes documented');
  for (const [path, operations] of internal) {
    for (const [method, operation] of Object.entries(operations)) {
      assert.ok(
        operation.tags?.includes('internal'),
        `${method.toUpperCase()} ${path} is not tagged internal`,
      );
    }
  }
  for (const [path, operations] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/v2/'))) {
    for (const [method, operation] of Object.entries(operations)) {
      assert.ok(!operation.tags?.includes('internal'), `${method.toUpperCase()} ${path} is tagged internal`);
    }
  }
});

test('every documented GET operation shows api_secret_key as a query parameter', async () => {
  const doc = await openapi();
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!operations.get) continue;
    assert.ok(
      operations.get.parameters?.some((p) => p.name === 'api_secret_key' && p.in === 'query'),
      `GET ${path} does not document api_secret_key`,
    );
  }
});

test('health endpoints and the document itself are not in the document', async () => {
  const doc = await openapi();
  for (const path of ['/healthz', '/readyz', '/openapi.json']) assert.equal(doc.paths[path], undefined, path);
});

test('/docs answers 200 with HTML (following a redirect)', async () => {
  const answer = await rawFetch(stack, '/docs');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
  assert.match(answer.text, /swagger/i);
});

test('/healthz answers 200 with JSON', async () => {
  const answer = await rawFetch(stack, '/healthz');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(JSON.parse(answer.text), { status: 'ok', version: SERVICE_VERSION, rate_limiter: 'redis' });
});

test('/readyz answers 200 with JSON', async () => {
  const answer = await rawFetch(stack, '/readyz');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(JSON.parse(answer.text), { status: 'ready', version: SERVICE_VERSION, database: 'up', rate_limiter: 'redis' });
});

test('health endpoints need no key and are not rate limited', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => rawFetch(stack, '/healthz')));
  assert.ok(answers.every((answer) => answer.status === 200));
  assert.equal(answers[0]!.headers.get('ratelimit-policy'), null);
});

// Refusals name the rule (issue 15.6): a request that breaks a route schema is a 400 whose one
// sentence names the parameter (without "querystring/" or "body/") and the allowed values, the
// format or the limit, instead of Ajv's text. A Fastify app with the envelope plugin and the
// gateway's Ajv options, no services.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import envelope from '../../src/plugins/envelope.ts';
import { validationMessage } from '../../src/plugins/validation-message.ts';
import { AvailabilityQuery, BookingSaveParams } from '../../src/schemas/bookings.ts';
import { OpeningTimesSetBody } from '../../src/schemas/resources.ts';

const Probe = Type.Object({
  status: Type.Optional(Type.Union(['live', 'draft', 'complete', 'cancel'].map((s) => Type.Literal(s)))),
  salutation: Type.Optional(Type.Union(['Mr', 'Ms', ''].map((s) => Type.Literal(s)))),
  kind: Type.Optional(Type.String({ enum: ['a', 'b'] })),
  resource_id: Type.Optional(Type.Integer({ minimum: 1 })),
  count: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  lat: Type.Optional(Type.Number()),
  date_from: Type.String(),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  code: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'two capital letters' })),
  zip: Type.Optional(Type.String({ pattern: '^\\d{5}$' })),
  customer_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), Type.Literal('')])),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { minItems: 1, maxItems: 2 })),
  fields: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String(), { additionalProperties: false })),
});

let app: FastifyInstance;
before(async () => {
  // The gateway's Ajv options (app.ts): coercion as query strings and forms need it.
  app = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } } });
  await app.register(envelope);
  app.get('/probe', { schema: { querystring: Probe } }, async () => ({}));
  app.post('/probe', { schema: { body: Probe } }, async () => ({}));
  app.get('/probe/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async () => ({}));
  app.get('/booking_save', { schema: { querystring: BookingSaveParams } }, async () => ({}));
  app.get('/availability', { schema: { querystring: AvailabilityQuery } }, async () => ({}));
  app.post('/opening_times', { schema: { body: OpeningTimesSetBody } }, async () => ({}));
});
after(() => app.close());

async function refusal(request: { url: string; method?: 'GET' | 'POST'; payload?: object }): Promise<string> {
  const answer = await app.inject({ method: request.method ?? 'GET', url: request.url, payload: request.payload });
  assert.equal(answer.statusCode, 400, answer.body);
  const body = answer.json() as { data: string; total: number; success: boolean };
  assert.equal(body.success, false);
  assert.equal(body.total, 0);
  return body.data;
}

const query = (extra: string) => refusal({ url: `/probe?date_from=2027-01-01&${extra}` });
const post = (payload: object) => refusal({ url: '/probe', method: 'POST', payload: { date_from: '2027-01-01', ...payload } });

describe('allowed values', () => {
  test('a union of literals (TypeBox Union of Literal): one of the values', async () => {
    assert.equal(await query('status=foo'), 'status must be one of live, draft, complete, cancel');
  });

  test('the empty literal is named as "empty"', async () => {
    assert.equal(await query('salutation=Sir'), 'salutation must be one of Mr, Ms or empty');
  });

  test('an enum', async () => {
    assert.equal(await query('kind=c'), 'kind must be one of a, b');
  });

  test('a union of a number and a literal names both', async () => {
    assert.equal(await post({ customer_id: 'x' }), 'customer_id must be a whole number from 1 to 99 or empty');
  });
});

describe('types and limits', () => {
  test('an integer', async () => {
    assert.equal(await query('resource_id=abc'), 'resource_id must be a whole number');
    assert.equal(await query('resource_id=1.5'), 'resource_id must be a whole number');
  });

  test('a number', async () => {
    assert.equal(await query('lat=north'), 'lat must be a number');
  });

  test('minimum and maximum', async () => {
    assert.equal(await query('resource_id=0'), 'resource_id must be at least 1');
    assert.equal(await query('count=11'), 'count must be at most 10');
  });

  test('required (query and body)', async () => {
    assert.equal(await refusal({ url: '/probe' }), 'date_from is required');
    assert.equal(await refusal({ url: '/probe', method: 'POST', payload: {} }), 'date_from is required');
  });

  test('maxLength and an empty text', async () => {
    assert.equal(await post({ title: 'x'.repeat(256) }), 'title must be at most 255 characters');
    assert.equal(await post({ title: '' }), 'title must not be empty');
  });

  test('a pattern: its description, or the pattern itself', async () => {
    assert.equal(await query('code=deu'), 'code must be: two capital letters');
    assert.equal(await query('zip=12'), 'zip must match the pattern ^\\d{5}$');
  });

  test('list items and sizes', async () => {
    assert.equal(await post({ tags: ['abcd'] }), 'tags[0] must be at most 3 characters');
    assert.equal(await post({ tags: [] }), 'tags must have at least 1 item');
    assert.equal(await post({ tags: ['a', 'b', 'c'] }), 'tags must have at most 2 items');
  });

  test('an unknown key of a record', async () => {
    assert.equal(await post({ fields: { abc: 'x' } }), 'fields has an unknown key abc');
  });

  test('a path parameter', async () => {
    assert.equal(await refusal({ url: '/probe/abc' }), 'id must be a whole number');
    assert.equal(await refusal({ url: '/probe/0' }), 'id must be at least 1');
  });
});

describe('the gateway’s own schemas', () => {
  const range = 'resource_id=1&date_from=2027-01-01&date_to=2027-01-02';

  test('booking_status names its values (the example of issue 15.6)', async () => {
    assert.equal(
      await refusal({ url: `/booking_save?${range}&booking_status=foo` }),
      'booking_status must be one of live, draft, complete, cancel',
    );
  });

  test('no "querystring/" or "body/" prefix, no Ajv wording', async () => {
    const message = await refusal({ url: `/booking_save?${range}&booking_status=foo&resource_id=x` });
    assert.doesNotMatch(message, /querystring|body\/|anyOf|constant/);
  });

  test('limit below its minimum on availability', async () => {
    assert.equal(await refusal({ url: '/availability?date_from=2027-01-01&date_to=2027-01-02&limit=0' }), 'limit must be at least 1');
  });

  test('a field inside an item of a form list, through the union of list and indexed object', async () => {
    const item = { weekday: 9, from: '09:00', to: '10:00' };
    for (const opening_times of [[item], { 0: item }]) {
      assert.equal(
        await refusal({ url: '/opening_times', method: 'POST', payload: { resource_id: 1, opening_times } }),
        'opening_times[0].weekday must be a whole number from 1 to 7 or one of mon, tue, wed, thu, fri, sat, sun',
      );
    }
    assert.equal(
      await refusal({ url: '/opening_times', method: 'POST', payload: { resource_id: 1, opening_times: [{ weekday: 1, from: '09:00' }] } }),
      'opening_times[0].to is required',
    );
  });
});

describe('validationMessage without the route schema', () => {
  test('the allowed values come from the errors themselves', () => {
    const errors = ['live', 'draft'].map((value, index) => ({
      keyword: 'const',
      instancePath: '/booking_status',
      schemaPath: `#/properties/booking_status/anyOf/${index}/const`,
      params: { allowedValue: value },
      message: 'must be equal to constant',
    }));
    errors.push({ keyword: 'anyOf', instancePath: '/booking_status', schemaPath: '#/properties/booking_status/anyOf', params: {} as never, message: 'must match a schema in anyOf' });
    assert.equal(validationMessage(errors, 'querystring'), 'booking_status must be one of live, draft');
  });

  test('an unknown keyword keeps Ajv’s words after the name', () => {
    assert.equal(
      validationMessage([{ keyword: 'dependentRequired', instancePath: '/a', schemaPath: '#/x', params: {}, message: 'must have property b when property a is present' }], 'body'),
      'a must have property b when property a is present',
    );
  });
});

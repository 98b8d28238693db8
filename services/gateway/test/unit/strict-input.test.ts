// Strict input at the gateway's edge (issue 14), without services: the PHP-style parser refuses
// instead of dropping or mangling; Whole and date schemas refuse what Ajv's coercion would take,
// with one sentence naming the parameter. A Fastify app with the envelope plugin and the gateway's
// Ajv options and parsers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import envelope from '../../src/plugins/envelope.ts';
import { PARAMETER_LIMIT, parseFault, parsePhpQuery } from '../../src/plugins/php-query.ts';
import { MAX_YEAR, MIN_YEAR } from '@venue/contracts';
import { DATE_PATTERN, DateYmd, Id, parseId, Whole } from '../../src/schemas/common.ts';

describe('parsePhpQuery', () => {
  test(`up to ${PARAMETER_LIMIT} parameters parse; one more is a fault, not a silent cut`, () => {
    const text = (count: number) => Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&');
    const parsed = parsePhpQuery(text(PARAMETER_LIMIT));
    assert.equal(parseFault(parsed), undefined);
    assert.equal(Object.keys(parsed).length, PARAMETER_LIMIT);
    assert.equal(parseFault(parsePhpQuery(text(PARAMETER_LIMIT + 1))), 'too_many_parameters');
    // Empty pieces (a&&b, a trailing &) are not parameters.
    assert.equal(parseFault(parsePhpQuery(`${text(PARAMETER_LIMIT)}&&&`)), undefined);
  });

  test('malformed escapes and bytes that are not UTF-8 are faults', () => {
    for (const text of [
      'a=%E9',
      'a=%zz',
      'a=100%',
      'a=%C3',
      'a=%ED%A0%80',
      '%E9=1',
      'a[%E9]=1',
      'a=Ren\uFFFD',
    ]) {
      assert.equal(parseFault(parsePhpQuery(text)), 'malformed_encoding', text);
    }
  });

  test('valid UTF-8, + as a blank and brackets still parse as before', () => {
    assert.deepEqual(parsePhpQuery('a=Ren%C3%A9&b=van+der+Berg&c=%2B1&d[3]=x&e[]=1&e[]=2'), {
      a: 'René',
      b: 'van der Berg',
      c: '+1',
      d: { 3: 'x' },
      e: { 0: '1', 1: '2' },
    });
  });
});

describe('parseId', () => {
  test('plain digits in range, as text or a whole JSON number', () => {
    assert.equal(parseId('x', '16'), 16);
    assert.equal(parseId('x', 16), 16);
    assert.equal(parseId('x', '2147483647'), 2_147_483_647);
  });

  test('everything else is refused naming the parameter', () => {
    for (const value of [
      '0x10',
      '1e3',
      '+5',
      ' 5',
      '5 ',
      '05',
      '0',
      '-1',
      '1.5',
      'Infinity',
      '9'.repeat(400),
      '2147483648',
      '',
      1.5,
      Infinity,
      1e21,
      true,
      null,
      ['5'],
      {},
    ]) {
      assert.throws(
        () => parseId('resource_parts[3][0]', value),
        /^DomainError: resource_parts\[3\]\[0\] must be a whole number from 1 to 2147483647$/,
        String(value),
      );
    }
  });
});

describe('Whole and date schemas behind the envelope', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify({
      ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
      routerOptions: { querystringParser: parsePhpQuery },
    });
    await app.register(envelope);
    await app.register(formbody, { parser: parsePhpQuery });
    const Query = Type.Object({
      id: Type.Optional(Id),
      flag: Type.Optional(Whole(0, 1)),
      day: Type.Optional(DateYmd()),
      either: Type.Optional(Type.Union([Id, Type.Literal('')])),
    });
    app.get('/probe', { schema: { querystring: Query } }, async (request) => ({ query: request.query }));
    app.post('/probe', { schema: { body: Query } }, async (request) => ({ body: request.body }));
    app.get('/probe/:id', { schema: { params: Type.Object({ id: Id }) } }, async (request) => ({
      params: request.params,
    }));
  });
  after(() => app.close());

  async function answer(url: string, payload?: string, type = 'application/json') {
    const response = await app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      payload,
      headers: payload === undefined ? {} : { 'content-type': type },
    });
    return { status: response.statusCode, body: response.json() as { data: unknown; success?: boolean } };
  }

  test('a plain id is coerced to a number', async () => {
    assert.deepEqual((await answer('/probe?id=16')).body, { query: { id: 16 } });
    assert.deepEqual((await answer('/probe', '{"id":16}')).body, { body: { id: 16 } });
    assert.deepEqual((await answer('/probe/16')).body, { params: { id: 16 } });
  });

  test('hex, exponents, signs, blanks, fractions and Infinity are refused, in query, path and body', async () => {
    for (const bad of [
      '0x10',
      '1e3',
      '%2B5',
      '%2016',
      '1.5',
      'Infinity',
      '-Infinity',
      '1e400',
      '9'.repeat(60),
    ]) {
      for (const url of [`/probe?id=${bad}`, `/probe/${bad}`]) {
        const { status, body } = await answer(url);
        assert.equal(status, 400, `${url}: ${JSON.stringify(body)}`);
        assert.equal(body.data, 'id must be a whole number from 1 to 2147483647', url);
      }
    }
    for (const raw of ['"0x10"', 'true', '1.5', '1e21', '{"a":1}', '["0x10"]']) {
      const { status, body } = await answer('/probe', `{"id":${raw}}`);
      assert.equal(status, 400, raw);
      assert.equal(body.data, 'id must be a whole number from 1 to 2147483647', raw);
    }
    // A JSON number with no finite value is refused before the schemas, wherever it stands.
    const overflow = await answer('/probe', '{"id":1e400}');
    assert.equal(overflow.status, 400);
    assert.equal(overflow.body.data, 'id holds a number too large to represent');
    assert.equal((await answer('/probe?id=0')).body.data, 'id must be at least 1');
    assert.equal((await answer('/probe?id=2147483648')).body.data, 'id must be at most 2147483647');
    assert.equal((await answer('/probe?flag=0x1')).body.data, 'flag must be a whole number from 0 to 1');
    assert.equal(
      (await answer('/probe?either=0x10')).body.data,
      'either must be a whole number from 1 to 2147483647 or empty',
    );
  });

  test('dates outside 1900–2200 name the rule', async () => {
    for (const day of ['0000-01-01', '1899-12-31', '2201-01-01', '10000-01-01', '2031-1-1']) {
      assert.equal(
        (await answer(`/probe?day=${day}`)).body.data,
        'day must be a date (Y-m-d) from 1900-01-01 to 2200-12-31',
        day,
      );
    }
    assert.equal((await answer('/probe?day=2200-12-31')).status, 200);
  });

  test('the date pattern spells out exactly the years of the contracts\' limits', () => {
    const pattern = new RegExp(DATE_PATTERN);
    for (let year = MIN_YEAR - 150; year <= MAX_YEAR + 150; year += 1) {
      const inRange = year >= MIN_YEAR && year <= MAX_YEAR;
      assert.equal(pattern.test(`${String(year).padStart(4, '0')}-06-15`), inRange, String(year));
    }
  });

  test('a parser fault is a 400 naming the query string or the body', async () => {
    assert.deepEqual((await answer('/probe?id=%E9')).body, {
      data: 'the query string is not valid: a percent-escape is malformed or the bytes are not UTF-8',
      total: 0,
      success: false,
    });
    const many = Array.from({ length: PARAMETER_LIMIT + 1 }, (_, i) => `p${i}=1`).join('&');
    const { status, body } = await answer('/probe', many, 'application/x-www-form-urlencoded');
    assert.equal(status, 400);
    assert.equal(
      body.data,
      `the body has more than ${PARAMETER_LIMIT} parameters; at most ${PARAMETER_LIMIT} are accepted`,
    );
  });
});

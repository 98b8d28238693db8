// The request URL as the gateway logs it: every spelling of api_secret_key a query parser
// would accept has its value replaced.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { createGatewayLogger, redactRequestUrl } from '../../src/logging.ts';

const KEY = 'S3cr3t-Key_value';

describe('redactRequestUrl', () => {
  const cases: [string, string][] = [
    [`/api/v2/profile?api_secret_key=${KEY}`, '/api/v2/profile?api_secret_key=[REDACTED]'],
    [`/api/v2/profile?a=1&api_secret_key=${KEY}&b=2`, '/api/v2/profile?a=1&api_secret_key=[REDACTED]&b=2'],
    [`/api/v2/profile?api%5Fsecret%5Fkey=${KEY}`, '/api/v2/profile?api%5Fsecret%5Fkey=[REDACTED]'],
    [`/api/v2/profile?api%5fsecret%5fkey=${KEY}`, '/api/v2/profile?api%5fsecret%5fkey=[REDACTED]'],
    [`/api/v2/profile?API_SECRET_KEY=${KEY}`, '/api/v2/profile?API_SECRET_KEY=[REDACTED]'],
    [`/api/v2/profile?api_secret_key[0]=${KEY}`, '/api/v2/profile?api_secret_key[0]=[REDACTED]'],
    [`/api/v2/profile?api_secret_key%5B%5D=${KEY}`, '/api/v2/profile?api_secret_key%5B%5D=[REDACTED]'],
    [
      `/api/v2/profile?api_secret_key=${KEY}&api_secret_key=${KEY}`,
      '/api/v2/profile?api_secret_key=[REDACTED]&api_secret_key=[REDACTED]',
    ],
    [`/api/v2/profile?api_secret_key=${KEY}=more`, '/api/v2/profile?api_secret_key=[REDACTED]'],
    [`/api/v2/profile?api_secret_key=${KEY}#frag`, '/api/v2/profile?api_secret_key=[REDACTED]'],
  ];
  for (const [url, expected] of cases) {
    test(url, () => {
      assert.equal(redactRequestUrl(url), expected);
    });
  }

  test('leaves URLs without the key alone', () => {
    for (const url of [
      '/healthz',
      '/api/v2/profile?',
      '/api/v2/profile?a=1&b=%20',
      '/api/v2/x?api_secret_key',
    ]) {
      assert.equal(redactRequestUrl(url), url);
    }
  });

  test('redacts keys under other names, in the path, matrix-style and shaped like a key', () => {
    const key = 'vk_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const legacy = 'Zx9-Qw8_Er7Ty6Ui5Op4As3Df2Gh1Jk0L';
    const hex = '0123456789abcdef'.repeat(4);
    const cases: [string, string][] = [
      [`/api/v2/profile?key=${KEY}`, '/api/v2/profile?key=[REDACTED]'],
      [`/api/v2/profile?apisecretkey=${KEY}&a=1`, '/api/v2/profile?apisecretkey=[REDACTED]&a=1'],
      [`/api/v2/profile?api-key=${KEY}`, '/api/v2/profile?api-key=[REDACTED]'],
      [`/api/v2/profile?apiKey=${KEY}`, '/api/v2/profile?apiKey=[REDACTED]'],
      [`/api/v2/profile?api_secret=${KEY}`, '/api/v2/profile?api_secret=[REDACTED]'],
      [`/api/v2/profile?api%2Dkey=${KEY}`, '/api/v2/profile?api%2Dkey=[REDACTED]'],
      [`/api/v2/profile;api_secret_key=${KEY}`, '/api/v2/profile;api_secret_key=[REDACTED]'],
      [`/api/v2/profile;api_secret_key=${KEY}?a=1`, '/api/v2/profile;api_secret_key=[REDACTED]?a=1'],
      [`/api/v2/profile?a=1;api_secret_key=${KEY}`, '/api/v2/profile?a=1;api_secret_key=[REDACTED]'],
      [`/api/v2/resource/${key}`, '/api/v2/resource/[REDACTED]'],
      [`/api/v2/resource/${key}.json?a=1`, '/api/v2/resource/[REDACTED].json?a=1'],
      [`/api/v2/profile?q=${key}`, '/api/v2/profile?q=[REDACTED]'],
      [`/api/v2/profile?q=vk%5F${key.slice(3)}`, '/api/v2/profile?q=[REDACTED]'],
      [`/api/v2/profile?q=%76%6B_${key.slice(3)}`, '/api/v2/profile?q=[REDACTED]'],
      [`/api/v2/resource/${legacy}?a=1`, '/api/v2/resource/[REDACTED]?a=1'],
      [`/api/v2/profile?q=${hex}`, '/api/v2/profile?q=[REDACTED]'],
    ];
    for (const [url, expected] of cases) assert.equal(redactRequestUrl(url), expected, url);
  });

  test('leaves ids, dates, words and long numbers alone', () => {
    for (const url of [
      `/api/v2/resource/${'9'.repeat(150)}`,
      '/api/v2/booking_list?from=2026-01-01&to=2026-02-01&customer_tags=gold,press',
      '/api/v2/customer_address_add?very_long_parameter_name_in_snake_case=1',
      '/api/v2/invoice_details?invoice_id=123&title=Hall+A;b=1',
    ]) {
      assert.equal(redactRequestUrl(url), url);
    }
  });

  test('survives malformed percent-encoding', () => {
    assert.equal(
      redactRequestUrl(`/x?%E0%A4%A=1&api_secret_key=${KEY}`),
      '/x?%E0%A4%A=1&api_secret_key=[REDACTED]',
    );
  });
});

test('the gateway logger writes request URLs redacted', () => {
  const lines: string[] = [];
  const logger = createGatewayLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  logger.info(
    { req: { id: 'r1', method: 'GET', url: `/api/v2/profile?api%5Fsecret%5Fkey=${KEY}`, ip: '127.0.0.1' } },
    'incoming request',
  );
  logger.info({ api_secret_key: KEY, apiKey: KEY }, 'structured fields');
  assert.equal(lines.length, 2);
  assert.ok(
    lines.every((line) => !line.includes(KEY)),
    lines.join('\n'),
  );
  assert.equal(JSON.parse(lines[0]!).req.url, '/api/v2/profile?api%5Fsecret%5Fkey=[REDACTED]');
});

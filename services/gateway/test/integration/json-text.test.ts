// One rule for text (issue 61): a JSON body is read as strictly as a form body or a query string.
// A lone surrogate (a "\uD800" escape) or bytes that are not UTF-8 are a 400 naming the parameter,
// and nothing is written (they were stored as U+FFFD); a body in a Content-Encoding the gateway
// does not decode is a 415 (it was read as plain text).
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { expectFailure, expectOk, newManager, openSql, rowCounts, startTestStack, type ApiAnswer, type TestManager, type TestStack } from '@venue/testing';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  m = await newManager(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** POSTs raw bytes as the body of customer_add. */
const postRaw = (body: Buffer | string, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
  fetch(`${stack.baseUrl}/api/v2/customer_add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  }).then(async (response) => ({ status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer['body'] }));

const customers = () => rowCounts(sql, ['customers.customer']);

test('a lone surrogate in a JSON value or name is a 400 naming the parameter; nothing is written', async () => {
  const before = await customers();
  for (const [json, parameter] of [
    [`{"api_secret_key":"${m.apiKey}","first_name":"Ada\\uD800"}`, 'first_name'],
    [`{"api_secret_key":"${m.apiKey}","last_name":"\\uDC00Lee"}`, 'last_name'],
    [`{"api_secret_key":"${m.apiKey}","first_name":"Ada","customer_tags":"\\uDBFFa"}`, 'customer_tags'],
  ] as const) {
    expectFailure(await postRaw(json), 400, new RegExp(`^${parameter.replace(/[[\]]/g, '\\$&')}: the text holds a lone surrogate`));
  }
  assert.deepEqual(await customers(), before);
});

test('bytes that are not UTF-8 in a JSON body are a 400 naming the parameter; nothing is written', async () => {
  const before = await customers();
  const body = Buffer.concat([
    Buffer.from(`{"api_secret_key":"${m.apiKey}","first_name":"Ada","last_name":"Ren`),
    Buffer.from([0xe9]),
    Buffer.from('"}'),
  ]);
  expectFailure(await postRaw(body), 400, /^last_name: the bytes of the text are not UTF-8$/);
  assert.deepEqual(await customers(), before);
});

test('valid text still arrives whole: a surrogate pair, U+FFFD itself, accents', async () => {
  const id = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ren\u00e9 \ud83c\udf89', last_name: 'L\uFFFDe' }))[0].id as number;
  const { rows } = await sql.query('select first_name, last_name from customers.customer where id = $1', [id]);
  assert.deepEqual(rows[0], { first_name: 'René 🎉', last_name: 'L\uFFFDe' });
});

test('a body in a Content-Encoding the gateway does not decode is a 415; identity is plain', async () => {
  const before = await customers();
  const json = JSON.stringify({ api_secret_key: m.apiKey, first_name: 'Zip' });
  for (const [body, encoding] of [
    [gzipSync(json), 'gzip'],
    [json, 'gzip'],
    [json, 'br'],
  ] as const) {
    const answer = await postRaw(body, { 'content-encoding': encoding });
    assert.equal(answer.status, 415, encoding);
    assert.deepEqual(answer.body, { data: `Content-Encoding "${encoding}" is not supported: send the body unencoded`, total: 0, success: false });
  }
  assert.deepEqual(await customers(), before);
  expectOk(await postRaw(json, { 'content-encoding': 'identity' }));
});

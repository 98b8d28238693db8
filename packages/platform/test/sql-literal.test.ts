// quotedLiteral writes what pg's escapeLiteral writes (sql-literal.ts builds it by replacement
// instead of one character at a time), and Postgres reads every literal back as the text it was.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, openSql, type TestDatabase } from '@venue/testing';
import { quotedLiteral, sqlLiteral } from '../src/sql-literal.ts';

const TRICKY = ['', "'", '\\', "\\'", "''", '\\\\', 'a\\b', "it's", 'E\'x\'', '"q"', '{"a","b"}', 'é', '😀', '\uD800', 'line\nbreak'];

/** Strings of up to 20 characters drawn from quotes, backslashes, braces and other characters. */
function randomTexts(count: number): string[] {
  const alphabet = ["'", '\\', '"', 'a', ' ', ',', '{', '}', 'é', '😀', '\uDC00', '\n', 'E'];
  // Park–Miller: exact in doubles, so every draw differs until the period (2^31 - 2).
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 21) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

test("quotedLiteral writes what pg's escapeLiteral writes", () => {
  const random = randomTexts(5000);
  assert.ok(new Set(random).size > 4000, 'mostly distinct strings');
  assert.ok(random.filter((text) => text.includes("'") && text.includes('\\')).length > 1000, 'many with quotes and backslashes');
  for (const text of [...TRICKY, ...random]) assert.equal(quotedLiteral(text), pg.escapeLiteral(text), JSON.stringify(text));
});

let database: TestDatabase;
let client: pg.Pool;

before(async () => {
  database = await createTestDatabase();
  client = openSql(database);
});

after(async () => {
  await client.end();
  await database.drop();
});

test('Postgres reads each literal back as the text, array or JSON it was', async () => {
  const texts = [...TRICKY.filter((text) => !/[\uD800-\uDFFF]/.test(text) || text === '😀'), 'back\\slash and \'quote\''];
  for (const text of texts) {
    const { rows } = await client.query<{ value: string }>(`select ${sqlLiteral(text)}::text as value`);
    assert.equal(rows[0]!.value, text);
  }
  const { rows } = await client.query<{ list: string[]; doc: unknown }>(
    `select ${sqlLiteral(texts)}::text[] as list, ${sqlLiteral({ texts })}::jsonb as doc`,
  );
  assert.deepEqual(rows[0]!.list, texts);
  assert.deepEqual(rows[0]!.doc, { texts });
});

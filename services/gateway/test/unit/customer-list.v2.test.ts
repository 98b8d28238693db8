// customer_list's answer (customer-list.v2.ts): whole while it fits, so a failure of any page
// still answers with its envelope; streamed past that, where a failure can only cut it short.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import type { customers } from '@venue/contracts';
import { customerListAnswer, type CustomerPages } from '../../src/customers/customer-list.v2.ts';

const customer = (id: number) => ({ id }) as unknown as customers.Customer__Output;
const toJson = (c: customers.Customer__Output) => JSON.stringify({ id: c.id, name: `Customer ${c.id}` });

/** Pages of the given customer ids, in order; page `failing` (0-based) fails instead. */
function pagesOf(ids: number[][], failing?: number): CustomerPages & { asked: number[] } {
  const asked: number[] = [];
  const pages = async (afterId: number) => {
    asked.push(afterId);
    const index = afterId === 0 ? 0 : ids.findIndex((page, i) => i > 0 && ids[i - 1]!.at(-1) === afterId);
    if (index === failing) throw new Error(`page ${index} failed`);
    const page = ids[index]!;
    return { customers: page.map(customer), next_after_id: index < ids.length - 1 ? (page.at(-1) ?? 0) : 0 };
  };
  return Object.assign(pages, { asked });
}

const expected = (ids: number[]) => ({
  data: ids.map((id) => ({ id, name: `Customer ${id}` })),
  total: ids.length,
  success: true,
});

async function text(answer: string | Readable): Promise<string> {
  if (typeof answer === 'string') return answer;
  let all = '';
  for await (const part of answer) all += String(part);
  return all;
}

test('a list that fits is answered whole, every page read first', async () => {
  const pages = pagesOf([[1, 2], [5], [7, 9]]);
  const answer = await customerListAnswer(pages, toJson);
  assert.equal(typeof answer, 'string');
  assert.deepEqual(JSON.parse(answer as string), expected([1, 2, 5, 7, 9]));
  assert.deepEqual(pages.asked, [0, 2, 5]);
});

test('no customers: an empty list', async () => {
  assert.equal(await customerListAnswer(pagesOf([[]]), toJson), '{"data":[],"total":0,"success":true}');
});

test('a later page that fails while the list is gathered fails the answer, so it gets the envelope of its failure', async () => {
  await assert.rejects(customerListAnswer(pagesOf([[1, 2], [3], [4]], 2), toJson), /page 2 failed/);
});

test('past the gathered size the rest is streamed, the same answer', async () => {
  const ids = [[1, 2], [3, 4], [6], [8, 9]];
  // A bound of one character: the first page is gathered, the others are streamed.
  const answer = await customerListAnswer(pagesOf(ids), toJson, 1);
  assert.ok(answer instanceof Readable);
  assert.deepEqual(JSON.parse(await text(answer)), expected(ids.flat()));
});

test('a failure while streaming cuts the answer short: never a complete-looking list', async () => {
  const answer = await customerListAnswer(pagesOf([[1, 2], [3], [4]], 2), toJson, 1);
  assert.ok(answer instanceof Readable);
  let received = '';
  await assert.rejects(async () => {
    for await (const part of answer) received += String(part);
  }, /page 2 failed/);
  assert.equal(received, `{"data":[${toJson(customer(1))},${toJson(customer(2))},${toJson(customer(3))}`);
});

// Assertions on the v2 envelope ({ success, data }) of a gateway answer.
import assert from 'node:assert/strict';
import type { ApiAnswer } from './stack.ts';

/** What the stack logged before an unexpected 5xx (ApiAnswer.logged), as lines to read with the failure. */
function logged(answer: ApiAnswer): string {
  return answer.logged?.length ? `\nlogged lately:\n${answer.logged.join('\n')}` : '';
}

/** A 200 answer with success true; returns its data. */
export function expectOk(answer: ApiAnswer): ApiAnswer['body']['data'] {
  assert.equal(answer.status, 200, `expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}${logged(answer)}`);
  assert.equal(answer.body.success, true, JSON.stringify(answer.body));
  return answer.body.data;
}

/**
 * A failure: the given status, success false and a plain non-empty message in data, which must
 * equal `message` (a string) or match it (a RegExp) when given. Returns the message.
 */
export function expectFailure(answer: ApiAnswer, status: number, message?: string | RegExp): string {
  assert.equal(answer.status, status, `expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}${logged(answer)}`);
  assert.equal(answer.body.success, false, JSON.stringify(answer.body));
  assert.equal(typeof answer.body.data, 'string', JSON.stringify(answer.body));
  const text = answer.body.data as string;
  assert.ok(text.length > 0, 'the failure carries a message');
  if (typeof message === 'string') assert.equal(text, message);
  else if (message) assert.match(text, message);
  return text;
}

// A prepared execution's name follows its statement's text (prepared-execution.ts): the same text
// always gets the same name, and texts that differ, even in one character of the same length,
// never share one, or a connection would execute another statement's plan.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preparedExecution } from '../src/prepared-execution.ts';

// Texts of their own, so that names other tests in the process took do not matter.
const FIRST = 'select $1::int as prepared_execution_test_a';
const SECOND = 'select $1::int as prepared_execution_test_b';

test('the same text gets the same name, however it was built', () => {
  const once = preparedExecution({ sql: FIRST, parameters: [1] });
  const again = preparedExecution({ sql: ['select $1::int', 'as prepared_execution_test_a'].join(' '), parameters: [2] });
  assert.equal(again.prepared.name, once.prepared.name);
  assert.equal(once.prepared.text, FIRST);
  assert.equal(once.execute, `execute ${once.prepared.name}('1')`);
  assert.equal(again.execute, `execute ${once.prepared.name}('2')`);
});

test('texts of the same length that differ get different names, each kept', () => {
  assert.equal(FIRST.length, SECOND.length);
  const first = preparedExecution({ sql: FIRST, parameters: [] }).prepared.name;
  const second = preparedExecution({ sql: SECOND, parameters: [] }).prepared.name;
  assert.notEqual(first, second);
  assert.equal(preparedExecution({ sql: SECOND, parameters: [] }).prepared.name, second);
  assert.equal(preparedExecution({ sql: FIRST, parameters: [] }).prepared.name, first);
});

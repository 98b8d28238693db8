// PHP-style query strings and form bodies: nested brackets stay objects keyed by id, and
// appended lists (name[]=a&name[]=b) read like the indexed form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePhpQuery } from '../../src/plugins/php-query.ts';

test('indexed and appended lists give the same object keyed by index', () => {
  assert.deepEqual(parsePhpQuery('p[4][0]=5&p[4][1]=6'), parsePhpQuery('p[4][]=5&p[4][]=6'));
  assert.deepEqual(parsePhpQuery('persons[]=1&persons[]=2'), { persons: { 0: '1', 1: '2' } });
});

test('percent-encoded brackets count with plain ones; separate names count separately', () => {
  assert.deepEqual(parsePhpQuery('a[]=1&a%5B%5D=2&b[]=3'), { a: { 0: '1', 1: '2' }, b: { 0: '3' } });
});

test('ids as keys stay keys; plain parameters are untouched', () => {
  assert.deepEqual(parsePhpQuery('customfields[3]=10&title=A%26B'), { customfields: { 3: '10' }, title: 'A&B' });
});

// Amounts at the edge (billing/decimal.ts): exact decimal text to cents, refused past the one limit that
// billing also keeps (MAX_AMOUNT_CENTS in @venue/contracts), so a client hears the same words from both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_AMOUNT_CENTS } from '@venue/contracts';
import { DomainError } from '@venue/platform';
import { centsOf } from '../../src/billing/decimal.ts';

const refusal = (value: unknown) => {
  try {
    centsOf('amount', value);
  } catch (error) {
    assert.ok(error instanceof DomainError && error.kind === 'invalid', String(error));
    return error.message;
  }
  assert.fail(`${String(value)} was accepted`);
};

test('amounts are read exactly, a comma as the decimal point', () => {
  assert.equal(centsOf('amount', '12.5'), 1250);
  assert.equal(centsOf('amount', '12,05'), 1205);
  assert.equal(centsOf('amount', 19.99), 1999);
  assert.equal(centsOf('amount', '0'), 0);
});

test('the largest amount is 100,000,000.00, the same as billing stores; one cent more is refused in words', () => {
  assert.equal(MAX_AMOUNT_CENTS, 10_000_000_000);
  assert.equal(centsOf('amount', '100000000'), MAX_AMOUNT_CENTS);
  assert.equal(centsOf('amount', '100000000.00'), MAX_AMOUNT_CENTS);
  assert.equal(refusal('100000000.01'), 'amount is at most 100000000.00');
  assert.equal(refusal('9999999999999'), 'amount is at most 100000000.00');
});

test('negative, too precise and not numbers are refused', () => {
  assert.equal(refusal('-1'), 'amount cannot be negative');
  assert.match(refusal('1.005'), /at most two decimals/);
  assert.match(refusal('ten'), /must be an amount/);
  assert.match(refusal('1e3'), /must be an amount/);
});

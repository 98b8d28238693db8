// Integer money arithmetic: every amount is whole cents, every division rounds half up, once
// per row. Products go through BigInt so that no amount loses precision.
import type { Calculation } from './types.ts';

/** numerator / denominator rounded half up (both non-negative, denominator > 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export interface RowAmounts {
  netCents: number;
  taxCents: number;
  grossCents: number;
}

/**
 * Net, tax and gross of one row whose price is `amountCents`.
 * Vertical: the price is net; tax = net × rate, rounded half up; gross = net + tax.
 * Horizontal: the price is gross; net = gross / (1 + rate), rounded half up; tax = gross − net
 * (so net + tax always equals the price the customer was shown).
 */
export function rowAmounts(amountCents: number, rateBp: number, calculation: Calculation): RowAmounts {
  const amount = BigInt(amountCents);
  const rate = BigInt(rateBp);
  if (calculation === 'vertical') {
    const tax = Number(divideHalfUp(amount * rate, 10_000n));
    return { netCents: amountCents, taxCents: tax, grossCents: amountCents + tax };
  }
  const net = Number(divideHalfUp(amount * 10_000n, 10_000n + rate));
  return { netCents: net, taxCents: amountCents - net, grossCents: amountCents };
}

/** amount × units, refusing a total beyond what a double holds exactly. */
export function multiplyCents(amountCents: number, units: number): number {
  const total = amountCents * units;
  if (!Number.isSafeInteger(total)) throw new RangeError('amount too large');
  return total;
}

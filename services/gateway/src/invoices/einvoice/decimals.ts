// Exact decimal arithmetic for the e-invoice: money stays integer cents and every product or
// quotient goes through BigInt, so no amount passes through floating point. Prices and
// quantities that need more than two places are written as exact decimal texts.

/** numerator / denominator rounded half away from zero (denominator > 0): EN 16931's "half up". */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((magnitude * 2n + denominator) / (denominator * 2n));
}

/** BT-117: a taxable amount × a rate in basis points, rounded half up to cents (BR-CO-17). */
export function taxCentsOf(taxableCents: number, rateBp: number): number {
  return Number(divideHalfUp(BigInt(taxableCents) * BigInt(rateBp), 10_000n));
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * value / 10^scale as a decimal text with at least `minPlaces` places: trailing zeros beyond them
 * are dropped (12.5000 with minPlaces 2 is "12.50", 1.50 with minPlaces 0 is "1.5").
 */
export function decimalText(value: bigint, scale: number, minPlaces: number): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > minPlaces && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

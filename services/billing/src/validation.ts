// Domain rules shared by the billing inputs: storable text, amounts of money, ids.
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_TEXT } from '@venue/contracts';
import { invalid } from '@venue/platform';

/**
 * Trimmed text within its length; Postgres text cannot hold NUL, so a value with one is
 * malformed input rather than a failed insert.
 */
export function cleanText(what: string, value: string, max: number, required = false): string {
  const text = value.trim();
  if (text.includes('\u0000')) throw invalid(`${what} must not contain NUL characters`);
  if (required && text === '') throw invalid(`${what} is required`);
  if (text.length > max) throw invalid(`${what} is longer than ${max} characters`);
  return text;
}

export function checkCents(what: string, cents: number): void {
  if (!Number.isSafeInteger(cents)) throw invalid(`${what} must be a whole number of cents`);
  if (cents < 0) throw invalid(`${what} cannot be negative`);
  if (cents > MAX_AMOUNT_CENTS) throw invalid(`${what} is at most ${MAX_AMOUNT_TEXT}`);
}

export function checkRate(rateBp: number): void {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw invalid('a tax rate lies between 0 and 100 %');
}

/** Distinct ids, each a positive integer. */
export function distinctIds(what: string, ids: readonly number[]): number[] {
  for (const id of ids)
    if (!Number.isSafeInteger(id) || id < 1) throw invalid(`${what} ids must be positive whole numbers`);
  return [...new Set(ids)];
}

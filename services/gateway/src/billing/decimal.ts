// Money and tax rates at the edge: the API speaks decimal strings ("12.50", "19", "7.5"), the
// services integer cents and basis points (1900 = 19 %). Parsing is exact text work, never
// floating point, and refuses more precision than the unit holds instead of rounding it away.
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_TEXT } from '@venue/contracts';
import { invalid } from '@venue/platform';

function decimalText(name: string, value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text.startsWith('-')) throw invalid(`${name} cannot be negative`);
  return text;
}

/** "12.5" → 1250; at most two decimals; a comma is read as the decimal point ("12,50"). */
export function centsOf(name: string, value: unknown): number {
  const text = decimalText(name, value).replace(',', '.');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw invalid(`${name} must be an amount such as 12.50 (at most two decimals)`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) throw invalid(`${name} is at most ${MAX_AMOUNT_TEXT}`);
  return cents;
}

/** "19" → 1900, "7.5" → 750; from 0 to 100 with at most two decimals. */
export function basisPointsOf(name: string, value: unknown): number {
  const text = decimalText(name, value).replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw invalid(`${name} must be a percentage such as 19 or 7.5 (at most two decimals)`);
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp > 10_000) throw invalid(`${name} is at most 100`);
  return bp;
}

/** 1250 → "12.50"; negative amounts keep their sign (a credit). */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → 12.5: the number form of spec 2.3 (rule_price, price_cost). */
export function numberOfCents(cents: number): number {
  return cents / 100;
}

/** 1900 → "19", 750 → "7.5", 1925 → "19.25". */
export function percentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** 1900 → 19, 750 → 7.5: the number form of spec 2.7 (tax). */
export function percentNumber(bp: number): number {
  return bp / 100;
}

// One invoice line (BG-25) per document row: what was booked, how much of it in which unit, the
// net price that makes the line's arithmetic hold, and the days it covers.
import { instantToLocal } from '@venue/platform';
import type { billing } from '@venue/contracts';
import { labelsOf, type Language } from '../invoice-labels.v2.ts';
import { dayOf, periodOf } from './dates.ts';
import { decimalText, gcd } from './decimals.ts';
import type { InvoiceLine, LinePrice } from './model.ts';
import { dateText } from './texts.ts';
import type { LineVat } from './vat-category.ts';

type Row = billing.DocumentRow__Output;

/**
 * BT-130 (UN/ECE Recommendation 20) of a row's unit, and how many of that unit one of the row's
 * units is, in tenths. Rows count started intervals (units), so a time interval is its own unit.
 * A half hour has no code of its own: it is counted in hours, 0.5 each, with the price per half
 * hour given for a base quantity of 0.5 h (BT-149), so the price stays the one agreed.
 * Flat prices, prices per quantity and rows without an interval count pieces (C62, "one").
 */
function unitOf(row: Row): { code: string; tenths: bigint } {
  if (row.price_type === 'PRICE_TYPE_FLAT') return { code: 'C62', tenths: 10n };
  switch (row.interval) {
    case 'INTERVAL_PER_MINUTE':
      return { code: 'MIN', tenths: 10n };
    case 'INTERVAL_PER_30_MINUTES':
      return { code: 'HUR', tenths: 5n };
    case 'INTERVAL_PER_HOUR':
      return { code: 'HUR', tenths: 10n };
    case 'INTERVAL_PER_DAY':
      return { code: 'DAY', tenths: 10n };
    default:
      return { code: 'C62', tenths: 10n };
  }
}

/** A unit price has at most this many decimal places (of the currency); beyond, a base quantity carries it. */
const PRICE_PLACES = 4;

/**
 * BT-146 and BT-149 so that quantity × price / base quantity is exactly the line's net (BT-131).
 * The net per unit is net / units: for a net price ('vertical') that is the row's own unit price;
 * for a gross price ('horizontal') the net was derived per row, so it may not divide evenly. Then
 * the price takes up to four places, and if that is still not exact it is given for b units
 * (BT-149), the smallest b for which it is: 25.21 net for 3 hours is 25.21 per 3 hours, not a
 * rounded 8.4033 per hour.
 */
function priceOf(netCents: number, units: number, tenths: bigint): LinePrice {
  if (units <= 0) return { amount: '0.00' };
  const scaled = BigInt(netCents) * 10n ** BigInt(PRICE_PLACES - 2); // net in 1/10^PRICE_PLACES
  const count = BigInt(units);
  const b = count / gcd(scaled, count);
  const amount = decimalText((scaled * b) / count, PRICE_PLACES, 2);
  const base = b * tenths;
  return base === 10n ? { amount } : { amount, baseQuantity: decimalText(base, 1, 0) };
}

/** BT-153: the tariff or item and the resource it was booked on, as the PDF names them. */
function nameOf(row: Row, language: Language): string {
  const what = row.name.trim();
  const where = row.resource_name.trim();
  if (what !== '' && where !== '' && what !== where) return `${what} (${where})`;
  return what || where || labelsOf(language).row[row.kind];
}

/** The booked time as the language writes it: "12.06.2026 10:00–14:30", over midnight both dates. */
function timeText(row: Row, timeZone: string, language: Language): string {
  if (row.start_ms <= 0 || row.end_ms <= 0) return '';
  const start = instantToLocal(new Date(row.start_ms), timeZone);
  const end = instantToLocal(new Date(row.end_ms), timeZone);
  const from = `${dateText(start.date, language)} ${start.time}`;
  if (end.date === start.date) return `${from}–${end.time}`;
  // an end at midnight closes the start's day
  if (end.time === '00:00' && dayOf(row.end_ms - 1, timeZone) === start.date) return `${from}–24:00`;
  return `${from} – ${dateText(end.date, language)} ${end.time}`;
}

/**
 * The line of a row. `sign` is -1 for a cancellation, whose rows are stored negated: a credit
 * note states them positive.
 */
export function lineOf(
  row: Row,
  position: number,
  sign: 1 | -1,
  vat: LineVat,
  timeZone: string,
  language: Language,
): InvoiceLine {
  const unit = unitOf(row);
  const units = Math.abs(row.units);
  const netCents = sign * row.net_cents;
  const description = [row.booking_title.trim(), timeText(row, timeZone, language)]
    .filter(Boolean)
    .join(', ');
  return {
    id: String(position),
    name: nameOf(row, language),
    description: description || undefined,
    quantity: decimalText(BigInt(units) * unit.tenths, 1, 0),
    unitCode: unit.code,
    netCents,
    period: periodOf(row.start_ms, row.end_ms, timeZone),
    price: priceOf(netCents, units, unit.tenths),
    category: vat.category,
    // a line not subject to VAT has no rate at all (BR-O-05); its breakdown still says 0 (BR-DE-14)
    rateBp: vat.category === 'O' ? undefined : vat.rateBp,
  };
}

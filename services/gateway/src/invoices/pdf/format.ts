// How a document's PDF writes money, numbers, rates, dates and booked periods in its language.
// German: 1.234,56 €, 7,5 %, 17.12.2026. English: €1,234.56, 7.5%, and dates as "17 Dec 2026"
// (day, English month abbreviation, year), which readers in Britain and the US read alike. Times
// are 24-hour in both. Money goes from integer cents to Intl.NumberFormat as a decimal string,
// which it formats exactly (no float on the way).
import { addDays } from '@venue/platform';
import { decimalOfCents, percentText } from '../../billing/decimal.ts';
import { local } from '../invoice-format.v2.ts';
import type { Language } from '../invoice-labels.v2.ts';

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** Written out rather than taken from Intl: ICU's English abbreviations change between versions ("Sep"/"Sept"). */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "{a} and {b}" with a and b filled in; a placeholder without a value stays as it is. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

// Intl.NumberFormat formats a decimal string exactly (ES2023 Intl.NumberFormat v3); the lib types
// still only name number and bigint.
type DecimalFormat = { format(value: string | number): string };

export interface Formatter {
  language: Language;
  /** Integer cents of the document's currency: "1.234,56 €", "€1,234.56". */
  money(cents: number): string;
  /** A whole number with the language's grouping: "1.234", "1,234". */
  count(value: number): string;
  /** Basis points as a rate: "7,5 %", "7.5%". */
  rate(bp: number): string;
  /** A Y-m-d date: "17.12.2026", "17 Dec 2026"; "" stays "". */
  date(ymd: string): string;
  /** A booked period in the document's zone (see periodText). */
  period(startMs: number, endMs: number): string;
  /** From the first start to the last end, as dates only: "17.12.2026 – 19.12.2026" or one date. */
  dates(startMs: number, endMs: number): string;
}

/** The local start, and the last local day and end time of a period ending at midnight read as 24:00 of the day before. */
function bounds(startMs: number, endMs: number, timeZone: string) {
  const start = local(startMs, timeZone);
  const end = local(endMs, timeZone);
  const endsAtMidnight = end.time === '00:00' && endMs > startMs;
  return {
    start,
    lastDay: endsAtMidnight ? addDays(end.date, -1) : end.date,
    endTime: endsAtMidnight ? '24:00' : end.time,
  };
}

export function formatterFor(language: Language, currency: string, timeZone: string): Formatter {
  const locale = LOCALE[language];
  const money = numberFormat(locale, { style: 'currency', currency }) as DecimalFormat;
  const count = numberFormat(locale, { maximumFractionDigits: 0 });
  const rate = numberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  }) as DecimalFormat;
  const date = (ymd: string) => {
    if (ymd === '') return '';
    const [year, month, day] = ymd.split('-');
    return language === 'de'
      ? `${day}.${month}.${year}`
      : `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
  };
  return {
    language,
    money: (cents) => money.format(decimalOfCents(cents)),
    count: (value) => count.format(value),
    rate: (bp) => rate.format(percentText(bp)),
    date,
    period(startMs, endMs) {
      const { start, lastDay, endTime } = bounds(startMs, endMs, timeZone);
      // Whole days (midnight to midnight): the days only, never "00:00–00:00".
      if (start.time === '00:00' && endTime === '24:00') {
        return lastDay === start.date ? date(start.date) : `${date(start.date)} – ${date(lastDay)}`;
      }
      if (lastDay === start.date) return `${date(start.date)} ${start.time}–${endTime}`;
      return `${date(start.date)} ${start.time} – ${date(lastDay)} ${endTime}`;
    },
    dates(startMs, endMs) {
      const { start, lastDay } = bounds(startMs, endMs, timeZone);
      return lastDay === start.date ? date(start.date) : `${date(start.date)} – ${date(lastDay)}`;
    },
  };
}

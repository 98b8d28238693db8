// How a document's PDF writes money, rates, dates and booked periods (pdf/format.ts), without a PDF.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatterFor, fill } from '../../src/invoices/pdf/format.ts';
import { at } from './document-fixtures.ts';

const de = formatterFor('de', 'EUR', 'Europe/Berlin');
const en = formatterFor('en', 'EUR', 'Europe/Berlin');
/** Intl puts a no-break space between amount and currency; read as a space here. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('pdf format', () => {
  test('money from integer cents, exactly, in the language and the currency', () => {
    assert.equal(plain(de.money(123_456)), '1.234,56 €');
    assert.equal(en.money(123_456), '€1,234.56');
    assert.equal(plain(de.money(-5)), '-0,05 €');
    assert.equal(en.money(-4_760), '-€47.60');
    assert.equal(plain(de.money(0)), '0,00 €');
    // Past float's exact cents (2^53 / 100 ≈ 90 trillion, 10^14 cents: still exact as text).
    assert.equal(plain(de.money(100_000_000_000_001)), '1.000.000.000.000,01 €');
    assert.equal(en.money(999_999_999_999_999), '€9,999,999,999,999.99');
    assert.equal(plain(formatterFor('de', 'CHF', 'Europe/Zurich').money(150)), '1,50 CHF');
    assert.equal(plain(formatterFor('en', 'USD', 'America/New_York').money(150)), 'US$1.50');
  });

  test('rates, counts and dates', () => {
    assert.equal(plain(de.rate(1_900)), '19 %');
    assert.equal(plain(de.rate(750)), '7,5 %');
    assert.equal(en.rate(750), '7.5%');
    assert.equal(de.count(1_234), '1.234');
    assert.equal(en.count(1_234), '1,234');
    assert.equal(de.date('2026-12-07'), '07.12.2026');
    assert.equal(en.date('2026-12-07'), '7 Dec 2026');
    assert.equal(en.date('2027-09-30'), '30 Sep 2027');
    assert.equal(de.date(''), '');
  });

  test('booked periods: same day with times, whole days as dates, otherwise both ends', () => {
    assert.equal(de.period(at('2026-12-17', '10:00'), at('2026-12-17', '12:00')), '17.12.2026 10:00–12:00');
    assert.equal(de.period(at('2026-12-17', '00:00'), at('2026-12-18', '00:00')), '17.12.2026');
    assert.equal(de.period(at('2026-12-17', '00:00'), at('2026-12-20', '00:00')), '17.12.2026 – 19.12.2026');
    assert.equal(
      de.period(at('2026-12-17', '14:00'), at('2026-12-19', '11:00')),
      '17.12.2026 14:00 – 19.12.2026 11:00',
    );
    assert.equal(de.period(at('2026-12-17', '18:00'), at('2026-12-18', '00:00')), '17.12.2026 18:00–24:00');
    assert.equal(de.period(at('2026-12-17', '00:00'), at('2026-12-17', '08:00')), '17.12.2026 00:00–08:00');
    assert.equal(
      en.period(at('2026-12-17', '00:00'), at('2026-12-20', '00:00')),
      '17 Dec 2026 – 19 Dec 2026',
    );
    assert.equal(en.period(at('2026-12-17', '10:00'), at('2026-12-17', '12:00')), '17 Dec 2026 10:00–12:00');
    // Whole days across the change to summer time are still whole days.
    assert.equal(de.period(at('2027-03-27', '00:00'), at('2027-03-29', '00:00')), '27.03.2027 – 28.03.2027');
  });

  test('a service period: dates only', () => {
    assert.equal(de.dates(at('2026-12-17', '10:00'), at('2026-12-17', '12:00')), '17.12.2026');
    assert.equal(de.dates(at('2026-12-17', '10:00'), at('2026-12-20', '00:00')), '17.12.2026 – 19.12.2026');
  });

  test('fill', () => {
    assert.equal(fill('Seite {page} von {pages}', { page: '1', pages: '2' }), 'Seite 1 von 2');
    assert.equal(fill('{a} {b}', { a: 'x' }), 'x {b}');
  });
});

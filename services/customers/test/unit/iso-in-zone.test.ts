// isoInZone (packages/platform/src/time.ts), which gives customer_list its created dates.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoInZone } from '@venue/platform';

const at = (iso: string) => new Date(iso);

test('Europe/Berlin in winter (+01:00) and in summer (+02:00)', () => {
  assert.equal(isoInZone(at('2026-01-15T12:00:00Z'), 'Europe/Berlin'), '2026-01-15T13:00:00+01:00');
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'Europe/Berlin'), '2026-07-01T14:00:00+02:00');
});

test('Europe/Berlin across the spring DST change (2026-03-29, 02:00 -> 03:00)', () => {
  assert.equal(isoInZone(at('2026-03-29T00:59:59Z'), 'Europe/Berlin'), '2026-03-29T01:59:59+01:00');
  assert.equal(isoInZone(at('2026-03-29T01:00:00Z'), 'Europe/Berlin'), '2026-03-29T03:00:00+02:00');
  assert.equal(isoInZone(at('2026-03-29T16:00:00Z'), 'Europe/Berlin'), '2026-03-29T18:00:00+02:00');
});

test('Europe/Berlin across the autumn DST change (2026-10-25): the repeated hour has two offsets', () => {
  assert.equal(isoInZone(at('2026-10-25T00:30:00Z'), 'Europe/Berlin'), '2026-10-25T02:30:00+02:00');
  assert.equal(isoInZone(at('2026-10-25T01:30:00Z'), 'Europe/Berlin'), '2026-10-25T02:30:00+01:00');
});

test('midnight is hour 00 and the local date is used', () => {
  assert.equal(isoInZone(at('2026-01-14T23:00:00Z'), 'Europe/Berlin'), '2026-01-15T00:00:00+01:00');
  assert.equal(isoInZone(at('2026-01-01T03:00:00Z'), 'America/New_York'), '2025-12-31T22:00:00-05:00');
});

test('negative, zero and non-whole-hour offsets', () => {
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'America/New_York'), '2026-07-01T08:00:00-04:00');
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'UTC'), '2026-07-01T12:00:00+00:00');
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'Asia/Kolkata'), '2026-07-01T17:30:00+05:30');
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'Asia/Kathmandu'), '2026-07-01T17:45:00+05:45');
  assert.equal(isoInZone(at('2026-07-01T12:00:00Z'), 'America/St_Johns'), '2026-07-01T09:30:00-02:30');
});

test('milliseconds are dropped, not rounded', () => {
  assert.equal(isoInZone(at('2026-01-15T12:00:00.999Z'), 'Europe/Berlin'), '2026-01-15T13:00:00+01:00');
});

test('the text always names the same instant (whole seconds), every few hours over a year', () => {
  for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC']) {
    for (let ms = Date.UTC(2026, 0, 1, 0, 0, 0, 123); ms < Date.UTC(2027, 0, 1); ms += 7 * 3600_000 + 17_000) {
      const text = isoInZone(new Date(ms), zone);
      assert.match(text, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      assert.equal(new Date(text).getTime(), Math.floor(ms / 1000) * 1000, `${zone} ${new Date(ms).toISOString()} -> ${text}`);
    }
  }
});

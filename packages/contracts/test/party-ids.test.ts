// The formats of what names a business on an invoice, as the gateway, billing and customers check them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bicOf, buyerReferenceOf, countryCodeOf, ibanOf, MAX_BUYER_REFERENCE_LENGTH, vatIdOf } from '../src/party-ids.ts';

test('an IBAN is valid by its mod-97 check digits and is kept in its electronic format', () => {
  assert.equal(ibanOf('DE89 3704 0044 0532 0130 00'), 'DE89370400440532013000');
  assert.equal(ibanOf(' de89370400440532013000 '), 'DE89370400440532013000');
  assert.equal(ibanOf('DE89370400440532013001'), null);
  assert.equal(ibanOf('DE8937040044053201300'), null);
  assert.equal(ibanOf('not an iban'), null);
});

test('a BIC has 8 or 11 characters naming a country', () => {
  assert.equal(bicOf('COBADEFFXXX'), 'COBADEFFXXX');
  assert.equal(bicOf('cobadeff'), 'COBADEFF');
  assert.equal(bicOf('COBAXXFF'), null);
  assert.equal(bicOf('COBADEF'), null);
});

test("a VAT id has its country's format; spaces and dots are dropped", () => {
  assert.equal(vatIdOf('DE136695976'), 'DE136695976');
  assert.equal(vatIdOf('DE 136 695 976'), 'DE136695976');
  assert.equal(vatIdOf('ATU13585627'), 'ATU13585627');
  assert.equal(vatIdOf('DE12345678'), null, 'a German id has 9 digits');
  assert.equal(vatIdOf('AT13585627'), null, 'an Austrian id starts with U');
  assert.equal(vatIdOf('XX123456789'), null, 'no such country');
  assert.equal(vatIdOf(''), null);
});

test('a country is an ISO 3166-1 alpha-2 code of the list', () => {
  assert.equal(countryCodeOf('DE'), 'DE');
  assert.equal(countryCodeOf('at'), 'AT');
  assert.equal(countryCodeOf('ZZ'), null);
  assert.equal(countryCodeOf('DEU'), null);
  assert.equal(countryCodeOf('D1'), null);
});

test('a buyer reference is one line of at most 200 characters', () => {
  assert.equal(buyerReferenceOf(' 04011000-12345-34 '), '04011000-12345-34');
  assert.equal(buyerReferenceOf('x'.repeat(MAX_BUYER_REFERENCE_LENGTH)), 'x'.repeat(200));
  assert.equal(buyerReferenceOf('x'.repeat(MAX_BUYER_REFERENCE_LENGTH + 1)), null);
  assert.equal(buyerReferenceOf('line\nbreak'), null);
});

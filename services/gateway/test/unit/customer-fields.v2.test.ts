// The customer_add / customer_edit parameter rules, without any I/O: the gateway's decoding of
// the v2 parameters (all strings) into the typed CustomerFields of the customers contract.
// What the service makes of CustomerFields (columns, details) is tested in
// services/customers/test/unit/customer-fields.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import { decodeCustomerFields as decode, parseTags } from '../../src/customers/customer-fields.v2.ts';
import type { CustomerParams } from '../../src/customers/customer-fields.v2.ts';

function rejects(params: CustomerParams, message: RegExp): void {
  assert.throws(
    () => decode(params),
    (error: unknown) => error instanceof DomainError && error.kind === 'invalid' && message.test(error.message),
    `expected ${JSON.stringify(params)} to be refused with ${message}`,
  );
}

describe('decodeCustomerFields', () => {
  test('absent parameters are left out entirely', () => {
    assert.deepEqual(decode({}), {});
    const fields = decode({ city: 'Berlin' });
    assert.deepEqual(fields, { city: 'Berlin' });
    assert.equal('tags' in fields, false);
    assert.equal('group_ids' in fields, false);
    assert.equal('default_group_id' in fields, false);
  });

  test('values are trimmed; an empty or blank value is sent as "" (cleared)', () => {
    const fields = decode({ street: '  Main St  ', zip: '', phone: '   ', first_name: '', last_name: '  ', company_name: ' ACME ' });
    assert.deepEqual(fields, { street: 'Main St', zip: '', phone: '', first_name: '', last_name: '', company_name: 'ACME' });
    assert.equal(decode({ email: '' }).email, '');
    assert.equal(decode({ show_name: '' }).show_name, '');
    assert.equal(decode({ customer_number_prefix: '' }).customer_number_prefix, '');
  });

  test('every parameter goes to its field of the contract', () => {
    const texts = {
      email: 'a@b.de',
      company_name: 'C',
      first_name: 'F',
      last_name: 'L',
      show_name: 'S',
      customer_number_prefix: 'K-',
      color: '#aabbcc',
      street: 'St',
      house_number: '5a',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1',
      customer_account_number: 'ACC-1',
      debtor_account_number: 'D1',
      customer_department: 'Dept',
      matriculation_number: 'M1',
      customer_function: 'Boss',
      ust_id: 'DE123',
      website: 'https://x.test',
      mobile: '0170',
      bank_owner: 'Owner',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      mandate: 'MANDATE-1',
      internal_comment: 'comment',
      reference_sign: 'RS',
      financial_number: 'FN',
      cost_centre: 'CC',
      general_ledger: 'GL',
      reference_number: 'RN',
      master_id: 'MID',
      primion_id: 'PID',
    };
    const fields = decode({
      ...texts,
      salutation: '0',
      salutation_title: '1',
      customer_newsletter: '1',
      reference_sign_shown_invoice: '1',
      financial_number_shown_invoice: '0',
      cost_centre_shown_invoice: '1',
      general_ledger_shown_invoice: '0',
      reference_number_shown_invoice: '1',
      customer_number: '42',
    });
    assert.deepEqual(fields, {
      ...texts,
      salutation: 'SALUTATION_MR',
      salutation_title: 'SALUTATION_TITLE_PROF',
      newsletter: { value: true },
      reference_sign_shown_invoice: { value: true },
      financial_number_shown_invoice: { value: false },
      cost_centre_shown_invoice: { value: true },
      general_ledger_shown_invoice: { value: false },
      reference_number_shown_invoice: { value: true },
      customer_number: { value: 42 },
    });
  });

  test('an empty detail is sent as ""', () => {
    assert.deepEqual(decode({ iban: '', website: ' ' }), { iban: '', website: '' });
  });

  test('country: two letters, upper-cased', () => {
    assert.equal(decode({ country: 'de' }).country, 'DE');
    assert.equal(decode({ country: ' at ' }).country, 'AT');
    for (const country of ['DEU', 'D', 'D1', '12', 'Ä€']) rejects({ country }, /country/);
  });

  test('color: hex with or without #, normalised to lower-case #rrggbb / #rgb', () => {
    assert.equal(decode({ color: '1A2B3C' }).color, '#1a2b3c');
    assert.equal(decode({ color: '#ABC' }).color, '#abc');
    for (const color of ['red', '#12345', '#1234567', 'ggg', '#', '##abc']) rejects({ color }, /color/);
  });

  test('email must look like an address', () => {
    assert.equal(decode({ email: ' Ann@Example.com ' }).email, 'Ann@Example.com');
    for (const email of ['foo', 'a@b', 'a b@c.de', '@c.de', 'a@', 'a@@b.de']) rejects({ email }, /email/);
    rejects({ email: `${'a'.repeat(250)}@b.de` }, /email is longer/);
  });

  test('salutation, salutation_title, customer_newsletter and the *_shown_invoice flags are 0 or 1', () => {
    assert.equal(decode({ salutation: '1' }).salutation, 'SALUTATION_MS');
    assert.equal(decode({ salutation_title: '0' }).salutation_title, 'SALUTATION_TITLE_DR');
    assert.equal(decode({ salutation: '' }).salutation, 'SALUTATION_UNSPECIFIED', '"" clears');
    assert.deepEqual(decode({ customer_newsletter: '' }).newsletter, {}, '"" clears');
    rejects({ salutation: '2' }, /salutation must be 0 or 1 \(0 = Mr\., 1 = Ms\.\/Mrs\.\)/);
    rejects({ salutation: 'Mr' }, /salutation/);
    rejects({ salutation_title: 'x' }, /salutation_title must be 0 or 1 \(0 = Dr\., 1 = Pr\.\)/);
    rejects({ customer_newsletter: 'yes' }, /customer_newsletter/);
    rejects({ cost_centre_shown_invoice: '2' }, /cost_centre_shown_invoice/);
  });

  test('customer_number: digits only, "" clears it', () => {
    assert.deepEqual(decode({ customer_number: '0042' }).customer_number, { value: 42 });
    assert.deepEqual(decode({ customer_number: ' 7 ' }).customer_number, { value: 7 });
    assert.deepEqual(decode({ customer_number: '' }).customer_number, {});
    for (const customer_number of ['12a', '-1', '1.5', '1e3', '1234567890']) rejects({ customer_number }, /customer_number/);
  });

  test('lengths: 255 characters in general, 10,000 for internal_comment', () => {
    assert.equal(decode({ street: 'x'.repeat(255) }).street, 'x'.repeat(255));
    rejects({ street: 'x'.repeat(256) }, /street is longer than 255/);
    assert.equal(decode({ internal_comment: 'x'.repeat(10_000) }).internal_comment, 'x'.repeat(10_000));
    rejects({ internal_comment: 'x'.repeat(10_001) }, /internal_comment is longer/);
  });

  test('customer_group_id: one id or comma-separated ids, duplicates dropped, "" = no groups', () => {
    assert.deepEqual(decode({ customer_group_id: '7' }).group_ids, { ids: [7] });
    assert.deepEqual(decode({ customer_group_id: ' 3, 5 ,3' }).group_ids, { ids: [3, 5] });
    assert.deepEqual(decode({ customer_group_id: '' }).group_ids, { ids: [] });
    for (const customer_group_id of ['a', '1;2', '1,,2', '0', '2147483648', '-1', '1.0']) {
      rejects({ customer_group_id }, /customer_group_id/);
    }
  });

  test('default_customer_group: a single id, "" clears it', () => {
    assert.deepEqual(decode({ default_customer_group: '4' }).default_group_id, { value: 4 });
    assert.deepEqual(decode({ default_customer_group: '' }).default_group_id, {});
    rejects({ default_customer_group: '4,5' }, /default_customer_group must be a single/);
    rejects({ default_customer_group: 'x' }, /default_customer_group/);
  });

  test('customer_tags become a list of names', () => {
    assert.deepEqual(decode({ customer_tags: 'vip, Regular' }).tags, { names: ['vip', 'Regular'] });
    assert.deepEqual(decode({ customer_tags: '' }).tags, { names: [] });
  });
});

describe('parseTags', () => {
  test('comma-separated, trimmed, empty entries skipped', () => {
    assert.deepEqual(parseTags(' a , b,,c ,'), ['a', 'b', 'c']);
    assert.deepEqual(parseTags(''), []);
    assert.deepEqual(parseTags(' , '), []);
  });

  test('case-insensitive duplicates collapse to the first spelling', () => {
    assert.deepEqual(parseTags('VIP, vip, Vip, other, OTHER'), ['VIP', 'other']);
  });

  test('names keep inner spaces and non-ASCII letters', () => {
    assert.deepEqual(parseTags('Stamm Kunde, Größe'), ['Stamm Kunde', 'Größe']);
  });

  test('at most 50 tags of at most 100 characters', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `t${i}`);
    assert.deepEqual(parseTags(fifty.join(',')), fifty);
    assert.throws(() => parseTags([...fifty, 't50'].join(',')), /at most 50 tags/);
    assert.equal(parseTags('x'.repeat(100))[0], 'x'.repeat(100));
    assert.throws(() => parseTags('x'.repeat(101)), /longer than 100/);
  });
});

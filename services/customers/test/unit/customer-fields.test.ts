// The customer_add / customer_edit parameter rules, without any I/O: the whole way from the v2
// parameters to what is stored, i.e. the gateway's decoding (customer-fields.v2.ts), the
// service's proto mapping (customer.mapping.ts) and its storage mapping (customer.fields.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { customers } from '@venue/contracts';
import { DomainError } from '@venue/platform';
import {
  decodeCustomerFields,
  parseTags,
  type CustomerParams as CustomerFields,
} from '../../../gateway/src/customers/customer-fields.v2.ts';
import { customerInputFromProto } from '../../src/grpc/customer.mapping.ts';
import { deriveShowName, requireSomeName, toChanges as storedChanges } from '../../src/customer/customer.fields.ts';

/** v2 parameters -> typed CustomerFields -> domain input -> columns and details. */
function toChanges(params: CustomerFields) {
  return storedChanges(customerInputFromProto(decodeCustomerFields(params) as customers.CustomerFields__Output));
}

function rejects(fields: CustomerFields, message: RegExp): void {
  assert.throws(
    () => toChanges(fields),
    (error: unknown) => error instanceof DomainError && error.kind === 'invalid' && message.test(error.message),
    `expected ${JSON.stringify(fields)} to be refused with ${message}`,
  );
}

describe('toChanges', () => {
  test('absent fields are left out entirely', () => {
    assert.deepEqual(toChanges({}), { columns: {}, details: {} });
    const changes = toChanges({ city: 'Berlin' });
    assert.deepEqual(changes, { columns: { city: 'Berlin' }, details: {} });
    assert.equal('tags' in changes, false);
    assert.equal('groupIds' in changes, false);
    assert.equal('defaultGroupId' in changes, false);
  });

  test('values are trimmed; an empty value clears a nullable field but names stay ""', () => {
    const changes = toChanges({ street: '  Main St  ', zip: '', phone: '   ', first_name: '', last_name: '  ', company_name: ' ACME ' });
    assert.deepEqual(changes.columns, { street: 'Main St', zip: null, phone: null, first_name: '', last_name: '', company_name: 'ACME' });
    assert.equal(toChanges({ email: '' }).columns.email, null);
    assert.equal(toChanges({ show_name: '' }).columns.show_name, null);
    assert.equal(toChanges({ customer_number_prefix: '' }).columns.customer_number_prefix, null);
  });

  test('every column parameter goes to its column, every other one to the details', () => {
    const columns = {
      email: 'a@b.de',
      company_name: 'C',
      first_name: 'F',
      last_name: 'L',
      show_name: 'S',
      customer_number_prefix: 'K-',
      color: '#aabbcc',
      salutation: '0',
      salutation_title: '1',
      street: 'St',
      house_number: '5a',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1',
      customer_account_number: 'ACC-1',
      customer_newsletter: '1',
    };
    const details = {
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
      reference_sign_shown_invoice: '1',
      reference_sign: 'RS',
      financial_number_shown_invoice: '0',
      financial_number: 'FN',
      cost_centre_shown_invoice: '1',
      cost_centre: 'CC',
      general_ledger_shown_invoice: '0',
      general_ledger: 'GL',
      reference_number_shown_invoice: '1',
      reference_number: 'RN',
      master_id: 'MID',
      primion_id: 'PID',
    };
    const changes = toChanges({ ...columns, ...details, customer_number: '42' });
    assert.deepEqual(changes.columns, { ...columns, customer_number: 42 });
    assert.deepEqual(changes.details, details);
  });

  test('an empty detail is kept as ""', () => {
    assert.deepEqual(toChanges({ iban: '', website: ' ' }).details, { iban: '', website: '' });
  });

  test('country: two letters, upper-cased', () => {
    assert.equal(toChanges({ country: 'de' }).columns.country, 'DE');
    assert.equal(toChanges({ country: ' at ' }).columns.country, 'AT');
    for (const country of ['DEU', 'D', 'D1', '12', 'Ä€']) rejects({ country }, /country/);
  });

  test('color: hex with or without #, normalised to lower-case #rrggbb / #rgb', () => {
    assert.equal(toChanges({ color: '1A2B3C' }).columns.color, '#1a2b3c');
    assert.equal(toChanges({ color: '#ABC' }).columns.color, '#abc');
    for (const color of ['red', '#12345', '#1234567', 'ggg', '#', '##abc']) rejects({ color }, /color/);
  });

  test('email must look like an address', () => {
    assert.equal(toChanges({ email: ' Ann@Example.com ' }).columns.email, 'Ann@Example.com');
    for (const email of ['foo', 'a@b', 'a b@c.de', '@c.de', 'a@', 'a@@b.de']) rejects({ email }, /email/);
    rejects({ email: `${'a'.repeat(250)}@b.de` }, /email is longer/);
  });

  test('salutation, salutation_title, customer_newsletter and the *_shown_invoice flags are 0 or 1', () => {
    assert.equal(toChanges({ salutation: '1' }).columns.salutation, '1');
    assert.equal(toChanges({ salutation_title: '0' }).columns.salutation_title, '0');
    rejects({ salutation: '2' }, /salutation must be 0 or 1 \(0 = Mr\., 1 = Ms\.\/Mrs\.\)/);
    rejects({ salutation: 'Mr' }, /salutation/);
    rejects({ salutation_title: 'x' }, /salutation_title must be 0 or 1 \(0 = Dr\., 1 = Pr\.\)/);
    rejects({ customer_newsletter: 'yes' }, /customer_newsletter/);
    rejects({ cost_centre_shown_invoice: '2' }, /cost_centre_shown_invoice/);
  });

  test('customer_number: digits only, "" clears it', () => {
    assert.equal(toChanges({ customer_number: '0042' }).columns.customer_number, 42);
    assert.equal(toChanges({ customer_number: ' 7 ' }).columns.customer_number, 7);
    assert.equal(toChanges({ customer_number: '' }).columns.customer_number, null);
    for (const customer_number of ['12a', '-1', '1.5', '1e3', '1234567890']) rejects({ customer_number }, /customer_number/);
  });

  test('lengths: 255 characters in general, 10,000 for internal_comment', () => {
    assert.equal(toChanges({ street: 'x'.repeat(255) }).columns.street, 'x'.repeat(255));
    rejects({ street: 'x'.repeat(256) }, /street is longer than 255/);
    assert.equal(toChanges({ internal_comment: 'x'.repeat(10_000) }).details.internal_comment, 'x'.repeat(10_000));
    rejects({ internal_comment: 'x'.repeat(10_001) }, /internal_comment is longer/);
  });

  test('customer_group_id: one id or comma-separated ids, duplicates dropped, "" = no groups', () => {
    assert.deepEqual(toChanges({ customer_group_id: '7' }).groupIds, [7]);
    assert.deepEqual(toChanges({ customer_group_id: ' 3, 5 ,3' }).groupIds, [3, 5]);
    assert.deepEqual(toChanges({ customer_group_id: '' }).groupIds, []);
    for (const customer_group_id of ['a', '1;2', '1,,2', '0', '2147483648', '-1', '1.0']) {
      rejects({ customer_group_id }, /customer_group_id/);
    }
  });

  test('default_customer_group: a single id, "" clears it', () => {
    assert.equal(toChanges({ default_customer_group: '4' }).defaultGroupId, 4);
    assert.equal(toChanges({ default_customer_group: '' }).defaultGroupId, null);
    rejects({ default_customer_group: '4,5' }, /default_customer_group must be a single/);
    rejects({ default_customer_group: 'x' }, /default_customer_group/);
  });

  test('customer_tags become a list of names', () => {
    assert.deepEqual(toChanges({ customer_tags: 'vip, Regular' }).tags, ['vip', 'Regular']);
    assert.deepEqual(toChanges({ customer_tags: '' }).tags, []);
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

describe('deriveShowName', () => {
  const base = { show_name: null, company_name: '', first_name: '', last_name: '', email: null };

  test('the given show_name wins', () => {
    assert.equal(deriveShowName({ ...base, show_name: 'Shown', company_name: 'ACME', first_name: 'A', last_name: 'B' }), 'Shown');
  });

  test('else the company', () => {
    assert.equal(deriveShowName({ ...base, company_name: 'ACME', first_name: 'A', last_name: 'B' }), 'ACME');
  });

  test('else first and last name, either alone', () => {
    assert.equal(deriveShowName({ ...base, first_name: 'Ann', last_name: 'Lee' }), 'Ann Lee');
    assert.equal(deriveShowName({ ...base, first_name: 'Ann' }), 'Ann');
    assert.equal(deriveShowName({ ...base, last_name: 'Lee' }), 'Lee');
  });

  test('else the email, else ""', () => {
    assert.equal(deriveShowName({ ...base, email: 'x@y.de' }), 'x@y.de');
    assert.equal(deriveShowName(base), '');
    assert.equal(deriveShowName({ show_name: null, company_name: '', first_name: '', last_name: '' }), '');
  });
});

describe('requireSomeName', () => {
  test('one of first_name, last_name and company_name is enough', () => {
    requireSomeName({ company_name: 'C', first_name: '', last_name: '' });
    requireSomeName({ company_name: '', first_name: 'F', last_name: '' });
    requireSomeName({ company_name: '', first_name: '', last_name: 'L' });
  });

  test('none of them is refused', () => {
    assert.throws(
      () => requireSomeName({ company_name: '', first_name: '', last_name: '' }),
      (error: unknown) => error instanceof DomainError && error.kind === 'invalid' && /first_name, last_name and company_name/.test(error.message),
    );
  });
});

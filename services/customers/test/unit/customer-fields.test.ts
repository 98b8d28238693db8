// What the service makes of the typed CustomerFields of an add or edit, without any I/O: its
// proto mapping (customer.mapping.ts) and its storage mapping (customer.fields.ts), and the
// name rules. The decoding of the v2 parameters into CustomerFields is the gateway's
// (services/gateway/test/unit/customer-fields.v2.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { customers } from '@venue/contracts';
import { DomainError } from '@venue/platform';
import { customerInputFromProto } from '../../src/grpc/customer.mapping.ts';
import { deriveShowName, requireSomeName, toChanges as storedChanges } from '../../src/customer/customer.fields.ts';

/** Typed CustomerFields -> domain input -> columns and details. */
function toChanges(fields: customers.CustomerFields) {
  return storedChanges(customerInputFromProto(fields as customers.CustomerFields__Output));
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

  test('an empty value clears a nullable field but names stay ""', () => {
    const changes = toChanges({ street: 'Main St', zip: '', phone: '', first_name: '', last_name: '', company_name: 'ACME' });
    assert.deepEqual(changes.columns, { street: 'Main St', zip: null, phone: null, first_name: '', last_name: '', company_name: 'ACME' });
    assert.equal(toChanges({ email: '' }).columns.email, null);
    assert.equal(toChanges({ show_name: '' }).columns.show_name, null);
    assert.equal(toChanges({ customer_number_prefix: '' }).columns.customer_number_prefix, null);
  });

  test('every column field goes to its column, every other one to the details', () => {
    const columnTexts = {
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
    };
    const detailTexts = {
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
    const changes = toChanges({
      ...columnTexts,
      ...detailTexts,
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
    // The stored codes: salutation 0 = Mr., 1 = Ms.; title 0 = Dr., 1 = Prof.; flags "0"/"1".
    assert.deepEqual(changes.columns, {
      ...columnTexts,
      salutation: '0',
      salutation_title: '1',
      customer_newsletter: '1',
      customer_number: 42,
    });
    assert.deepEqual(changes.details, {
      ...detailTexts,
      reference_sign_shown_invoice: '1',
      financial_number_shown_invoice: '0',
      cost_centre_shown_invoice: '1',
      general_ledger_shown_invoice: '0',
      reference_number_shown_invoice: '1',
    });
  });

  test('an empty detail is kept as ""', () => {
    assert.deepEqual(toChanges({ iban: '', website: '' }).details, { iban: '', website: '' });
  });

  test('salutations are stored as their codes; UNSPECIFIED clears', () => {
    assert.equal(toChanges({ salutation: 'SALUTATION_MS' }).columns.salutation, '1');
    assert.equal(toChanges({ salutation_title: 'SALUTATION_TITLE_DR' }).columns.salutation_title, '0');
    assert.equal(toChanges({ salutation: 'SALUTATION_UNSPECIFIED' }).columns.salutation, null);
    assert.equal(toChanges({ salutation_title: 'SALUTATION_TITLE_UNSPECIFIED' }).columns.salutation_title, null);
  });

  test('flags: a wrapper without value clears', () => {
    assert.equal(toChanges({ newsletter: {} }).columns.customer_newsletter, null);
    assert.equal(toChanges({ cost_centre_shown_invoice: {} }).details.cost_centre_shown_invoice, '');
  });

  test('customer_number: a wrapper without value clears it', () => {
    assert.equal(toChanges({ customer_number: { value: 42 } }).columns.customer_number, 42);
    assert.equal(toChanges({ customer_number: {} }).columns.customer_number, null);
  });

  test('texts are stored as given (up to 255 characters, 10,000 for internal_comment)', () => {
    assert.equal(toChanges({ street: 'x'.repeat(255) }).columns.street, 'x'.repeat(255));
    assert.equal(toChanges({ internal_comment: 'x'.repeat(10_000) }).details.internal_comment, 'x'.repeat(10_000));
  });

  test('group_ids: the listed groups, duplicates dropped, an empty list = no groups', () => {
    assert.deepEqual(toChanges({ group_ids: { ids: [7] } }).groupIds, [7]);
    assert.deepEqual(toChanges({ group_ids: { ids: [3, 5, 3] } }).groupIds, [3, 5]);
    assert.deepEqual(toChanges({ group_ids: { ids: [] } }).groupIds, []);
  });

  test('default_group_id: a wrapper without value clears it', () => {
    assert.equal(toChanges({ default_group_id: { value: 4 } }).defaultGroupId, 4);
    assert.equal(toChanges({ default_group_id: {} }).defaultGroupId, null);
  });

  test('tags become a list of names', () => {
    assert.deepEqual(toChanges({ tags: { names: ['vip', 'Regular'] } }).tags, ['vip', 'Regular']);
    assert.deepEqual(toChanges({ tags: { names: [] } }).tags, []);
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

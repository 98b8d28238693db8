// customer_address_add's address list (spec 4.14), without any I/O: the gateway's decoding of
// the v2 strings into the typed Address messages of the customers contract, and its messages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import { addressList, decodeAddresses, type AddressParams } from '../../src/customers/address.v2.ts';

function refusal(list: AddressParams[]): string {
  try {
    decodeAddresses(list);
  } catch (error) {
    assert.ok(error instanceof DomainError && error.kind === 'invalid', String(error));
    return error.message;
  }
  assert.fail(`expected ${JSON.stringify(list)} to be refused`);
}

describe('decodeAddresses', () => {
  test('every field goes to its field of the contract: trimmed, codes as enums, country upper-cased', () => {
    const [address] = decodeAddresses([
      {
        company_name: ' ACME GmbH ',
        salutation: '1',
        salutation_title: '0',
        function: 'Accounting',
        first_name: 'Ann',
        last_name: 'Lee',
        street: 'Hauptstraße',
        house_number: '12b',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
        UstID: 'DE123456789',
        address_type: 'secondary',
        phone: '+49 30 1',
        email: ' billing@acme.test ',
        mobile: '+49 170 1',
      },
    ]);
    assert.deepEqual(address, {
      company_name: 'ACME GmbH',
      function: 'Accounting',
      first_name: 'Ann',
      last_name: 'Lee',
      street: 'Hauptstraße',
      house_number: '12b',
      zip: '10115',
      city: 'Berlin',
      vat_id: 'DE123456789',
      phone: '+49 30 1',
      mobile: '+49 170 1',
      salutation: 'SALUTATION_MS',
      salutation_title: 'SALUTATION_TITLE_DR',
      country: 'DE',
      email: 'billing@acme.test',
      type: 'ADDRESS_TYPE_SECONDARY',
    });
  });

  test('blank parameters are left out; an empty address_type is no type', () => {
    assert.deepEqual(decodeAddresses([{ city: 'Hamburg', zip: ' ', salutation: '', address_type: '' }]), [{ city: 'Hamburg' }]);
    assert.deepEqual(decodeAddresses([{ salutation_title: '1' }]), [{ salutation_title: 'SALUTATION_TITLE_PROF' }]);
  });

  test('each refusal names the address and the parameter', () => {
    const cases: [AddressParams, string][] = [
      [{ city: 'X', address_type: 'bad' }, 'address[1].address_type must be empty or secondary'],
      [{ city: 'X', country: 'Deutschland' }, 'address[1].country must be a two-letter country code'],
      [{ city: 'X', email: 'nope' }, 'address[1].email is not a valid email address'],
      [{ city: 'X', email: `${'a'.repeat(250)}@b.de` }, 'address[1].email is not a valid email address'],
      [{ city: 'X', salutation: '2' }, 'address[1].salutation must be 0 or 1'],
      [{ city: 'X', salutation: 'constructor' }, 'address[1].salutation must be 0 or 1'],
      [{ city: 'X', salutation_title: 'Dr' }, 'address[1].salutation_title must be 0 or 1'],
      [{ street: '😀'.repeat(128) }, 'address[1].street is longer than 255 characters'],
      [{}, 'address[1] is empty'],
      [{ city: '   ' }, 'address[1] is empty'],
      [{ address_type: 'secondary' }, 'address[1] is empty'],
    ];
    for (const [second, message] of cases) assert.equal(refusal([{ city: 'Fine' }, second, { city: 'Also fine' }]), message);
  });

  test('the first fault wins, in the historical order: text fields, salutations, country, email, type, emptiness', () => {
    assert.equal(refusal([{ zip: 'x'.repeat(256), salutation: '9', country: 'xxx' }]), 'address[0].zip is longer than 255 characters');
    assert.equal(refusal([{ salutation: '9', country: 'xxx' }]), 'address[0].salutation must be 0 or 1');
    assert.equal(refusal([{ country: 'xxx', email: 'nope' }]), 'address[0].country must be a two-letter country code');
    assert.equal(refusal([{ email: 'nope', address_type: 'x' }]), 'address[0].email is not a valid email address');
    assert.equal(refusal([{}, { city: 'X', country: 'xxx' }]), 'address[0] is empty');
  });

  test('1 to 50 addresses, the count checked before any address', () => {
    assert.equal(refusal([]), 'address: give at least one address');
    assert.equal(refusal(Array.from({ length: 51 }, () => ({}))), 'address: at most 50 addresses per call');
    assert.equal(decodeAddresses(Array.from({ length: 50 }, (_, i) => ({ city: `C${i}` }))).length, 50);
  });
});

describe('addressList', () => {
  test('a JSON array as sent; form-encoded entries in index order, numbers not text order', () => {
    const list = [{ city: 'B' }, { city: 'A' }];
    assert.equal(addressList(list), list);
    assert.deepEqual(addressList({ 10: { city: 'Ten' }, 2: { city: 'Two' }, 0: { city: 'Zero' } }).map((a) => a.city), ['Zero', 'Two', 'Ten']);
  });
});

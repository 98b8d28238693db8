// customer_address_add: several addresses in one call, all written or none.
import { enqueueEvent, invalid, notFound } from '@venue/platform';
import type { customers } from '@venue/contracts';
import { lockCustomer } from '../customer/customer.repository.ts';
import { CUSTOMER_UPDATED, type CustomerDeps } from '../customer/customer.service.ts';
import { EMAIL } from '../customer/inline-customer.ts';
import { insertAddresses } from './address.repository.ts';

type Address = customers.Address__Output;

const TEXT_FIELDS = [
  'company_name',
  'function',
  'first_name',
  'last_name',
  'street',
  'house_number',
  'zip',
  'city',
  'UstID',
  'phone',
  'mobile',
] as const;

function checkAddress(address: Address, index: number): { address_type: string; fields: Record<string, string> } {
  const where = `address[${index}]`;
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = address[name]?.trim();
    if (value === undefined || value === '') continue;
    if (value.length > 255) throw invalid(`${where}.${name} is longer than 255 characters`);
    fields[name] = value;
  }
  for (const name of ['salutation', 'salutation_title'] as const) {
    const value = address[name]?.trim();
    if (value === undefined || value === '') continue;
    if (value !== '0' && value !== '1') throw invalid(`${where}.${name} must be 0 or 1`);
    fields[name] = value;
  }
  const country = address.country?.trim();
  if (country) {
    if (!/^[A-Za-z]{2}$/.test(country)) throw invalid(`${where}.country must be a two-letter country code`);
    fields.country = country.toUpperCase();
  }
  const email = address.email?.trim();
  if (email) {
    if (!EMAIL.test(email) || email.length > 254) throw invalid(`${where}.email is not a valid email address`);
    fields.email = email;
  }
  const type = address.address_type?.trim() ?? '';
  if (type !== '' && type !== 'secondary') throw invalid(`${where}.address_type must be empty or secondary`);
  if (Object.keys(fields).length === 0) throw invalid(`${where} is empty`);
  return { address_type: type, fields };
}

export async function addAddresses(deps: CustomerDeps, managerId: number, customerId: number, addresses: Address[]): Promise<number[]> {
  if (addresses.length === 0) throw invalid('address: give at least one address');
  if (addresses.length > 50) throw invalid('address: at most 50 addresses per call');
  const checked = addresses.map(checkAddress);
  const ids = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, managerId, customerId))) throw notFound(`customer ${customerId} not found`);
    const inserted = await insertAddresses(trx, managerId, customerId, checked);
    await enqueueEvent(trx, CUSTOMER_UPDATED, { manager_id: managerId, customer_id: customerId, changed: ['address'], address_ids: inserted });
    return inserted;
  });
  deps.relay.kick();
  return ids;
}

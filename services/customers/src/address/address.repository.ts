import { SALUTATION_CODE, SALUTATION_TITLE_CODE } from '../customer/customer.fields.ts';
import type { Executor } from '../database.ts';
import type { AddressTextField, NewAddress } from './address.model.ts';

/**
 * The stored document keeps the keys and codes addresses have always been stored with (rows
 * written before the domain names exist): the VAT id under "UstID", salutations as "0"/"1" like
 * the customer columns. Only the given fields are stored.
 */
const STORED_KEY: Partial<Record<AddressTextField, string>> = { vat_id: 'UstID' };

function storedFields(address: NewAddress): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(address.text) as [AddressTextField, string][]) {
    fields[STORED_KEY[name] ?? name] = value;
  }
  if (address.salutation) fields.salutation = SALUTATION_CODE[address.salutation];
  if (address.salutationTitle) fields.salutation_title = SALUTATION_TITLE_CODE[address.salutationTitle];
  return fields;
}

export async function insertAddresses(db: Executor, managerId: number, customerId: number, addresses: NewAddress[]): Promise<number[]> {
  const rows = await db
    .insertInto('customer_address')
    .values(
      addresses.map((address) => ({
        manager_id: managerId,
        customer_id: customerId,
        address_type: address.type ?? '',
        fields: JSON.stringify(storedFields(address)) as unknown as Record<string, string>,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

import type { Executor } from '../database.ts';

export async function insertAddresses(
  db: Executor,
  managerId: number,
  customerId: number,
  addresses: { address_type: string; fields: Record<string, string> }[],
): Promise<number[]> {
  const rows = await db
    .insertInto('customer_address')
    .values(addresses.map((a) => ({ manager_id: managerId, customer_id: customerId, address_type: a.address_type, fields: JSON.stringify(a.fields) as unknown as Record<string, string> })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

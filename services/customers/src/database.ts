import type { Kysely, Transaction } from 'kysely';
import type { OutboxTable } from '@venue/platform';
import type { CustomerAddressTable } from './address/address.table.ts';
import type { CustomerTable } from './customer/customer.table.ts';
import type { CustomerGroupMemberTable, CustomerGroupTable } from './group/group.table.ts';
import type { CustomerTagTable, TagTable } from './tag/tag.table.ts';

export const SCHEMA = 'customers';

export interface Database {
  customer: CustomerTable;
  tag: TagTable;
  customer_tag: CustomerTagTable;
  customer_group: CustomerGroupTable;
  customer_group_member: CustomerGroupMemberTable;
  customer_address: CustomerAddressTable;
  outbox: OutboxTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

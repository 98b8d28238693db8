// Customer rows in the shape of customer_list (spec 2.6), with tags and groups.
import { isoInZone } from '@venue/platform';
import type { customers } from '@venue/contracts';
import type { Executor } from '../database.ts';
import { groupsOfCustomers } from '../group/group.repository.ts';
import { tagsOfCustomers } from '../tag/tag.repository.ts';
import { deriveShowName } from './customer.fields.ts';
import type { CustomerRow } from './customer.table.ts';

const NULLABLE = [
  'street',
  'zip',
  'city',
  'phone',
  'color',
  'salutation',
  'country',
  'house_number',
  'customer_account_number',
  'salutation_title',
] as const;

/** noletter is the inverse of customer_newsletter ("1" = no newsletter), null when never set. */
function noletter(newsletter: string | null): string | null {
  if (newsletter === null) return null;
  return newsletter === '1' ? '0' : '1';
}

export async function viewCustomers(db: Executor, managerId: number, timezone: string, rows: CustomerRow[]): Promise<customers.Customer[]> {
  const ids = rows.map((row) => row.id);
  const [tags, groups] = await Promise.all([tagsOfCustomers(db, managerId, ids), groupsOfCustomers(db, managerId, ids)]);
  const tagsBy = new Map<number, customers.CustomerTag[]>();
  for (const t of tags) {
    const list = tagsBy.get(t.customer_id) ?? [];
    list.push({
      id: t.id,
      customer_id: t.customer_id,
      key: 'tag',
      value: String(t.tag_id),
      tag: { id: t.tag_id, manager_id: t.manager_id, tag_name: t.tag_name, created_by: t.created_by, created_date: isoInZone(t.created_at, timezone) },
    });
    tagsBy.set(t.customer_id, list);
  }
  const groupsBy = new Map<number, customers.CustomerGroup[]>();
  for (const g of groups) {
    const list = groupsBy.get(g.customer_id) ?? [];
    list.push({
      id: g.id,
      customer_id: g.customer_id,
      key: 'group',
      value: String(g.group_id),
      group: {
        id: g.group_id,
        user_id: g.manager_id,
        name: g.name,
        description: g.description,
        public_group: g.public_group,
        defult_group: g.is_default ? 1 : 0,
      },
    });
    groupsBy.set(g.customer_id, list);
  }
  return rows.map((row) => {
    const created = isoInZone(row.created_at, timezone);
    const customer: customers.Customer = {
      id: row.id,
      email: row.email ?? '',
      company_name: row.company_name,
      first_name: row.first_name,
      last_name: row.last_name,
      show_name: deriveShowName(row),
      created,
      customer_created_date: created,
      customer_id: row.id,
      tags: tagsBy.get(row.id) ?? [],
      groups: groupsBy.get(row.id) ?? [],
      last_login: row.last_login ? isoInZone(row.last_login, timezone) : '',
    };
    if (row.customer_number !== null) customer.customer_number = row.customer_number;
    if (row.customer_number_prefix !== null) customer.customer_number_prefix = row.customer_number_prefix;
    for (const name of NULLABLE) {
      const value = row[name];
      if (value !== null) customer[name] = value;
    }
    const letter = noletter(row.customer_newsletter);
    if (letter !== null) customer.noletter = letter;
    return customer;
  });
}

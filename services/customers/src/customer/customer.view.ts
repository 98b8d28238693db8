// Customer rows as domain customers, with their tags and groups (two queries for any number).
import type { Executor } from '../database.ts';
import { groupsOfCustomers } from '../group/group.repository.ts';
import { tagsOfCustomers } from '../tag/tag.repository.ts';
import { deriveShowName, SALUTATION_CODE, SALUTATION_TITLE_CODE } from './customer.fields.ts';
import type { Customer, Salutation, SalutationTitle } from './customer.model.ts';
import type { CustomerRow } from './customer.table.ts';

function decode<T extends string>(codes: Record<T, string>, stored: string | null): T | null {
  const found = (Object.keys(codes) as T[]).find((key) => codes[key] === stored);
  return found ?? null;
}

export async function viewCustomers(db: Executor, managerId: number, rows: CustomerRow[]): Promise<Customer[]> {
  const ids = rows.map((row) => row.id);
  const [tags, groups] = await Promise.all([tagsOfCustomers(db, managerId, ids), groupsOfCustomers(db, managerId, ids)]);
  const tagsBy = new Map<number, Customer['tags']>();
  for (const t of tags) {
    const list = tagsBy.get(t.customer_id) ?? [];
    list.push({
      id: t.id,
      tag: { id: t.tag_id, managerId: t.manager_id, name: t.tag_name, createdBy: t.created_by, createdAt: t.created_at },
    });
    tagsBy.set(t.customer_id, list);
  }
  const groupsBy = new Map<number, Customer['groups']>();
  for (const g of groups) {
    const list = groupsBy.get(g.customer_id) ?? [];
    list.push({
      id: g.id,
      group: { id: g.group_id, managerId: g.manager_id, name: g.name, description: g.description, isPublic: g.public_group === 1 },
      isDefault: g.is_default,
    });
    groupsBy.set(g.customer_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    firstName: row.first_name,
    lastName: row.last_name,
    showName: deriveShowName(row),
    createdAt: row.created_at,
    customerNumber: row.customer_number,
    customerNumberPrefix: row.customer_number_prefix,
    tags: tagsBy.get(row.id) ?? [],
    groups: groupsBy.get(row.id) ?? [],
    street: row.street,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    newsletter: row.customer_newsletter === null ? null : row.customer_newsletter === '1',
    color: row.color,
    salutation: decode<Salutation>(SALUTATION_CODE, row.salutation),
    country: row.country,
    houseNumber: row.house_number,
    customerAccountNumber: row.customer_account_number,
    salutationTitle: decode<SalutationTitle>(SALUTATION_TITLE_CODE, row.salutation_title),
    lastLoginAt: row.last_login,
  }));
}

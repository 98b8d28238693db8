// Proto messages <-> domain types of the customers service. Mapping only: no rule lives here.
import type { customers } from '@venue/contracts';
import {
  COLUMN_TEXT_FIELDS,
  DETAIL_TEXT_FIELDS,
  INVOICE_FLAGS,
  type Customer,
  type CustomerInput,
  type Group,
  type Salutation,
  type SalutationTitle,
} from '../customer/customer.model.ts';

type Clearable<T> = { value?: T } | null | undefined;

/** A wrapper field: absent = unchanged (undefined), present without value = cleared (null). */
function clearable<T>(field: Clearable<T>): T | null | undefined {
  if (field === null || field === undefined) return undefined;
  return field.value ?? null;
}

export const SALUTATION_IN: Record<customers.Salutation__Output, Salutation | null> = {
  SALUTATION_UNSPECIFIED: null,
  SALUTATION_MR: 'mr',
  SALUTATION_MS: 'ms',
};
const SALUTATION_OUT: Record<Salutation, customers.Salutation__Output> = { mr: 'SALUTATION_MR', ms: 'SALUTATION_MS' };
export const TITLE_IN: Record<customers.SalutationTitle__Output, SalutationTitle | null> = {
  SALUTATION_TITLE_UNSPECIFIED: null,
  SALUTATION_TITLE_DR: 'dr',
  SALUTATION_TITLE_PROF: 'prof',
};
const TITLE_OUT: Record<SalutationTitle, customers.SalutationTitle__Output> = { dr: 'SALUTATION_TITLE_DR', prof: 'SALUTATION_TITLE_PROF' };

export function customerInputFromProto(fields: customers.CustomerFields__Output): CustomerInput {
  const input: CustomerInput = {};
  for (const name of [...COLUMN_TEXT_FIELDS, ...DETAIL_TEXT_FIELDS]) {
    const value = fields[name];
    if (value !== undefined) input[name] = value;
  }
  for (const name of INVOICE_FLAGS) {
    const value = clearable(fields[name]);
    if (value !== undefined) input[name] = value;
  }
  const customerNumber = clearable(fields.customer_number);
  if (customerNumber !== undefined) input.customer_number = customerNumber;
  const defaultGroup = clearable(fields.default_group_id);
  if (defaultGroup !== undefined) input.default_group_id = defaultGroup;
  const newsletter = clearable(fields.newsletter);
  if (newsletter !== undefined) input.newsletter = newsletter;
  if (fields.tags) input.tags = fields.tags.names;
  if (fields.group_ids) input.group_ids = fields.group_ids.ids;
  if (fields.salutation !== undefined) input.salutation = SALUTATION_IN[fields.salutation];
  if (fields.salutation_title !== undefined) input.salutation_title = TITLE_IN[fields.salutation_title];
  return input;
}

export function groupToProto(group: Group): customers.Group {
  return { id: group.id, manager_id: group.managerId, name: group.name, description: group.description, public_group: group.isPublic };
}

/** Optional proto fields are left out when the domain value is null. */
function present<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Record<K, V>);
}

export function customerToProto(c: Customer): customers.Customer {
  return {
    id: c.id,
    ...present('email', c.email),
    company_name: c.companyName,
    first_name: c.firstName,
    last_name: c.lastName,
    show_name: c.showName,
    created_at_ms: c.createdAt.getTime(),
    ...present('customer_number', c.customerNumber),
    ...present('customer_number_prefix', c.customerNumberPrefix),
    tags: c.tags.map((t) => ({
      id: t.id,
      tag: { id: t.tag.id, manager_id: t.tag.managerId, tag_name: t.tag.name, created_by: t.tag.createdBy, created_at_ms: t.tag.createdAt.getTime() },
    })),
    groups: c.groups.map((g) => ({ id: g.id, group: groupToProto(g.group), is_default: g.isDefault })),
    ...present('street', c.street),
    ...present('zip', c.zip),
    ...present('city', c.city),
    ...present('phone', c.phone),
    ...present('newsletter', c.newsletter),
    ...present('color', c.color),
    salutation: c.salutation ? SALUTATION_OUT[c.salutation] : 'SALUTATION_UNSPECIFIED',
    ...present('country', c.country),
    ...present('house_number', c.houseNumber),
    ...present('customer_account_number', c.customerAccountNumber),
    salutation_title: c.salutationTitle ? TITLE_OUT[c.salutationTitle] : 'SALUTATION_TITLE_UNSPECIFIED',
    ...present('last_login_at_ms', c.lastLoginAt && c.lastLoginAt.getTime()),
    ...present('vat_id', c.vatId),
    ...present('buyer_reference', c.buyerReference),
  };
}

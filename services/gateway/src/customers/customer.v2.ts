// The v2 shapes of customers: a customer as customer_list shows it (spec 2.6), a group as the
// internal group endpoints show it, and the customers service's domain errors in v2 words.
import { DomainError, invalid, isoInZone } from '@venue/platform';
import type { customers } from '@venue/contracts';

const SALUTATION_CODE: Record<customers.Salutation__Output, string | null> = {
  SALUTATION_UNSPECIFIED: null,
  SALUTATION_MR: '0',
  SALUTATION_MS: '1',
};
const TITLE_CODE: Record<customers.SalutationTitle__Output, string | null> = {
  SALUTATION_TITLE_UNSPECIFIED: null,
  SALUTATION_TITLE_DR: '0',
  SALUTATION_TITLE_PROF: '1',
};

const iso = (ms: number, timeZone: string) => isoInZone(new Date(ms), timeZone);

/** A customer exactly as 2.6 lists it: nullable fields null when unset, never "". */
export function customerV2(c: customers.Customer__Output, timeZone: string) {
  const created = iso(c.created_at_ms, timeZone);
  return {
    id: c.id,
    email: c.email ?? '',
    company_name: c.company_name,
    first_name: c.first_name,
    last_name: c.last_name,
    show_name: c.show_name,
    created,
    customer_created_date: created,
    customer_id: c.id,
    customer_number: c.customer_number ?? null,
    customer_number_prefix: c.customer_number_prefix ?? null,
    tags: c.tags.map((t) => ({
      id: t.id,
      customer_id: c.id,
      key: 'tag',
      value: String(t.tag?.id),
      tag: t.tag && {
        id: t.tag.id,
        manager_id: t.tag.manager_id,
        tag_name: t.tag.tag_name,
        created_by: t.tag.created_by,
        created_date: iso(t.tag.created_at_ms, timeZone),
      },
    })),
    groups: c.groups.map((g) => ({
      id: g.id,
      customer_id: c.id,
      key: 'group',
      value: String(g.group?.id),
      group: g.group && {
        id: g.group.id,
        user_id: g.group.manager_id,
        name: g.group.name,
        description: g.group.description,
        public_group: g.group.public_group ? 1 : 0,
        // v2's spelling of "the customer's default group".
        defult_group: g.is_default ? 1 : 0,
      },
    })),
    street: c.street ?? null,
    zip: c.zip ?? null,
    city: c.city ?? null,
    phone: c.phone ?? null,
    // v2 shows the inverse of the newsletter wish: "1" = no newsletter.
    noletter: c.newsletter === undefined ? null : c.newsletter ? '0' : '1',
    color: c.color ?? null,
    salutation: SALUTATION_CODE[c.salutation],
    country: c.country ?? null,
    house_number: c.house_number ?? null,
    customer_account_number: c.customer_account_number ?? null,
    salutation_title: TITLE_CODE[c.salutation_title],
    last_login: c.last_login_at_ms === undefined ? '' : iso(c.last_login_at_ms, timeZone),
  };
}

export function groupV2(g: customers.Group__Output) {
  return { id: g.id, name: g.name, description: g.description, public_group: g.public_group ? 1 : 0 };
}

/**
 * Domain refusals of customer_add / customer_edit, in the words v2 has always used. (An unknown
 * or another manager's group is a 404 "customer group N not found", as the service says it.)
 */
const V2_MESSAGES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^the default group \d+ is not one of the customer's groups$/, () => "default_customer_group must be one of the customer's groups (customer_group_id)"],
];

export function inV2Words(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.kind !== 'invalid') return error;
  for (const [pattern, message] of V2_MESSAGES) {
    const match = error.message.match(pattern);
    if (match) return invalid(message(match));
  }
  return error;
}

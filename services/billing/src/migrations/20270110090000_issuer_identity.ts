// The manager's invoicing identity (issue 56): what §14 UStG and EN 16931 need of the seller, set
// by issuer_set, beside the profile's name and email the gateway keeps sending (`company`).
// Expand-only: the previous release reads and writes `company` as before; a row it inserts gets
// the new columns' defaults, a row issuer_set inserts first gets `company` '{}'.
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

const TEXTS = [
  'name',
  'street',
  'zip',
  'city',
  'country',
  'vat_id',
  'tax_number',
  'email',
  'phone',
  'iban',
  'bic',
  'bank_name',
  'register_court',
  'register_number',
  'managing_director',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const texts = sql.join(TEXTS.map((column) => sql`add column ${sql.ref(column)} text not null default ''`));
  await sql`alter table issuer ${texts},
    add column payment_terms_days integer check (payment_terms_days between 0 and 365),
    add column small_business boolean not null default false,
    add constraint issuer_country_code check (country ~ '^([A-Z]{2})?$'),
    alter column company set default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = sql.join([...TEXTS, 'payment_terms_days', 'small_business'].map((column) => sql`drop column ${sql.ref(column)}`));
  await sql`alter table issuer ${columns}, alter column company drop default`.execute(db);
}

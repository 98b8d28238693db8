// Initial customers schema. Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    // null = derived from company or names when read
    .addColumn('show_name', 'text')
    .addColumn('customer_number', 'integer')
    .addColumn('customer_number_prefix', 'text')
    .addColumn('color', 'text')
    .addColumn('salutation', 'text')
    .addColumn('salutation_title', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('zip', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('phone', 'text')
    .addColumn('customer_account_number', 'text')
    .addColumn('customer_newsletter', 'text')
    // The customer_add parameters that no read shows (bank data, invoice references, ids of
    // other systems), kept as given.
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_login', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('customer_id_manager_key', ['id', 'manager_id'])
    .execute();
  // One customer per email and manager; find-or-create from bookings relies on it.
  await sql`create unique index customer_email_key on customer (manager_id, lower(email)) where email is not null`.execute(db);
  await sql`create unique index customer_number_key on customer (manager_id, coalesce(customer_number_prefix, ''), customer_number)
    where customer_number is not null`.execute(db);

  await db.schema
    .createTable('tag')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('tag_name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tag_id_manager_key', ['id', 'manager_id'])
    .execute();
  await sql`create unique index tag_name_key on tag (manager_id, lower(tag_name))`.execute(db);

  await db.schema
    .createTable('customer_tag')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('tag_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('customer_tag_key', ['customer_id', 'tag_id'])
    .addForeignKeyConstraint('customer_tag_customer_fk', ['customer_id', 'manager_id'], 'customer', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('customer_tag_tag_fk', ['tag_id', 'manager_id'], 'tag', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('customer_group')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public_group', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`public_group in (0, 1)`))
    .addUniqueConstraint('customer_group_id_manager_key', ['id', 'manager_id'])
    .execute();

  await db.schema
    .createTable('customer_group_member')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('group_id', 'bigint', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('customer_group_member_key', ['customer_id', 'group_id'])
    .addForeignKeyConstraint('member_customer_fk', ['customer_id', 'manager_id'], 'customer', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('member_group_fk', ['group_id', 'manager_id'], 'customer_group', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();
  await sql`create unique index customer_default_group_key on customer_group_member (customer_id) where is_default`.execute(db);

  await db.schema
    .createTable('customer_address')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('').check(sql`address_type in ('', 'secondary')`))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('address_customer_fk', ['customer_id', 'manager_id'], 'customer', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();

  // Transactional outbox (shape documented in packages/platform/src/bus/outbox.ts).
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_seq_idx').on('outbox').column('seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'customer_address', 'customer_group_member', 'customer_group', 'customer_tag', 'tag', 'customer']) {
    await db.schema.dropTable(table).execute();
  }
}

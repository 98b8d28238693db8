// Initial resources schema. Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('category_id_manager_key', ['id', 'manager_id'])
    .execute();

  // A place is an address plus contact person, shared by the resources that have the same one.
  await db.schema
    .createTable('place')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('street_hnr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_person', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('place_identity_key', ['manager_id', 'street_hnr', 'zip', 'city', 'country', 'contact_person'])
    .addUniqueConstraint('place_id_manager_key', ['id', 'manager_id'])
    .execute();

  await db.schema
    .createTable('resource')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('platform_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('place_id', 'bigint')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fax', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('internal_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.check(sql`lat between -90 and 90`))
    .addColumn('lng', 'double precision', (c) => c.check(sql`lng between -180 and 180`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_id', 'bigint')
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('resource_id_manager_key', ['id', 'manager_id'])
    // Tenancy held by the database: a part, place or category always belongs to the same manager.
    .addForeignKeyConstraint('resource_parent_fk', ['parent_id', 'manager_id'], 'resource', ['id', 'manager_id'])
    .addForeignKeyConstraint('resource_place_fk', ['place_id', 'manager_id'], 'place', ['id', 'manager_id'])
    .addForeignKeyConstraint('resource_category_fk', ['category_id', 'manager_id'], 'category', ['id', 'manager_id'])
    .execute();
  await db.schema.createIndex('resource_manager_parent_idx').on('resource').columns(['manager_id', 'parent_id']).execute();

  await db.schema
    .createTable('custom_field')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('numeric', 'select')`))
    .addColumn('options', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addUniqueConstraint('custom_field_id_manager_key', ['id', 'manager_id'])
    .execute();

  await db.schema
    .createTable('resource_custom_value')
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('field_id', 'bigint', (c) => c.notNull())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_custom_value_pk', ['resource_id', 'field_id'])
    .addForeignKeyConstraint('rcv_resource_fk', ['resource_id', 'manager_id'], 'resource', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('rcv_field_fk', ['field_id', 'manager_id'], 'custom_field', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('opening_time')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('time_from', 'text', (c) => c.notNull())
    .addColumn('time_to', 'text', (c) => c.notNull())
    .addCheckConstraint('opening_time_order', sql`time_from < time_to`)
    .addForeignKeyConstraint('opening_time_resource_fk', ['resource_id', 'manager_id'], 'resource', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('opening_time_resource_idx').on('opening_time').columns(['resource_id', 'weekday']).execute();

  await db.schema
    .createTable('holiday')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addCheckConstraint('holiday_order', sql`date_from <= date_to`)
    .addForeignKeyConstraint('holiday_resource_fk', ['resource_id', 'manager_id'], 'resource', ['id', 'manager_id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('holiday_resource_idx').on('holiday').columns(['resource_id', 'date_from']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['holiday', 'opening_time', 'resource_custom_value', 'custom_field', 'resource', 'place', 'category']) {
    await db.schema.dropTable(table).execute();
  }
}

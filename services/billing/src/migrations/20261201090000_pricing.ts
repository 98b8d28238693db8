// Billing schema, part one: taxes, tariffs, inventory items and services. Frozen: never import
// application code here. Money is integer cents (bigint), tax rates basis points (0..10000).
// Every table carries manager_id; foreign keys include it, so a row can never point at another
// manager's row. Customer group and resource ids belong to other services: no foreign keys.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_rate')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp between 0 and 10000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tax_rate_id_manager_key', ['id', 'manager_id'])
    .execute();

  await db.schema
    .createTable('tax_settings')
    .addColumn('manager_id', 'bigint', (c) => c.primaryKey())
    .addColumn('vat_active', 'boolean', (c) => c.notNull())
    .addColumn('calculation', 'text', (c) =>
      c.notNull().check(sql`calculation in ('vertical', 'horizontal')`),
    )
    .addColumn('default_tax_rate_id', 'bigint')
    .addForeignKeyConstraint(
      'tax_settings_default_rate_fk',
      ['default_tax_rate_id', 'manager_id'],
      'tax_rate',
      ['id', 'manager_id'],
    )
    .addCheckConstraint(
      'tax_settings_vat_needs_default',
      sql`not vat_active or default_tax_rate_id is not null`,
    )
    .execute();

  await db.schema
    .createTable('tax_rule')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_group_id', 'bigint', (c) => c.notNull().check(sql`customer_group_id > 0`))
    .addColumn('tax_rate_id', 'bigint', (c) => c.notNull())
    .addColumn('applies_to', 'text', (c) => c.notNull().check(sql`applies_to in ('main', 'part', 'both')`))
    .addForeignKeyConstraint('tax_rule_rate_fk', ['tax_rate_id', 'manager_id'], 'tax_rate', [
      'id',
      'manager_id',
    ])
    .addUniqueConstraint('tax_rule_group_scope_key', ['manager_id', 'customer_group_id', 'applies_to'])
    .execute();

  await db.schema
    .createTable('tariff')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // 0 = all customer groups
    .addColumn('customer_group_id', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`customer_group_id >= 0`),
    )
    .addColumn('price_type', 'text', (c) => c.notNull().check(sql`price_type in ('fixed', 'flat')`))
    .addColumn('interval', 'text', (c) =>
      c.check(sql`interval in ('per_minute', 'per_30_minutes', 'per_hour', 'per_day')`),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    // ISO weekdays, 1 = Monday; empty = every day
    .addColumn('weekdays', sql`smallint[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    )
    .addColumn('valid_from', 'date')
    .addColumn('valid_to', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tariff_id_manager_key', ['id', 'manager_id'])
    .addCheckConstraint('tariff_interval_of_fixed', sql`(price_type = 'fixed') = (interval is not null)`)
    .addCheckConstraint(
      'tariff_valid_order',
      sql`valid_from is null or valid_to is null or valid_from <= valid_to`,
    )
    .execute();

  await db.schema
    .createTable('tariff_resource')
    .addColumn('tariff_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tariff_resource_pk', ['tariff_id', 'resource_id'])
    .addForeignKeyConstraint(
      'tariff_resource_tariff_fk',
      ['tariff_id', 'manager_id'],
      'tariff',
      ['id', 'manager_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('tariff_resource_manager_resource_idx')
    .on('tariff_resource')
    .columns(['manager_id', 'resource_id'])
    .execute();

  // Inventory items and services in one table: the inventory-only fields are null for services.
  await db.schema
    .createTable('item')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('inventory', 'service')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inventory_no', 'text')
    .addColumn('i_type', 'text')
    .addColumn('model', 'text')
    .addColumn('serial_no', 'text')
    .addColumn('quantity', 'integer', (c) => c.check(sql`quantity >= 0`))
    .addColumn('price_cost_cents', 'bigint', (c) => c.check(sql`price_cost_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('item_id_manager_key', ['id', 'manager_id'])
    .addCheckConstraint(
      'item_service_has_no_inventory_fields',
      sql`kind = 'inventory' or (inventory_no is null and i_type is null and model is null and serial_no is null and quantity is null and price_cost_cents is null)`,
    )
    .execute();
  await db.schema
    .createIndex('item_manager_kind_idx')
    .on('item')
    .columns(['manager_id', 'kind', 'id'])
    .execute();

  await db.schema
    .createTable('item_price')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('interval', 'text', (c) =>
      c.notNull().check(sql`interval in ('per_minute', 'per_30_minutes', 'per_hour', 'per_quantity')`),
    )
    .addColumn('tax_rate_id', 'bigint', (c) => c.notNull())
    // empty = all customer groups
    .addColumn('customer_group_ids', sql`bigint[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`0 < all (customer_group_ids)`),
    )
    .addForeignKeyConstraint(
      'item_price_item_fk',
      ['item_id', 'manager_id'],
      'item',
      ['id', 'manager_id'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('item_price_rate_fk', ['tax_rate_id', 'manager_id'], 'tax_rate', [
      'id',
      'manager_id',
    ])
    .execute();
  await db.schema.createIndex('item_price_item_idx').on('item_price').columns(['item_id']).execute();

  await db.schema
    .createTable('item_resource')
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_resource_pk', ['item_id', 'resource_id'])
    .addForeignKeyConstraint(
      'item_resource_item_fk',
      ['item_id', 'manager_id'],
      'item',
      ['id', 'manager_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'item_resource',
    'item_price',
    'item',
    'tariff_resource',
    'tariff',
    'tax_rule',
    'tax_settings',
    'tax_rate',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

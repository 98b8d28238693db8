// Billing schema, part two: documents (quotes, order confirmations, invoices, cancellation
// invoices) with their number ranges, the booking facts billing keeps from bookings' events, and
// billing's inbox and outbox. Frozen: never import application code here.
//
// Numbers are gapless per manager and type: number_counter holds the last number issued and is
// locked FOR UPDATE by the approving transaction (never a sequence, which skips on rollback).
import { sql, type Kysely } from 'kysely';

const TYPES = sql`('invoice', 'quote', 'order_confirmation', 'cancellation')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_settings')
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${TYPES}`))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('start_number', 'bigint', (c) => c.notNull().check(sql`start_number >= 1`))
    .addPrimaryKeyConstraint('document_settings_pkey', ['manager_id', 'type'])
    .execute();

  await db.schema
    .createTable('number_counter')
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${TYPES}`))
    .addColumn('last_number', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('number_counter_pkey', ['manager_id', 'type'])
    .execute();

  // Who issues the documents: the manager's company as the gateway last told it.
  await db.schema
    .createTable('issuer')
    .addColumn('manager_id', 'bigint', (c) => c.primaryKey())
    .addColumn('company', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_automation')
    .addColumn('manager_id', 'bigint', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('off', 'on_booking')`))
    .execute();

  await db.schema
    .createTable('document')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${TYPES}`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'approved', 'cancelled')`))
    .addColumn('prefix', 'text')
    .addColumn('number_value', 'bigint')
    // prefix || number_value, kept to find a document by the number printed on it
    .addColumn('number', 'text')
    .addColumn('document_date', 'date')
    .addColumn('due_date', 'date')
    .addColumn('customer_id', 'bigint')
    .addColumn('customer', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('company', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('cancels_document_id', 'bigint')
    .addColumn('from_quote_id', 'bigint')
    .addColumn('processed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('suffix_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_active', 'boolean', (c) => c.notNull())
    .addColumn('calculation', 'text', (c) => c.notNull().check(sql`calculation in ('vertical', 'horizontal')`))
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('gross_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('approved_at', 'timestamptz')
    .addUniqueConstraint('document_id_manager_key', ['id', 'manager_id'])
    .addUniqueConstraint('document_number_key', ['manager_id', 'type', 'number_value'])
    .addUniqueConstraint('document_full_number_key', ['manager_id', 'number'])
    .addForeignKeyConstraint('document_cancels_fk', ['cancels_document_id', 'manager_id'], 'document', ['id', 'manager_id'])
    .addForeignKeyConstraint('document_quote_fk', ['from_quote_id', 'manager_id'], 'document', ['id', 'manager_id'])
    .addCheckConstraint('document_numbered', sql`(status = 'draft') = (number_value is null) and (number is null) = (number_value is null)`)
    .execute();
  // One cancellation per document, one order confirmation per quote.
  await sql`create unique index document_cancels_once on document (cancels_document_id) where cancels_document_id is not null`.execute(db);
  await sql`create unique index document_confirms_once on document (from_quote_id) where from_quote_id is not null`.execute(db);
  await db.schema.createIndex('document_list_idx').on('document').columns(['manager_id', 'type', 'document_date']).execute();

  await db.schema
    .createTable('document_row')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('resource', 'inventory', 'service')`))
    .addColumn('booking_id', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('resource_name', 'text', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull())
    .addColumn('interval', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('gross_cents', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('document_row_document_fk', ['document_id', 'manager_id'], 'document', ['id', 'manager_id'], (c) =>
      c.onDelete('cascade'),
    )
    .addUniqueConstraint('document_row_position_key', ['document_id', 'position'])
    .execute();

  await db.schema
    .createTable('document_booking')
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'bigint', (c) => c.notNull())
    .addColumn('booking_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_booking_pkey', ['document_id', 'booking_id'])
    .addForeignKeyConstraint('document_booking_document_fk', ['document_id', 'manager_id'], 'document', ['id', 'manager_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('document_booking_booking_idx').on('document_booking').columns(['manager_id', 'booking_id']).execute();

  // The facts of bookings as their events told them, newest version kept.
  await db.schema
    .createTable('booking_fact')
    .addColumn('booking_id', 'bigint', (c) => c.primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'bigint')
    .addColumn('main_resource_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('instances', 'jsonb', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    // invoice automation invoices a booking once, the first time it is seen live with a customer
    .addColumn('auto_invoiced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('booking_fact_manager_idx').on('booking_fact').columns(['manager_id', 'status']).execute();

  // Inbox and outbox (shapes documented in packages/platform/src/bus/).
  await db.schema
    .createTable('inbox')
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inbox_pkey', ['consumer', 'message_id'])
    .execute();
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
  for (const table of [
    'outbox',
    'inbox',
    'booking_fact',
    'document_booking',
    'document_row',
    'document',
    'invoice_automation',
    'issuer',
    'number_counter',
    'document_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

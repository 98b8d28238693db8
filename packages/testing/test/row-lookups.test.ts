// A row of a manager's table is looked up by `<key> = $1 and manager_id = $2`: by every composite
// foreign key (child.x_id, child.manager_id) -> parent (id, manager_id), for each child row
// inserted, and by the services when they read, change or delete one row. On tables without
// statistics (a new deployment's first rows, a database cloned from the template, a Postgres with
// autovacuum off) every index path of that lookup costs the same, and Postgres takes the newest
// index that can serve it: if that index is led by manager_id, each lookup reads every row the
// manager has, and the connection keeps that plan (docs/decisions.md, "A row's lookup by its key
// never goes through a manager-wide index"). This test holds the lookup of every table with a
// one-column primary key and a manager_id, on the never-analysed template, to an index led by
// that key.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

let database: TestDatabase;
let client: pg.Client;

before(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
after(async () => {
  await client?.end();
  await database?.drop();
});

interface KeyedTable {
  schema: string;
  table: string;
  key: string;
}

/** Tables of the services' schemas (all but Postgres's own and public) with a one-column primary key and a manager_id. */
async function keyedTables(): Promise<KeyedTable[]> {
  const { rows } = await client.query<KeyedTable>(
    `select n.nspname as schema, t.relname as table, k.attname as key
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute k on k.attrelid = t.oid and k.attnum = c.conkey[1]
      where c.contype = 'p' and cardinality(c.conkey) = 1
        and n.nspname not like 'pg\\_%' and n.nspname not in ('information_schema', 'public')
        and k.attname <> 'manager_id'
        and exists (select from pg_attribute m where m.attrelid = t.oid and m.attname = 'manager_id' and not m.attisdropped)
      order by 1, 2`,
  );
  return rows;
}

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function indexNames(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexNames)];
}

/** The indexes a generic plan of the row lookup scans, each with its leading column. */
async function lookupIndexes({
  schema,
  table,
  key,
}: KeyedTable): Promise<{ index: string; leading: string }[]> {
  const name = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
  const { rows: types } = await client.query<{ type: string }>(
    `select format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
      where a.attrelid = $1::regclass and a.attname = $2`,
    [name, key],
  );
  await client.query('begin');
  try {
    // As the services run their statements: a plan kept for every value, made without statistics.
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(
      `prepare lookup (${types[0]!.type}, bigint) as
       select 1 from only ${name} x where ${client.escapeIdentifier(key)} = $1 and manager_id = $2 for key share of x`,
    );
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) execute lookup (null, 1)`,
    );
    const leading = await client.query<{ index: string; leading: string }>(
      `select i.relname as index, a.attname as leading
         from pg_index x join pg_class i on i.oid = x.indexrelid
         join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
        where x.indrelid = $1::regclass and i.relname = any($2::text[])`,
      [name, indexNames(rows[0]!['QUERY PLAN'][0].Plan)],
    );
    return leading.rows;
  } finally {
    await client.query('rollback');
    // A prepared statement outlives the transaction.
    await client.query('deallocate all');
  }
}

test('every row lookup by key and manager goes through an index led by the key, without statistics', async () => {
  const tables = await keyedTables();
  // The parents of the composite foreign keys are among them.
  for (const parent of ['bookings.booking', 'resources.resource', 'billing.document', 'customers.customer']) {
    assert.ok(
      tables.some((t) => `${t.schema}.${t.table}` === parent),
      `${parent} is not among ${tables.length} tables`,
    );
  }
  const wrong: string[] = [];
  for (const table of tables) {
    const indexes = await lookupIndexes(table);
    if (indexes.length === 0 || indexes.some((index) => index.leading !== table.key)) {
      const through = indexes.map((i) => `${i.index} led by ${i.leading}`).join(', ') || 'no index';
      wrong.push(`${table.schema}.${table.table} (${table.key}, manager_id): ${through}`);
    }
  }
  assert.deepEqual(
    wrong,
    [],
    'a lookup by key would read every row of the manager: create a unique (key, manager_id) lookup index again, after the index led by manager_id (docs/decisions.md)',
  );
});

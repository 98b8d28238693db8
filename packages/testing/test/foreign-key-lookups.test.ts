// Every composite foreign key (child.x_id, child.manager_id) -> parent (id, manager_id) makes
// Postgres look the parent row up by `id = $1 and manager_id = $2` for each row a child inserts,
// and the services look rows up the same way. On tables without statistics (a new deployment's
// first rows, a database cloned from the template, a Postgres with autovacuum off) every index
// path of that lookup costs the same, and Postgres takes the newest index that can serve it: if
// that is an index led by manager_id, each lookup reads every row the manager has, and the
// connection keeps that plan for good (docs/decisions.md, "Lookups by id never go through a
// manager-wide index"). This test holds every such lookup, on the never-analysed template, to an
// index led by the id.
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

interface CompositeKey {
  constraint: string;
  parent: string;
  columns: string[];
}

/** The parents of every foreign key of more than one column, with the columns it references. */
async function compositeForeignKeys(): Promise<CompositeKey[]> {
  const { rows } = await client.query<CompositeKey>(
    `select c.conname as constraint, c.confrelid::regclass::text as parent,
            array(select a.attname from unnest(c.confkey) with ordinality k(attnum, n)
                  join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n)::text[] as columns
       from pg_constraint c where c.contype = 'f' and cardinality(c.conkey) > 1 order by 2, 1`,
  );
  return rows;
}

/** The indexes a generic plan of the parent lookup scans, with each one's leading column. */
async function lookupIndexes(key: CompositeKey): Promise<{ index: string; leading: string }[]> {
  const where = key.columns
    .map((column, i) => `${client.escapeIdentifier(column)} = $${i + 1}`)
    .join(' and ');
  const types = key.columns.map(() => 'bigint').join(', ');
  await client.query('begin');
  try {
    // As the services run their statements: a plan kept for every value, made without statistics.
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(
      `prepare lookup (${types}) as select 1 from only ${key.parent} x where ${where} for key share of x`,
    );
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) execute lookup (${key.columns.map(() => '1').join(', ')})`,
    );
    const names = indexNames(rows[0]!['QUERY PLAN'][0].Plan);
    const leading = await client.query<{ index: string; leading: string }>(
      `select i.indexrelid::regclass::text as index, a.attname as leading
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indexrelid::regclass::text = any($1::text[])`,
      [names.map((name) => `${key.parent.split('.')[0]}.${name}`)],
    );
    return leading.rows;
  } finally {
    await client.query('rollback');
    // A prepared statement outlives the transaction.
    await client.query('deallocate all');
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function indexNames(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexNames)];
}

test('every composite foreign key finds its parent row through an index led by the id, without statistics', async () => {
  const keys = await compositeForeignKeys();
  assert.ok(keys.length > 10, `expected the services' composite keys, found ${keys.length}`);
  const wrong: string[] = [];
  for (const key of keys) {
    const indexes = await lookupIndexes(key);
    if (indexes.length === 0 || indexes.some((index) => index.leading !== key.columns[0])) {
      wrong.push(
        `${key.constraint} -> ${key.parent} (${key.columns.join(', ')}): ${indexes.map((i) => `${i.index} led by ${i.leading}`).join(', ') || 'no index'}`,
      );
    }
  }
  assert.deepEqual(
    wrong,
    [],
    'a lookup by id would read every row of the manager: create the unique (id, manager_id) lookup index again, after the index led by manager_id (docs/decisions.md)',
  );
});

// Least privilege in Postgres (docs/decisions.md, 'A role per service'): each service connects as
// venue_<service>, which owns its schema and everything in it and has no privilege on any other
// schema; the only thing another schema offers is its version port, to the services that read it.
// (That the whole stack runs this way: every test stack connects each service as its role.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { serviceDatabaseUrl } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

const SERVICES = ['gateway', 'resources', 'customers', 'bookings', 'billing'];
/** A table of each schema. */
const TABLE: Record<string, string> = {
  gateway: 'gateway.api_key',
  resources: 'resources.resource',
  customers: 'customers.customer',
  bookings: 'bookings.booking',
  billing: 'billing.document',
};
/** The ports each service may call. */
const PORTS: Record<string, string[]> = {
  gateway: ['resources.catalog_version_of'],
  billing: ['resources.catalog_version_of', 'customers.customers_version_of'],
};

let database: TestDatabase;
const pools = new Map<string, pg.Pool>();
before(async () => {
  database = await createTestDatabase();
  for (const service of SERVICES) {
    const pool = new pg.Pool({ connectionString: serviceDatabaseUrl(database.url, service), max: 1 });
    // An idle connection the server ends (CI saw this file die of an uncaught error after its
    // tests had passed) is the pool's to replace, as in the services (platform's db.ts): say so
    // instead of crashing the file; a query that then fails still fails its test.
    pool.on('error', (error) => console.error(`${service}'s idle connection: ${error.message}`));
    pools.set(service, pool);
  }
});
after(async () => {
  for (const pool of pools.values()) await pool.end();
  await database?.drop();
});

/** The SQLSTATE of running `text` as the service's role; undefined when it succeeds. */
async function outcome(service: string, text: string): Promise<string | undefined> {
  try {
    await pools.get(service)!.query(text);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

test("bookings' role is refused billing's tables, and billing's role bookings' tables", async () => {
  assert.equal(await outcome('bookings', 'select count(*) from billing.document'), '42501');
  assert.equal(await outcome('bookings', `insert into billing.tax_rate (manager_id, name, rate) values (1, 'x', 1)`), '42501');
  assert.equal(await outcome('billing', 'select count(*) from bookings.booking'), '42501');
  assert.equal(await outcome('billing', 'delete from bookings.booking'), '42501');
});

test('each role reads and writes its own schema and no table of another', async () => {
  for (const service of SERVICES) {
    assert.equal(await outcome(service, `select count(*) from ${TABLE[service]}`), undefined, service);
    for (const other of SERVICES.filter((name) => name !== service)) {
      assert.equal(await outcome(service, `select count(*) from ${TABLE[other]}`), '42501', `${service} reading ${other}`);
    }
    assert.equal(await outcome(service, 'create table public.intruder (id int)'), '42501', `${service} creating in public`);
  }
});

test('each schema and everything in it belongs to its role', async () => {
  const admin = new pg.Pool({ connectionString: database.url, max: 1 });
  admin.on('error', (error) => console.error(`the admin's idle connection: ${error.message}`));
  try {
    const { rows } = await admin.query<{ schema: string; owner: string }>(
      `select n.nspname as schema, c.relowner::regrole::text as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) union
       select n.nspname, n.nspowner::regrole::text from pg_namespace n where n.nspname = any($1) union
       select n.nspname, p.proowner::regrole::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)`,
      [SERVICES],
    );
    assert.ok(rows.length >= SERVICES.length);
    for (const { schema, owner } of rows) assert.equal(owner, `venue_${schema}`, schema);
  } finally {
    await admin.end();
  }
});

test('a version port is callable by the services that read it, by no other', async () => {
  for (const service of SERVICES) {
    for (const port of ['resources.catalog_version_of', 'customers.customers_version_of']) {
      const owner = port.split('.')[0];
      const allowed = owner === service || (PORTS[service] ?? []).includes(port);
      assert.equal(await outcome(service, `select ${port}(1)`), allowed ? undefined : '42501', `${service} calling ${port}`);
    }
  }
});

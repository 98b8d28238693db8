// ensureDatabase reads the URL as pg does: a TCP host, or Postgres's socket directory (scripts/ensure-database.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { databaseUrl, quoteIdent, withAdminClient } from '@venue/testing';
import { ensureDatabase } from '../ensure-database.ts';

const SOCKET_DIRECTORY = '/var/run/postgresql';

const databaseExists = (name: string) =>
  withAdminClient(async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);

const dropDatabase = (name: string) => withAdminClient((admin) => admin.query(`drop database if exists ${quoteIdent(name)}`));

test('creates the database a TCP URL names, once', async () => {
  const name = `venue_ensure_${randomBytes(4).toString('hex')}`;
  try {
    await ensureDatabase(databaseUrl(name));
    await ensureDatabase(databaseUrl(name));
    assert.equal(await databaseExists(name), true);
  } finally {
    await dropDatabase(name);
  }
});

test("creates the database a URL names with Postgres's socket directory, in both of pg's forms", { skip: !existsSync(`${SOCKET_DIRECTORY}/.s.PGSQL.5432`) }, async () => {
  const names = [1, 2].map(() => `venue_ensure_${randomBytes(4).toString('hex')}`);
  try {
    await ensureDatabase(`postgres://postgres@${encodeURIComponent(SOCKET_DIRECTORY)}/${names[0]}`);
    await ensureDatabase(`postgres://postgres@/${names[1]}?host=${SOCKET_DIRECTORY}`);
    for (const name of names) assert.equal(await databaseExists(name), true);
  } finally {
    for (const name of names) await dropDatabase(name);
  }
});

test('refuses a URL that names no database', async () => {
  await assert.rejects(ensureDatabase('postgres://postgres@127.0.0.1:5432'), /names no database/);
});

// ensureDatabase reads the URL as pg does: a TCP host, or Postgres's socket directory (db.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import pg from 'pg';
import { POSTGRES_URL } from '@venue/testing';
import { ensureDatabase } from '../src/db.ts';

const SOCKET_DIRECTORY = '/var/run/postgresql';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}"`);
  } finally {
    await client.end();
  }
}

test('creates the database a TCP URL names, once', async () => {
  const name = `venue_ensure_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await ensureDatabase(url.toString());
    await ensureDatabase(url.toString());
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

// One migrated template database per set of migrations, which every test file clones
// (CREATE DATABASE … TEMPLATE) instead of running each migration again.
//
// The template's name carries a hash of the migration files, so a run reuses the template of an
// earlier run and a changed migration gets a new one. Builders (scripts/test.ts before spawning
// the runner, or a test file that finds no template) take a Postgres advisory lock, so parallel
// test processes build it once. Postgres refuses to copy a database another session is connected
// to: the template is built under a temporary name, closed to connections, then renamed, and no
// one ever connects to it again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { migratedServices } from './schemas.ts';
import { databaseUrl, quoteIdent, withAdminClient } from './postgres.ts';

const TEMPLATE_PREFIX = 'venue_template_';
/** pg_advisory_lock key of template builders (any constant unique to this purpose). */
const BUILD_LOCK = 0x76656e75; // "venu"
/** Templates of other migrations are dropped once this old (a concurrent run may still use one). */
const STALE_AFTER_MS = 60 * 60 * 1000;

function packageSourceDir(packageName: string): string {
  return path.dirname(fileURLToPath(import.meta.resolve(packageName)));
}

/** [label, file] of every file that decides what a migrated database looks like. */
function migrationInputs(): [string, string][] {
  const inputs: [string, string][] = [];
  for (const { packageName } of migratedServices) {
    const dir = path.join(packageSourceDir(packageName), 'migrations');
    for (const file of readdirSync(dir).sort()) inputs.push([`${packageName}/${file}`, path.join(dir, file)]);
  }
  for (const file of ['migrator.ts', 'service-role.ts']) inputs.push([`@venue/platform/${file}`, path.join(packageSourceDir('@venue/platform'), file)]);
  return inputs;
}

let cachedName: string | undefined;

/** venue_template_<hash of every service's migrations and of platform's migrator and role hand-over>. */
export function templateName(): string {
  if (cachedName) return cachedName;
  const hash = createHash('sha256');
  for (const [label, file] of migrationInputs()) hash.update(`${label}\0`).update(readFileSync(file)).update('\0');
  cachedName = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
  return cachedName;
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return found.rowCount !== 0;
}

/** Drops unfinished builds and templates of other migrations older than STALE_AFTER_MS. */
async function dropLeftovers(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; note: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as note
       from pg_database where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  );
  for (const { name, note } of rows) {
    const builtAt = Date.parse(note?.replace(/^built /, '') ?? '');
    const unfinished = name.endsWith('_building');
    if (!unfinished && Date.now() - builtAt < STALE_AFTER_MS) continue;
    await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`).catch(() => undefined);
  }
}

async function build(admin: pg.Client, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${quoteIdent(building)} with (force)`);
  await admin.query(`create database ${quoteIdent(building)}`);
  for (const service of migratedServices) await service.migrate(databaseUrl(building));
  // Closed connections of the migrations may linger a moment: refuse new ones, end the rest
  // (RENAME itself waits a few seconds for terminated sessions to go).
  await admin.query(`alter database ${quoteIdent(building)} with allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
  await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
  await admin.query(`comment on database ${quoteIdent(name)} is 'built ${new Date().toISOString()}'`);
}

/**
 * The current template's name, built first if missing (by one process at a time). `admin` is a
 * connection to the server's admin database.
 */
export async function ensureTemplate(admin: pg.Client): Promise<string> {
  const name = templateName();
  if (await databaseExists(admin, name)) return name;
  await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK]);
  try {
    if (await databaseExists(admin, name)) return name; // built while we waited
    await dropLeftovers(admin, name);
    await build(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [BUILD_LOCK]);
  }
}

/** For scripts/test.ts: builds the template before the test processes start. */
export function prepareTemplate(): Promise<string> {
  return withAdminClient(ensureTemplate);
}

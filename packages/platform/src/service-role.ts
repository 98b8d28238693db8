// A Postgres login role per service (docs/decisions.md, 'A role per service'): `venue_<schema>` owns
// its schema and everything in it and holds no privilege elsewhere. What another service may call
// (a version port) is granted to `venue_<schema>_port`, a role its readers are made members of.
// Run by migrateSchema as the admin after every migration, so objects a migration adds are handed
// over too. Names go into DDL as identifiers quoted by Kysely or by Postgres's format(%I).
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { rolePassword } from './config.ts';

export const serviceRole = (schema: string) => `venue_${schema}`;
const portRole = (schema: string) => `venue_${schema}_port`;

export interface RoleOptions {
  /** Functions of the schema other services may call, each with the one table it reads (with USAGE on the schema). */
  ports?: readonly { function: string; table: string }[];
  /** Schemas whose ports this service calls. */
  readsPortsOf?: readonly string[];
}

/**
 * Roles belong to the whole server: a statement on one may race a migration of another database
 * (Postgres: "tuple concurrently updated"), and is tried again.
 */
async function onRoles(db: Kysely<unknown>, statement: { execute(db: Kysely<unknown>): Promise<unknown> }): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return void (await statement.execute(db));
    } catch (error) {
      if (attempt >= 5 || !/tuple concurrently/.test(String((error as Error).message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}

/** Creates the role unless it exists (concurrent migrations may race); a non-superuser admin joins it to manage its objects. */
async function ensureRole(db: Kysely<unknown>, role: string, login: boolean): Promise<void> {
  await onRoles(db, sql`do $$ begin create role ${sql.id(role)} ${login ? sql`login` : sql`nologin`};
    exception when duplicate_object or unique_violation then null; end $$`);
  await onRoles(db, sql`do $$ begin if not (select rolsuper from pg_roles where rolname = current_user) then
    grant ${sql.id(role)} to current_user; end if; end $$`);
}

/**
 * The SCRAM-SHA-256 verifier Postgres stores for a password (RFC 5802/7677, as psql's \password
 * sends it), so that the password itself never reaches the server's statement log.
 */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, 4096, 32, 'sha256');
  const key = (name: string) => createHmac('sha256', salted).update(name).digest();
  const stored = createHash('sha256').update(key('Client Key')).digest('base64');
  return `SCRAM-SHA-256$4096:${salt.toString('base64')}$${stored}:${key('Server Key').toString('base64')}`;
}

/** Hands the schema and its objects to the service's role, and sets up its port and the ports it reads. */
export async function handOverSchema(db: Kysely<unknown>, schema: string, options: RoleOptions = {}): Promise<void> {
  // One hand-over of this database at a time (two admin CLIs migrating at once, say): `db` is one session.
  await sql`select pg_advisory_lock(hashtext('venue-hand-over'))`.execute(db);
  try {
    await handOver(db, schema, options);
  } finally {
    await sql`select pg_advisory_unlock(hashtext('venue-hand-over'))`.execute(db);
  }
}

async function handOver(db: Kysely<unknown>, schema: string, options: RoleOptions): Promise<void> {
  const owner = serviceRole(schema);
  await ensureRole(db, owner, true);
  const password = rolePassword(schema);
  if (password) await onRoles(db, sql`alter role ${sql.id(owner)} password ${sql.lit(scramVerifier(password))}`);
  await sql`alter schema ${sql.id(schema)} owner to ${sql.id(owner)}`.execute(db);
  // Tables and free sequences (one a table owns follows it), then functions.
  const { rows } = await sql<{ ddl: string }>`select format('alter %s %s owner to %I', kind, name, ${owner}::text) as ddl from (
      select case c.relkind when 'S' then 'sequence' else 'table' end as kind, c.oid::regclass::text as name from pg_class c
       where c.relnamespace = ${schema}::regnamespace and c.relkind in ('r', 'p', 'S') and c.relowner <> ${owner}::regrole
         and not exists (select from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i'))
      union all select 'routine', p.oid::regprocedure::text from pg_proc p
       where p.pronamespace = ${schema}::regnamespace and p.proowner <> ${owner}::regrole) as objects`.execute(db);
  for (const { ddl } of rows) await sql.raw(ddl).execute(db);
  await sql`revoke all on schema ${sql.id(schema)} from public`.execute(db);
  await sql`revoke execute on all functions in schema ${sql.id(schema)} from public`.execute(db);
  if (options.ports?.length) {
    await ensureRole(db, portRole(schema), false);
    await sql`grant usage on schema ${sql.id(schema)} to ${sql.id(portRole(schema))}`.execute(db);
    for (const port of options.ports) {
      await sql`grant execute on function ${sql.id(schema, port.function)} to ${sql.id(portRole(schema))}`.execute(db);
      await sql`grant select on ${sql.id(schema, port.table)} to ${sql.id(portRole(schema))}`.execute(db);
    }
  }
  for (const other of options.readsPortsOf ?? []) {
    await ensureRole(db, portRole(other), false);
    await onRoles(db, sql`grant ${sql.id(portRole(other))} to ${sql.id(owner)}`);
  }
}

export function serviceDatabaseUrl(adminUrl: string, schema: string): string {
  const url = new URL(adminUrl);
  url.username = serviceRole(schema);
  url.password = rolePassword(schema) ?? '';
  return url.toString();
}

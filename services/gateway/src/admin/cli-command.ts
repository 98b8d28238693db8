// The admin CLI's commands (cli.ts runs them): managers, keys and limits. One line of JSON on
// stdout on success; a message on stderr and a non-zero exit code on failure. Apart from the
// process's entry, so that tests run the commands in their own process.
import { createDb, DomainError } from '@venue/platform';
import { loadAdminConfig } from '../config.ts';
import { SCHEMA, type Database } from '../database.ts';
import { publishRevocationOnce } from '../api-key/key-revocations.ts';
import { createKeyFor, createManager, revokeApiKeyCommand, setLimits } from './admin.service.ts';
import { parseCommandLine } from './cli-args.ts';

const USAGE = `usage:
  create-manager --email E --company C [--first-name F] [--last-name L] [--timezone Europe/Berlin]
                 [--currency EUR] [--language de] [--cooldown-ms N] [--daily-quota N]
  create-key --manager-id N
  revoke-key --api-key K        (K may start with '-'; --api-key=K works too)
  set-limits --manager-id N [--cooldown-ms N] [--daily-quota N]`;

class UsageError extends Error {}

/** Where a command writes (process.stdout, process.stderr, or a test's buffer). */
export interface Output {
  write(text: string): unknown;
}

const options = {
  email: { type: 'string' },
  company: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  timezone: { type: 'string' },
  currency: { type: 'string' },
  language: { type: 'string' },
  'cooldown-ms': { type: 'string' },
  'daily-quota': { type: 'string' },
  'manager-id': { type: 'string' },
  'api-key': { type: 'string' },
} as const;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function required(name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function main(argv: string[], env: NodeJS.ProcessEnv, stderr: Output): Promise<unknown> {
  const { positionals, values } = parseCommandLine(argv, options);
  const [command] = positionals;
  if (!command || !['create-manager', 'create-key', 'revoke-key', 'set-limits'].includes(command)) {
    throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
  const config = loadAdminConfig(env);
  // No migration here: the CLI runs where the gateway does, as its role, which may not create or
  // migrate anything; npm start, npm run migrate and the migration Jobs have done it.
  const db = createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: 1 });
  try {
    switch (command) {
      case 'create-manager':
        return await createManager(db, {
          email: required('email', values.email),
          company: required('company', values.company),
          firstName: values['first-name'],
          lastName: values['last-name'],
          timezone: values.timezone,
          currency: values.currency,
          language: values.language,
          cooldownMs: integer('cooldown-ms', values['cooldown-ms']),
          dailyQuota: integer('daily-quota', values['daily-quota']),
        });
      case 'create-key':
        return await createKeyFor(db, integer('manager-id', required('manager-id', values['manager-id']))!);
      case 'revoke-key':
        // The gateways hear of it through Redis at once; if Redis is away, the key is revoked all
        // the same and their caches let it go within KEY_CACHE_TTL_MS (a warning says so).
        return await revokeApiKeyCommand(db, required('api-key', values['api-key']), async (keyHash) => {
          try {
            await publishRevocationOnce(config.REDIS_URL, config.REDIS_KEY_PREFIX, keyHash);
          } catch (error) {
            stderr.write(
              `warning: revoked, but the gateways could not be told through Redis (${(error as Error).message}); ` +
                'they refuse the key within KEY_CACHE_TTL_MS\n',
            );
          }
        });
      default:
        return await setLimits(db, integer('manager-id', required('manager-id', values['manager-id']))!, {
          cooldownMs: integer('cooldown-ms', values['cooldown-ms']),
          dailyQuota: integer('daily-quota', values['daily-quota']),
        });
    }
  } finally {
    await db.destroy();
  }
}

/**
 * Runs one command line; the exit code: 0 done (its JSON line on `stdout`), 2 a usage error, 1 a
 * refusal or failure (its message on `stderr`).
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: { stdout: Output; stderr: Output }): Promise<number> {
  try {
    const result = await main(argv, env, io.stderr);
    io.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    const unique = (error as { code?: string }).code === '23505';
    const message = error instanceof DomainError ? error.message : unique ? 'a manager with this email exists already' : String((error as Error).message ?? error);
    io.stderr.write(`${message}\n`);
    return 1;
  }
}

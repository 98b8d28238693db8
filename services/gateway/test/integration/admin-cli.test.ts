// The admin CLI: one JSON line on stdout on success; a message on stderr and a non-zero exit on
// failure. Keys it prints work against the running gateway. Two runs are the operator's own
// process (npm run admin); the other commands run in this process through runCli, the same code
// without starting tsx each time.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import { runCli } from '../../src/admin/cli-command.ts';
import { insertApiKey } from '../../src/api-key/api-key.repository.ts';
import { hashKey } from '../../src/api-key/api-key.service.ts';
import { keyRefused, PAST_KEY_CACHE_TTL_MS, policyQuota, profileOf, sleep } from '../helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = 'services/gateway/src/admin/cli.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: [] });
});
after(async () => {
  await stack?.stop();
});

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI as an operator runs it: its own process through tsx (about 1.5 s each). */
function spawnCli(args: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: stack.database.url }): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The same commands run in this process (runCli, which cli.ts calls with process's streams). */
async function cli(...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { ...process.env, DATABASE_URL: stack.database.url }, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** The one line of JSON a successful command prints. */
function jsonLine(run: CliRun): Record<string, unknown> {
  assert.equal(run.code, 0, `exit ${run.code}: ${run.stderr}`);
  assert.ok(run.stdout.endsWith('\n'), 'stdout does not end with a newline');
  const lines = run.stdout.split('\n');
  assert.equal(lines.length, 2, `expected exactly one line, got: ${JSON.stringify(run.stdout)}`);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

function assertUsageFailure(run: CliRun, message: RegExp): void {
  assert.notEqual(run.code, 0, `exited 0: ${run.stdout}`);
  assert.equal(run.stdout, '', 'a failure printed to stdout');
  assert.match(run.stderr, message);
}

const uniqueEmail = (label: string) => `cli.${label}.${process.pid}.${Date.now()}@example.test`;

describe('create-manager', () => {
  test('prints exactly {"manager_id":N,"api_key":"..."} and the key works', async () => {
    const email = uniqueEmail('create');
    // As an operator runs it: its own process, its exit code and output streams.
    const created = jsonLine(await spawnCli(['create-manager', '--email', email, '--company', 'CLI Venue']));
    assert.deepEqual(Object.keys(created), ['manager_id', 'api_key']);
    assert.ok(Number.isInteger(created.manager_id) && (created.manager_id as number) > 0);
    assert.equal(typeof created.api_key, 'string');
    assert.ok((created.api_key as string).length >= 24);
    assert.match(created.api_key as string, /^vk_[A-Za-z0-9_-]{32}$/, 'a new key never starts with "-"');

    const profile = await profileOf(stack, created.api_key as string);
    expectOk(profile);
    assert.equal(profile.body.data.email, email);
    assert.equal(profile.body.data.company_name, 'CLI Venue');
  });

  test('takes the optional profile fields and limits', async () => {
    const created = jsonLine(
      await cli(
        'create-manager',
        '--email',
        uniqueEmail('options'),
        '--company',
        'Options AG',
        '--first-name',
        'Grace',
        '--last-name',
        'Hopper',
        '--timezone',
        'America/New_York',
        '--currency',
        'USD',
        '--language',
        'en',
        '--daily-quota',
        '7',
      ),
    );
    const profile = await profileOf(stack, created.api_key as string);
    expectOk(profile);
    assert.equal(profile.body.data.first_name, 'Grace');
    assert.equal(profile.body.data.last_name, 'Hopper');
    assert.equal(profile.body.data.currency, 'USD');
    assert.equal(profile.body.data.language, 'en');
    assert.equal(policyQuota(profile), 7);
  });

  test('refuses a second manager with the same email', async () => {
    const email = uniqueEmail('twice');
    jsonLine(await cli('create-manager', '--email', email, '--company', 'First'));
    assertUsageFailure(
      await cli('create-manager', '--email', email, '--company', 'Second'),
      /exists already/,
    );
  });

  test('refuses bad input with a message', async () => {
    const runs = await Promise.all([
      cli('create-manager', '--company', 'No email'),
      cli('create-manager', '--email', uniqueEmail('nocompany')),
      cli('create-manager', '--email', 'not-an-email', '--company', 'X'),
      cli('create-manager', '--email', uniqueEmail('tz'), '--company', 'X', '--timezone', 'Mars/Olympus'),
      cli('create-manager', '--email', uniqueEmail('cur'), '--company', 'X', '--currency', 'euro'),
      cli('create-manager', '--email', uniqueEmail('cd'), '--company', 'X', '--cooldown-ms', '-5'),
      cli('create-manager', '--email', uniqueEmail('big'), '--company', 'X', '--daily-quota', '99999999999'),
    ]);
    const expected = [
      /--email is required/,
      /--company is required/,
      /email/,
      /time zone/,
      /currency/,
      /cooldown-ms/,
      /daily-quota/,
    ];
    runs.forEach((run, i) => assertUsageFailure(run, expected[i]!));
  });
});

describe('create-key, revoke-key, set-limits', () => {
  test('create-key prints one JSON line with a new working key for the manager', async () => {
    const { managerId, apiKey } = await stack.createManager();
    const created = jsonLine(await cli('create-key', '--manager-id', String(managerId)));
    assert.deepEqual(Object.keys(created).sort(), ['api_key', 'manager_id']);
    assert.equal(created.manager_id, managerId);
    assert.notEqual(created.api_key, apiKey);
    const [mine, original] = await Promise.all([
      profileOf(stack, created.api_key as string),
      profileOf(stack, apiKey),
    ]);
    expectOk(mine);
    expectOk(original);
    assert.equal(mine.body.data.email, original.body.data.email);
  });

  test('revoke-key prints one JSON line and the key stops working', async () => {
    const { managerId, apiKey } = await stack.createManager();
    expectOk(await profileOf(stack, apiKey));
    const revoked = jsonLine(await cli('revoke-key', '--api-key', apiKey));
    assert.deepEqual(revoked, { manager_id: managerId, revoked: true });
    await keyRefused(stack, apiKey);
    expectFailure(await profileOf(stack, apiKey), 401);
    // A second revocation finds nothing to revoke.
    assertUsageFailure(await cli('revoke-key', '--api-key', apiKey), /no live key/);
  });

  test('revoke-key takes a key that starts with "-" (issued before the vk_ prefix), as --api-key K and --api-key=K', async () => {
    const { managerId } = await stack.createManager();
    // Keys were plain base64url once, which may start with '-'; lookups are by hash, so they live on.
    const legacyKey = () => `-${randomBytes(24).toString('base64url').slice(1)}`;
    const [spaced, joined] = [legacyKey(), legacyKey()];
    for (const key of [spaced, joined]) await insertApiKey(stack.adminDb, managerId, hashKey(key));
    await Promise.all([spaced, joined].map(async (key) => expectOk(await profileOf(stack, key))));

    assert.deepEqual(jsonLine(await cli('revoke-key', '--api-key', spaced)), { manager_id: managerId, revoked: true });
    assert.deepEqual(jsonLine(await cli('revoke-key', `--api-key=${joined}`)), { manager_id: managerId, revoked: true });
    await Promise.all([spaced, joined].map((key) => keyRefused(stack, key)));
    await Promise.all([spaced, joined].map(async (key) => expectFailure(await profileOf(stack, key), 401)));
  });

  test('set-limits prints one JSON line and the limits apply', async () => {
    const { managerId, apiKey } = await stack.createManager();
    expectOk(await profileOf(stack, apiKey));
    expectOk(await profileOf(stack, apiKey));
    const limits = jsonLine(
      await cli('set-limits', '--manager-id', String(managerId), '--cooldown-ms', '60000'),
    );
    assert.deepEqual(limits, { manager_id: managerId, cooldown_ms: 60_000, daily_quota: null });
    await sleep(PAST_KEY_CACHE_TTL_MS);
    expectOk(await profileOf(stack, apiKey));
    expectFailure(await profileOf(stack, apiKey), 429);

    const both = jsonLine(await cli('set-limits', '--manager-id', String(managerId), '--daily-quota', '10'));
    assert.deepEqual(both, { manager_id: managerId, cooldown_ms: 60_000, daily_quota: 10 });
  });

  test('refuse bad input and unknown managers with a message', async () => {
    const { managerId } = await stack.createManager();
    const runs = await Promise.all([
      cli('create-key'),
      cli('create-key', '--manager-id', 'abc'),
      cli('create-key', '--manager-id', '999999'),
      cli('revoke-key'),
      cli('revoke-key', '--api-key', 'never-issued'),
      cli('set-limits', '--manager-id', String(managerId)),
      cli('set-limits', '--manager-id', '999999', '--daily-quota', '5'),
      cli('set-limits', '--manager-id', String(managerId), '--cooldown-ms', '1.5'),
    ]);
    const expected = [
      /--manager-id is required/,
      /--manager-id must be a whole number/,
      /manager 999999 not found/,
      /--api-key is required/,
      /no live key/,
      /--cooldown-ms and\/or --daily-quota/,
      /manager 999999 not found/,
      /--cooldown-ms must be a whole number/,
    ];
    runs.forEach((run, i) => assertUsageFailure(run, expected[i]!));
  });
});

describe('bad usage', () => {
  test('no command, an unknown command or an unknown option: non-zero exit with a message and the usage', async () => {
    const runs = await Promise.all([
      cli(),
      cli('frobnicate'),
      cli('create-manager', '--bogus', 'x'),
      cli('create-key', 'extra', '--manager-id'),
    ]);
    for (const run of runs) {
      assertUsageFailure(run, /usage:/);
      assert.ok(run.stderr.split('\n')[0]!.length > 0, 'no message before the usage');
    }
    assert.match(runs[0]!.stderr, /no command given/);
    assert.match(runs[1]!.stderr, /unknown command frobnicate/);
    assert.match(runs[2]!.stderr, /bogus/);
  });

  test('a usage error does not touch the database; the process exits 2', async () => {
    const run = await spawnCli(['frobnicate'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    assertUsageFailure(run, /unknown command/);
    assert.equal(run.code, 2);
  });
});

// npm test (after typecheck and lint): runs every *.test.ts with node's test runner against the
// real Postgres, Redis and NATS, then prints one closing line "N passed, N failed".
// npm run test:unit (--unit): only the unit tests, which need none of them and never connect.
// Any other argument keeps only the test files whose path contains it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findTests(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...findTests(full));
    else if (entry.endsWith('.test.ts')) found.push(full);
  }
  return found;
}

/**
 * Unit tests need no Postgres, Redis or NATS: every file in a test/unit/ folder, and the tests of
 * the contracts package (generated code against the protos).
 */
function isUnitTest(file: string): boolean {
  return file.includes(`${path.sep}test${path.sep}unit${path.sep}`) || file.startsWith(path.join('packages', 'contracts') + path.sep);
}

const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const filter = args.filter((arg) => arg !== '--unit');
const files = ['packages', 'services', 'scripts']
  .flatMap((root) => findTests(root))
  .filter((file) => !unitOnly || isUnitTest(file))
  .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
  .sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

// Migrate the template database the test files clone once, before they start in parallel (they
// would build it themselves, one at a time, if it were missing). Unit tests need no database.
if (files.some((file) => !isUnitTest(file))) {
  try {
    const { prepareTemplate } = await import('@venue/testing/template');
    const started = Date.now();
    const name = await prepareTemplate();
    console.log(`test database template ${name} ready (${Date.now() - started} ms)`);
  } catch (error) {
    // The test files report the cause again, each, and count as failed.
    console.error(`could not prepare the test database template: ${(error as Error).message}`);
  }
}

const runDir = mkdtempSync(path.join(tmpdir(), 'venue-test-'));
const tap = path.join(runDir, 'results.tap');
// Test files run side by side: each port is claimed once per run (@venue/testcontainers/ports).
const portClaims = path.join(runDir, 'ports');
mkdirSync(portClaims);
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${process.env.TEST_CONCURRENCY || '2'}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, VENUE_PORT_CLAIMS: portClaims } },
);
child.on('exit', (code) => {
  rmSync(portClaims, { recursive: true, force: true });
  const text = readFileSync(tap, 'utf8');
  const count = (name: string) => Number([...text.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code === 0 && failed === 0 && passed > 0 ? 0 : 1);
});

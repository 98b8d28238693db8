// npm test (after typecheck and lint): runs every *.test.ts with node's test runner against the
// real Postgres, Redis and NATS, then prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

const filter = process.argv.slice(2);
const files = ['packages', 'services']
  .flatMap((root) => findTests(root))
  .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
  .sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

const tap = path.join(mkdtempSync(path.join(tmpdir(), 'venue-test-')), 'results.tap');
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
  { stdio: 'inherit' },
);
child.on('exit', (code) => {
  const text = readFileSync(tap, 'utf8');
  const count = (name: string) => Number([...text.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code === 0 && failed === 0 && passed > 0 ? 0 : 1);
});

// The README's examples, pasted as a new user would: the quick start's create-manager line makes
// the manager, and every command of the "API examples" section's ```sh blocks runs in order with
// bash against a fresh stack (a new database, so ids start at 1 as the examples assume). The gateway
// keeps its default cooldown, as `npm start` does. Every JSON answer must be `success: true` and
// the PDF download a PDF: an example that breaks fails here.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { loadGatewayConfig } from '@venue/gateway';
import { startTestStack, type TestStack } from '@venue/testing';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

/** The text of the README section under `## <title>`, up to the next `## ` heading. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `README has no section "${title}"`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The bodies of the ```sh blocks of a text. */
function shBlocks(text: string): string[] {
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/**
 * The commands of a block as bash reads them: comment lines between commands are dropped, and a
 * command goes on while its line ends in a backslash or leaves a single-quoted string open (the
 * JSON bodies that span lines).
 */
function commands(block: string): string[] {
  const found: string[] = [];
  let current = '';
  for (const line of block.split('\n')) {
    if (current === '' && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    current += (current ? '\n' : '') + line;
    const quoteOpen = (current.match(/'/g) ?? []).length % 2 === 1;
    if (!quoteOpen && !line.endsWith('\\')) {
      found.push(current);
      current = '';
    }
  }
  assert.equal(current, '', `a command does not end: ${current}`);
  return found;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function bash(command: string, env: Record<string, string>, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', command],
      { cwd, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

let stack: TestStack;
let workDir: string;
before(async () => {
  // The stack's own default is no cooldown; a fresh install has the configured default.
  const { RATE_COOLDOWN_MS } = loadGatewayConfig({});
  // Webhooks with the safe defaults of a fresh install (https, public addresses only).
  stack = await startTestStack({
    gatewayEnv: { RATE_COOLDOWN_MS: String(RATE_COOLDOWN_MS) },
    webhooks: true,
    webhooksEnv: { WEBHOOKS_ALLOW_HTTP: '', WEBHOOKS_ALLOW_PRIVATE: '' },
  });
  workDir = mkdtempSync(path.join(tmpdir(), 'venue-readme-'));
});
after(async () => {
  await stack?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("the README's API examples work as pasted after its quick start", async () => {
  const createManager = shBlocks(section('Quick start'))
    .flatMap(commands)
    .find((command) => command.includes('create-manager'));
  assert.ok(createManager, 'the quick start shows no create-manager command');
  const made = await bash(createManager, { DATABASE_URL: stack.database.url }, REPO_ROOT);
  assert.equal(made.code, 0, `${createManager}\n${made.stderr}`);
  const { api_key: apiKey } = JSON.parse(made.stdout) as { api_key: string };

  const examples = shBlocks(section('API examples')).flatMap(commands);
  assert.ok(examples.length > 50, `only ${examples.length} example commands found`);
  const address = new URL(stack.baseUrl).host;
  for (const example of examples) {
    const command = example.replaceAll('localhost:8080', address);
    const run = await bash(command, { K: apiKey }, workDir);
    assert.equal(run.code, 0, `${example}\nexit ${run.code}: ${run.stderr}`);
    const file = /-o (\S+)/.exec(command)?.[1];
    if (file) {
      assert.equal(
        readFileSync(path.join(workDir, file)).subarray(0, 5).toString(),
        '%PDF-',
        `${example}\ndid not download a PDF`,
      );
      continue;
    }
    let answer: { success?: unknown };
    try {
      answer = JSON.parse(run.stdout) as { success?: unknown };
    } catch {
      assert.fail(`${example}\nanswered no JSON: ${run.stdout.slice(0, 500)}`);
    }
    assert.equal(answer.success, true, `${example}\nanswered ${run.stdout.slice(0, 1000)}`);
  }
});

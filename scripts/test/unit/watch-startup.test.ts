// npm start's wait for the stack (watch-startup.ts), with real processes: one that is slow but
// busy is waited for, with progress lines; one that is alive but idle and not ready hangs, and is named.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, test } from 'node:test';
import { freePort } from '@venue/testing';
import { watchStartup } from '../../watch-startup.ts';

const children: ChildProcess[] = [];
after(() => children.forEach((child) => child.kill('SIGKILL')));

/** A node process running `code`. */
function node(code: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** Busy for `busyMs` (as a process loading code under load), then ready on `port`. */
const busyThenReady = (port: number, busyMs: number) =>
  node(`const end = Date.now() + ${busyMs}; while (Date.now() < end); require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1');`);

test('a process that is slow to start but busy is waited for, with progress lines naming it', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const outcome = await watchStartup(
    [{ name: 'slow', process: busyThenReady(port, 2500), readyUrl: `http://127.0.0.1:${port}/` }],
    { log: (line) => lines.push(line), stopped: () => false, progressEveryMs: 500, hangAfterMs: 1500 },
  );
  assert.deepEqual(outcome, { ready: true });
  assert.ok(lines.length >= 2, `progress lines: ${JSON.stringify(lines)}`);
  assert.match(lines[0]!, /^still starting after \d+ s: slow$/);
});

test('a process that is alive, not ready and uses no CPU hangs, and is named; a ready one is not', async () => {
  const [readyPort, idlePort] = [await freePort(), await freePort()];
  const idle = node('setInterval(() => {}, 60_000);');
  const outcome = await watchStartup(
    [
      { name: 'quick', process: busyThenReady(readyPort, 0), readyUrl: `http://127.0.0.1:${readyPort}/` },
      { name: 'stuck', process: idle, readyUrl: `http://127.0.0.1:${idlePort}/` },
    ],
    { log: () => undefined, stopped: () => false, progressEveryMs: 500, hangAfterMs: 1500 },
  );
  assert.equal(outcome.ready, false);
  assert.match((outcome as { reason: string }).reason, /^stuck hangs: alive, not ready, and no CPU used for \d+ s$/);
});

test('a paused process hangs too; a start beyond the limit is refused, naming who is not ready', async () => {
  const port = await freePort();
  const paused = busyThenReady(port, 60_000);
  paused.kill('SIGSTOP');
  const hung = await watchStartup([{ name: 'paused', process: paused, readyUrl: `http://127.0.0.1:${port}/` }], {
    log: () => undefined,
    stopped: () => false,
    hangAfterMs: 1000,
  });
  assert.match((hung as { reason: string }).reason, /^paused hangs/);
  paused.kill('SIGCONT');
  const late = await watchStartup([{ name: 'spinning', process: paused, readyUrl: `http://127.0.0.1:${port}/` }], {
    log: () => undefined,
    stopped: () => false,
    limitMs: 1500,
  });
  assert.match((late as { reason: string }).reason, /^not ready after \d+ s: spinning$/);
});

// A NATS server (JetStream, file store) of one test's own, so that the test can kill and restart
// it without disturbing the shared server on 4222 that other test files use at the same time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { accepting, freePort } from './ports.ts';

export interface PrivateNats {
  url: string;
  /** SIGKILL: no shutdown, whatever the server held in memory is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and store directory (nothing if it runs). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A server of the test's own (the shared one on 4222 is never touched). A machine without the
 * nats-server binary fails the test, saying so: a fault test that skipped would prove nothing
 * (.ci/run installs the binary).
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  if (spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('the fault tests run a NATS server of their own: install nats-server (Debian: apt-get install nats-server)');
  }
  const storeDir = mkdtempSync(path.join(tmpdir(), 'venue-nats-'));
  // Below the ephemeral range and claimed for the run, so nothing takes it while the server is down.
  const port = await freePort();
  let server: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (server && server.exitCode === null && server.signalCode === null) return;
    const child = spawn('nats-server', ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    server = child;
    let failed: Error | null = null;
    child.once('error', (error) => (failed = error));
    const deadline = Date.now() + 10_000;
    while (!(await accepting(port))) {
      if (failed) throw failed;
      if (child.exitCode !== null) throw new Error(`nats-server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`nats-server not accepting on ${port}`);
      await sleep(50);
    }
  }

  async function kill(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    restart: start,
    async stop() {
      await kill();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

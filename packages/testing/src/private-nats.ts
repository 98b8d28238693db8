// A NATS server (JetStream, file store) of one test's own, so that the test can kill and restart
// it without disturbing the shared server on 4222 that other test files use at the same time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as connectTcp, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PrivateNats {
  url: string;
  /** SIGKILL: no shutdown, whatever the server held in memory is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and store directory (nothing if it runs). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** CI installs nats-server only when nothing listens on 4222; elsewhere the shared NATS may be a container. */
export function natsServerInstalled(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port below the ephemeral range, so no outgoing connection takes it while the server is down. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await portFree(port)) return port;
  }
  throw new Error('no free port for a private NATS server');
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateNats(): Promise<PrivateNats> {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'venue-nats-'));
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

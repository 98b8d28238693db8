// A NATS server (JetStream, file store) of one test's own, so that the test can kill and restart
// it without disturbing the shared server on 4222 that other test files use at the same time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
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
  return startNode(await freePort(), []);
}

export interface PrivateNatsCluster {
  /** Every node's URL, comma-separated, as NATS_URL takes them. */
  url: string;
  /** The nodes, named n1, n2, … as JetStream reports its leaders (cluster.leader). */
  nodes: (PrivateNats & { name: string })[];
  stop(): Promise<void>;
}

/**
 * A JetStream cluster of `size` servers of the test's own, routed to each other on loopback; resolves
 * once JetStream answers through every node (a meta leader is elected).
 */
export async function startPrivateNatsCluster(size = 3): Promise<PrivateNatsCluster> {
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routePorts = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routes = routePorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const nodes: (PrivateNats & { name: string })[] = [];
  try {
    for (let i = 0; i < size; i += 1) {
      const name = `n${i + 1}`;
      const args = ['--server_name', name, '--cluster_name', 'venue-test', '--cluster', `nats://127.0.0.1:${routePorts[i]}`, '--routes', routes];
      nodes.push({ name, ...(await startNode(ports[i]!, args)) });
    }
    for (const node of nodes) await jetStreamAnswers(node.url);
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw error;
  }
  return {
    url: nodes.map((node) => node.url).join(','),
    nodes,
    stop: async () => void (await Promise.all(nodes.map((node) => node.stop()))),
  };
}

/** Waits until JetStream answers through the server at `url` (in a cluster: once a meta leader is elected). */
async function jetStreamAnswers(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const nc = await connect({ servers: url, maxReconnectAttempts: 0 }).catch(() => undefined);
    try {
      if (nc) return void (await (await jetstreamManager(nc)).getAccountInfo());
    } catch {
      // no leader yet
    } finally {
      await nc?.close();
    }
    if (Date.now() > deadline) throw new Error(`JetStream did not answer at ${url} within 20 s`);
    await sleep(200);
  }
}

/** One nats-server with JetStream on a store of its own, on `port` (below the ephemeral range, claimed for the run). */
async function startNode(port: number, extraArgs: string[]): Promise<PrivateNats> {
  if (spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('the fault tests run a NATS server of their own: install nats-server (Debian: apt-get install nats-server)');
  }
  const storeDir = mkdtempSync(path.join(tmpdir(), 'venue-nats-'));
  let server: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (server && server.exitCode === null && server.signalCode === null) return;
    const args = ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port), ...extraArgs];
    const child = spawn('nats-server', args, { stdio: 'ignore' });
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

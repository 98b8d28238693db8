// Start-up checks that turn "connection refused" into a sentence saying which dependency is
// missing and how to start it on this kind of machine.
import net from 'node:net';

const HOW_TO_START: Record<string, string> = {
  postgres: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  redis: 'redis-server --daemonize yes --port 6379 --save "" --appendonly no',
  nats: 'nats-server -js -a 127.0.0.1 -p 4222 &',
};

export class DependencyError extends Error {
  override name = 'DependencyError';
}

export function reachable(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Throws a DependencyError naming the first unreachable dependency and how to start it. */
export async function requireReachable(name: keyof typeof HOW_TO_START, url: string, defaultPort: number): Promise<void> {
  const parsed = new URL(url);
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || defaultPort);
  if (!(await reachable(host, port))) {
    throw new DependencyError(
      `${name} is not reachable at ${host}:${port}. Start it (for example: ${HOW_TO_START[name]}) or point the URL at a running one.`,
    );
  }
}

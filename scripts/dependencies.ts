// Start-up checks that turn "connection refused" into a sentence saying which dependency is
// missing and how to start it on this kind of machine.
import net from 'node:net';
import { parse as parsePostgresUrl } from 'pg-connection-string';

const HOW_TO_START: Record<string, string> = {
  postgres: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  redis: 'redis-server --daemonize yes --port 6379 --save "" --appendonly no',
  nats: 'nats-server -js -a 127.0.0.1 -p 4222 &',
};

export class DependencyError extends Error {
  override name = 'DependencyError';
}

/** Where a server listens: a host and port, or a Unix socket's path. */
export type Endpoint = { host: string; port: number } | { path: string };

export function reachable(endpoint: Endpoint, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(endpoint);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The endpoint a dependency's URL names. A Postgres URL is read as pg reads it (its host and port
 * may also come in `?host=` and `?port=`), so one that names a socket directory
 * (postgres://user@%2Fvar%2Frun%2Fpostgresql/venue, or ?host=/var/run/postgresql) is checked at
 * the socket Postgres listens on there.
 */
export function endpointOf(name: keyof typeof HOW_TO_START, url: string, defaultPort: number): Endpoint {
  if (name === 'postgres') {
    const { host, port } = parsePostgresUrl(url);
    const portNumber = Number(port || defaultPort);
    if (host?.startsWith('/')) return { path: `${host}/.s.PGSQL.${portNumber}` };
    return { host: host || '127.0.0.1', port: portNumber };
  }
  const parsed = new URL(url);
  // An IPv6 host keeps its brackets in a URL; a socket connects to the address without them.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host: host || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/** Throws a DependencyError naming the first unreachable dependency and how to start it. */
export async function requireReachable(name: keyof typeof HOW_TO_START, url: string, defaultPort: number): Promise<void> {
  const endpoint = endpointOf(name, url, defaultPort);
  if (!(await reachable(endpoint))) {
    const where = 'path' in endpoint ? endpoint.path : `${endpoint.host}:${endpoint.port}`;
    throw new DependencyError(
      `${name} is not reachable at ${where}. Start it (for example: ${HOW_TO_START[name]}) or point the URL at a running one.`,
    );
  }
}

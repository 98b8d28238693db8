// The pid of the process listening on a local TCP port (the NATS server, for CPU accounting: it
// has no command that tells its pid, as Redis's INFO does). Read from /proc: the listening
// socket's inode in /proc/net/tcp{,6}, then the process holding it among /proc/<pid>/fd.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (!local || fields[3] !== LISTEN) continue;
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The pid listening on `port` on this machine; undefined when none is found (or not readable). */
export function listenerPid(port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return Number(entry);
      } catch {
        // gone, or not ours to read
      }
    }
  }
  return undefined;
}

/**
 * The local NATS server's pid, from its URL's port (default 4222); undefined for a remote one or
 * a URL naming several servers (then its CPU is not accounted).
 */
export function natsServerPid(url: string): number | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) return undefined;
  return listenerPid(Number(parsed.port || 4222));
}

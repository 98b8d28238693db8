// Ports for the servers a test starts: on loopback and below 32768, where the kernel never hands
// out a port for an outgoing connection (the allocator is @venue/testcontainers', shared).
import { connect } from 'node:net';
import { freePorts } from '@venue/testcontainers/ports';

/** Ports handed out by this process, never handed out twice. */
const taken = new Set<number>();

/** Nor by another test file of the same run (scripts/test.ts names the directory of its claims). */
const claims = process.env.VENUE_PORT_CLAIMS || undefined;

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1, taken, claims);
  return port!;
}

/** A gRPC listen address, 127.0.0.1:<free port>. */
export async function freeAddress(): Promise<string> {
  return `127.0.0.1:${await freePort()}`;
}

/** Whether a server accepts connections on this loopback port now. */
export function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// The resources and customers services while Postgres refuses them (issue 14): nothing listens
// on the resources database port (ECONNREFUSED), and the customers database answers every
// connection with 57P03 "the database system is starting up", as Postgres does while it starts
// or recovers. Both are a 503 with the plain message, never a 500 and never the driver's text.
// (database-down.test.ts covers the gateway's own database.)
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { UNAVAILABLE_MESSAGE } from '@venue/platform';
import {
  expectFailure,
  expectOk,
  freePort,
  newManager,
  startTestStack,
  type TestManager,
  type TestStack,
} from '@venue/testing';

const NOWHERE = 'postgres://postgres@127.0.0.1:1/nowhere';

/** A Postgres ErrorResponse message ('E') with the given fields. */
function errorResponse(fields: Record<string, string>): Buffer {
  const body = Buffer.concat([
    ...Object.entries(fields).map(([code, value]) => Buffer.from(`${code}${value}\0`)),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from('E'), length, body]);
}

/** A "Postgres" that answers every startup with 57P03, as one that is starting up does. */
async function startStartingUpPostgres(): Promise<{ url: string; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', () => {
      socket.end(
        errorResponse({ S: 'FATAL', V: 'FATAL', C: '57P03', M: 'the database system is starting up' }),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `postgres://postgres@127.0.0.1:${port}/starting`, server, sockets };
}

let stack: TestStack;
let manager: TestManager;
let startingUp: Awaited<ReturnType<typeof startStartingUpPostgres>>;

before(async () => {
  startingUp = await startStartingUpPostgres();
  stack = await startTestStack({
    services: ['resources', 'customers'],
    resourcesEnv: { DATABASE_URL: NOWHERE },
    customersEnv: { DATABASE_URL: startingUp.url },
  });
  manager = await newManager(stack);
});
after(async () => {
  await stack?.stop();
  for (const socket of startingUp?.sockets ?? []) socket.destroy();
  await new Promise((resolve) => startingUp?.server.close(resolve));
});

describe('resources: its database refuses connections (ECONNREFUSED)', () => {
  test('reads and writes are a 503 envelope with the plain message', async () => {
    for (const answer of [
      await manager.get('/api/v2/resource_list'),
      await manager.get('/api/v2/resource/1'),
      await manager.post('/api/v2/resource_add', { title: 'Hall' }),
      await manager.get('/api/internal/schedule', { resource_id: 1 }),
    ]) {
      expectFailure(answer, 503, UNAVAILABLE_MESSAGE);
    }
  });
});

describe('customers: its database is starting up (57P03)', () => {
  test('reads and writes are a 503 envelope with the plain message', async () => {
    for (const answer of [
      await manager.get('/api/v2/customer_list'),
      await manager.post('/api/v2/customer_add', { first_name: 'Ada' }),
      await manager.post('/api/v2/customer_edit', { customer_id: 1, city: 'Bonn' }),
      await manager.post('/api/v2/customer_address_add', { customer_id: 1, address: [{ city: 'Bonn' }] }),
    ]) {
      expectFailure(answer, 503, UNAVAILABLE_MESSAGE);
    }
  });
});

describe('the rest', () => {
  test('the gateway keeps answering what needs neither', async () => {
    expectOk(await manager.get('/api/v2/profile'));
  });

  test('no driver text reached a client, and nothing was logged as an unexpected error', () => {
    const entries = stack.gatewayLogs.map((line) => JSON.parse(line) as { level: number; msg: string });
    assert.deepEqual(
      entries.filter((entry) => entry.level >= 50),
      [],
    );
  });
});

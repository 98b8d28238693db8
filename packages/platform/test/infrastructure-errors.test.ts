// The conditions classifyError maps, provoked for real: a database that refuses connections or
// never answers, a connection killed by the server, NUL in text, a statement timeout, and a
// gRPC peer that misses its deadline. Each failure, raised in a handler, reaches the caller as
// the status it stands for (not INTERNAL).
import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import pg from 'pg';
import {
  classifyError,
  contextMetadata,
  createGrpcClient,
  createLogger,
  DomainError,
  implement,
  INVALID_TEXT_MESSAGE,
  startGrpcServer,
  TIMEOUT_MESSAGE,
  remainingMs,
  UNAVAILABLE_MESSAGE,
  type CallContext,
  type GrpcServerHandle,
} from '@venue/platform';
import { freeAddress, freePort, POSTGRES_URL } from '@venue/testing';

/** What a failing promise rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected a failure');
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('against Postgres', () => {
  test('nothing listening on the port (ECONNREFUSED) → unavailable', async () => {
    const url = new URL(POSTGRES_URL);
    url.port = '1';
    const client = new pg.Client({ connectionString: url.toString() });
    const error = await rejection(client.connect());
    assert.equal(classifyError(error)?.kind, 'unavailable', String(error));
  });

  test('a server that accepts but never answers: the pool gives up → unavailable', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    const url = new URL(POSTGRES_URL);
    url.port = String((silent.address() as net.AddressInfo).port);
    const pool = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 200 });
    try {
      const error = await rejection(pool.query('select 1'));
      assert.equal(classifyError(error)?.kind, 'unavailable', String(error));
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test('the connection terminated by the server (57P01 / Connection terminated) → unavailable', async () => {
    const victim = new pg.Client({ connectionString: POSTGRES_URL });
    victim.on('error', () => undefined);
    await victim.connect();
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      await withClient((killer) => killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
      await sleep(50);
      const error = await rejection(victim.query('select 1'));
      assert.equal(classifyError(error)?.kind, 'unavailable', String(error));
    } finally {
      await victim.end().catch(() => undefined);
    }
  });

  test('NUL in a text parameter (22021) → invalid', async () => {
    const error = await withClient((client) => rejection(client.query('select $1::text', ['Ann\u0000e'])));
    assert.equal((error as { code?: string }).code, '22021');
    const known = classifyError(error);
    assert.equal(known?.kind, 'invalid');
    assert.equal(known.message, INVALID_TEXT_MESSAGE);
  });

  test('\\u0000 in a jsonb parameter (22P05) → invalid', async () => {
    const error = await withClient((client) =>
      rejection(client.query('select $1::jsonb', ['{"a":"\\u0000"}'])),
    );
    assert.equal((error as { code?: string }).code, '22P05');
    assert.equal(classifyError(error)?.kind, 'invalid');
  });

  test('a statement timeout (57014) → timeout', async () => {
    const error = await withClient(async (client) => {
      await client.query('set statement_timeout = 50');
      return rejection(client.query('select pg_sleep(2)'));
    });
    assert.equal((error as { code?: string }).code, '57014');
    const known = classifyError(error);
    assert.equal(known?.kind, 'timeout');
    assert.equal(known.message, TIMEOUT_MESSAGE);
  });
});

describe('through gRPC: a handler’s failure reaches the caller as the status it stands for', () => {
  const json = {
    serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
    deserialize: (buffer: Buffer) => JSON.parse(buffer.toString()) as object,
  };
  const method = (name: string) => ({
    path: `/test.Probe/${name}`,
    requestStream: false,
    responseStream: false,
    requestSerialize: json.serialize,
    requestDeserialize: json.deserialize,
    responseSerialize: json.serialize,
    responseDeserialize: json.deserialize,
  });
  const definition = {
    Slow: method('Slow'),
    DatabaseDown: method('DatabaseDown'),
    NulText: method('NulText'),
    Bug: method('Bug'),
    Watch: method('Watch'),
  };
  const ProbeClient = grpc.makeGenericClientConstructor(definition, 'Probe');
  type Handlers = Record<keyof typeof definition, grpc.handleUnaryCall<object, object>>;

  let server: GrpcServerHandle;
  let client: ReturnType<typeof createGrpcClient<grpc.Client>>;
  const context = { managerId: 1, timezone: 'UTC' };
  let refused: unknown;
  let nul: unknown;
  /** What Watch saw of its time left after waiting 300 ms (undefined: no deadline). */
  let watched: Promise<number | undefined>;
  let reportWatched: (left: number | undefined) => void;

  before(async () => {
    const url = new URL(POSTGRES_URL);
    url.port = '1';
    refused = await rejection(new pg.Client({ connectionString: url.toString() }).connect());
    nul = await withClient((c) => rejection(c.query('select $1::text', ['\u0000'])));
    server = await startGrpcServer({
      address: await freeAddress(),
      services: [
        {
          definition: ProbeClient.service,
          implementation: implement<Handlers>(
            {
              Slow: () => sleep(1000).then(() => ({})),
              DatabaseDown: () => Promise.reject(refused),
              NulText: () => Promise.reject(nul),
              Bug: () => Promise.reject(new TypeError('secret detail')),
              Watch: async (_request: unknown, callContext: CallContext) => {
                await sleep(300);
                reportWatched(remainingMs(callContext));
                return {};
              },
            },
            createLogger('test', 'silent'),
          ) as unknown as grpc.UntypedServiceImplementation,
        },
      ],
      logger: createLogger('test', 'silent'),
    });
    client = createGrpcClient(ProbeClient, `127.0.0.1:${server.port}`, 200);
  });
  after(async () => {
    client?.close();
    await server?.stop();
  });

  const call = (name: keyof typeof definition) =>
    rejection(
      (client.call as unknown as Record<string, (r: object, c: typeof context) => Promise<object>>)[name]!(
        {},
        context,
      ),
    );

  test('a peer that misses the deadline → timeout, with the clear message', async () => {
    const error = await call('Slow');
    assert.ok(error instanceof DomainError);
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, TIMEOUT_MESSAGE);
  });

  test('a handler whose database refuses connections → unavailable (UNAVAILABLE), not internal', async () => {
    const error = await call('DatabaseDown');
    assert.ok(error instanceof DomainError);
    assert.equal(error.kind, 'unavailable');
    assert.equal(error.message, UNAVAILABLE_MESSAGE);
  });

  test('a handler whose insert met NUL → invalid (INVALID_ARGUMENT) with the rule', async () => {
    const error = await call('NulText');
    assert.ok(error instanceof DomainError);
    assert.equal(error.kind, 'invalid');
    assert.equal(error.message, INVALID_TEXT_MESSAGE);
  });

  test('a caller that goes away (its call cancelled) ends the work: the deadline becomes now', async () => {
    watched = new Promise((resolve) => (reportWatched = resolve));
    const raw = new ProbeClient(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
    try {
      const pending = (raw as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>).Watch!(
        {},
        contextMetadata(context),
        () => undefined,
      );
      await sleep(100);
      pending.cancel();
      const left = await watched;
      assert.ok(left !== undefined && left <= 0, `time left after the caller went away: ${left}`);
    } finally {
      raw.close();
    }
  });

  test('a bug stays internal, its text hidden', async () => {
    const error = await call('Bug');
    assert.ok(error instanceof DomainError);
    assert.equal(error.kind, 'internal');
    assert.equal(error.message, 'internal error');
  });
});

// createGrpcClient (grpc-client.ts) calls through grpc-js's generated methods, tracing on or off,
// over a channel that takes any gRPC target (round robin over its addresses) and optional mutual
// TLS; the configuration refuses what is not a gRPC target.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { Type } from 'typebox';
import {
  ConfigError,
  conflict,
  createGrpcClient,
  createLogger,
  DomainError,
  grpcServiceConfig,
  grpcTarget,
  implement,
  isTracingEnabled,
  listenAddress,
  loadConfig,
  readGrpcTls,
  startGrpcServer,
  type GrpcTls,
} from '@venue/platform';
import { freeAddress, freePort } from '@venue/testing';

const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (buffer: Buffer) => JSON.parse(buffer.toString()) as object,
};
const method = (name: string, responseDeserialize = json.deserialize) => ({
  path: `/test.Echo/${name}`,
  requestStream: false,
  responseStream: false,
  requestSerialize: json.serialize,
  requestDeserialize: json.deserialize,
  responseSerialize: json.serialize,
  responseDeserialize,
});
const serverDefinition = {
  Echo: method('Echo'),
  Refuse: method('Refuse'),
  RefuseInWords: method('RefuseInWords'),
  Garbled: method('Garbled'),
};
// The client reads Garbled's answer with a parser that refuses it, as a peer of another version might.
const clientDefinition = {
  ...serverDefinition,
  Garbled: method('Garbled', () => {
    throw new Error('not a message of this version');
  }),
};
const EchoServer = grpc.makeGenericClientConstructor(serverDefinition, 'Echo');
const EchoClient = grpc.makeGenericClientConstructor(clientDefinition, 'Echo');
type Handlers = Record<keyof typeof serverDefinition, grpc.handleUnaryCall<object, object>>;
const context = { managerId: 7, timezone: 'Europe/Berlin' };
type Calls = Record<keyof typeof clientDefinition, (request: object, callContext: typeof context) => Promise<object>>;
const calls = (client: ReturnType<typeof createGrpcClient<grpc.Client>>) => client.call as unknown as Calls;

/**
 * A server of the Echo service at `address`: Echo answers the request, the caller's manager and
 * the server's name.
 */
const startEchoServer = (address: string, name = 'echo', tls?: GrpcTls) =>
  startGrpcServer({
    address,
    services: [
      {
        definition: EchoServer.service,
        implementation: implement<Handlers>(
          {
            Echo: async (request: unknown, callContext) => ({ request, managerId: callContext.managerId, server: name }),
            Refuse: async () => {
              throw conflict('the slot is taken');
            },
            // Sent percent-encoded in grpc-message: read back as written.
            RefuseInWords: async () => {
              throw conflict('Zeitraum 10:00–11:00 belegt: „Saal“ 100 % ausgebucht');
            },
            Garbled: async () => ({ any: 'answer' }),
          },
          createLogger('test', 'silent'),
        ) as unknown as grpc.UntypedServiceImplementation,
      },
    ],
    logger: createLogger('test', 'silent'),
    ...(tls && { tls }),
  });

/** A call's answer, or the kind and message of the DomainError it failed with. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (answer) => ({ answer }),
    (error: unknown) => {
      assert.ok(error instanceof DomainError, `not a DomainError: ${String(error)}`);
      return { kind: error.kind, message: error.message };
    },
  );
const kindOf = async (promise: Promise<unknown>) => ((await outcome(promise)) as { kind?: string }).kind;

describe('gRPC client: the generated methods, tracing off as on', () => {
  let server: Awaited<ReturnType<typeof startEchoServer>>;
  let client: ReturnType<typeof createGrpcClient<grpc.Client>>;

  /** Calls made through grpc-js's generated methods, counted. */
  let generatedCalls = 0;
  const methods = EchoClient.prototype as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>;
  const originals = Object.fromEntries(Object.keys(clientDefinition).map((name) => [name, methods[name]!]));
  // In place before the client is made: a client takes its methods when it is made.
  before(() => {
    for (const [name, original] of Object.entries(originals)) {
      methods[name] = function (this: grpc.Client, ...args: unknown[]) {
        generatedCalls += 1;
        return original.apply(this, args);
      };
    }
  });
  after(() => Object.assign(methods, originals));

  before(async () => {
    server = await startEchoServer(await freeAddress());
    client = createGrpcClient(EchoClient, `127.0.0.1:${server.port}`, 2000);
  });
  after(async () => {
    client?.close();
    await server?.stop();
  });

  /** A call through createGrpcClient, which must go through the generated method once. */
  const call = async (name: keyof Calls, request: object = { n: 1 }) => {
    const before = generatedCalls;
    try {
      return await calls(client)[name](request, context);
    } finally {
      assert.equal(generatedCalls, before + 1, 'createGrpcClient did not go through the generated method');
    }
  };

  test('with tracing off, an answer arrives whole through the generated method, the caller context carried', async () => {
    assert.equal(isTracingEnabled(), false);
    assert.deepEqual(await call('Echo'), { request: { n: 1 }, managerId: 7, server: 'echo' });
  });

  test('a refusal keeps its kind and message', async () => {
    assert.deepEqual(await outcome(call('Refuse')), { kind: 'conflict', message: 'the slot is taken' });
  });

  test('a refusal in other scripts and with percent signs keeps its message', async () => {
    assert.deepEqual(await outcome(call('RefuseInWords')), {
      kind: 'conflict',
      message: 'Zeitraum 10:00–11:00 belegt: „Saal“ 100 % ausgebucht',
    });
  });

  test('a call whose metadata cannot be sent fails alone: a call beside it on the connection is answered', async () => {
    const beside = calls(client).Echo({ n: 2 }, context);
    assert.equal(await kindOf(calls(client).Echo({ n: 3 }, { ...context, timezone: 'Europe/Berlin\u0000' })), 'unavailable');
    assert.deepEqual(await beside, { request: { n: 2 }, managerId: 7, server: 'echo' });
  });

  test('a request that does not serialize is unavailable, and is not sent', async () => {
    assert.equal(await kindOf(call('Echo', { n: 1n })), 'unavailable'); // JSON.stringify refuses a BigInt
  });

  test('an answer that does not parse is unavailable', async () => {
    assert.equal(await kindOf(call('Garbled')), 'unavailable');
  });
});

describe('gRPC client: a server that goes away and comes back', () => {
  test('calls while it is down are unavailable; calls are answered again within the reconnect back-off', async () => {
    const address = await freeAddress();
    let server = await startEchoServer(address);
    const client = createGrpcClient(EchoClient, address, 2000);
    const echo = (n: number) => calls(client).Echo({ n }, context);
    try {
      assert.deepEqual(await echo(1), { request: { n: 1 }, managerId: 7, server: 'echo' });
      await server.stop();
      assert.equal(await kindOf(echo(2)), 'unavailable', 'answered while the server was down');
      server = await startEchoServer(address);
      // The channel tries again after its back-off: 1 s, at most 5 s (grpc-client.ts).
      const back = Date.now();
      while ((await kindOf(echo(3))) === 'unavailable') {
        assert.ok(Date.now() - back < 6_000, 'not answered within the reconnect back-off');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.deepEqual(await echo(4), { request: { n: 4 }, managerId: 7, server: 'echo' });
      // A closed client connects no more: its calls are unavailable.
      client.close();
      assert.equal(await kindOf(echo(5)), 'unavailable', 'answered after close');
    } finally {
      client.close();
      await server.stop();
    }
  });
});

describe('gRPC client: targets', () => {
  test('an ipv4: list of three servers has its calls spread round robin', async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    const servers = await Promise.all(ports.map((port, i) => startEchoServer(`127.0.0.1:${port}`, `server ${i}`)));
    const client = createGrpcClient(EchoClient, `ipv4:${ports.map((port) => `127.0.0.1:${port}`).join(',')}`, 2000);
    const servedBy = async () => ((await calls(client).Echo({}, context)) as { server: string }).server;
    try {
      // Until every connection is up, round robin picks among those that are.
      const seen = new Set<string>();
      for (let i = 0; seen.size < 3; i++) {
        assert.ok(i < 100, `only ${[...seen].join(', ')} answered 100 calls`);
        seen.add(await servedBy());
      }
      const counts = new Map<string, number>();
      for (let i = 0; i < 30; i++) {
        const server = await servedBy();
        counts.set(server, (counts.get(server) ?? 0) + 1);
      }
      assert.equal(counts.size, 3, `calls went to ${[...counts.keys()].join(', ')}`);
      for (const [server, count] of counts) assert.ok(count >= 8 && count <= 12, `${server} answered ${count} of 30 calls`);
    } finally {
      client.close();
      await Promise.all(servers.map((server) => server.stop()));
    }
  });

  test('a dns:/// name is resolved and called', async () => {
    const port = await freePort();
    const server = await startEchoServer(`127.0.0.1:${port}`);
    const client = createGrpcClient(EchoClient, `dns:///localhost:${port}`, 2000);
    try {
      assert.deepEqual(await calls(client).Echo({ n: 1 }, context), { request: { n: 1 }, managerId: 7, server: 'echo' });
    } finally {
      client.close();
      await server.stop();
    }
  });

  test('the configuration takes gRPC targets and refuses anything else, naming the variable', () => {
    const schema = Type.Object({ ...grpcServiceConfig, PEER_ADDR: grpcTarget('127.0.0.1:50051') });
    const load = (env: Record<string, string>) => loadConfig(schema, env);
    for (const target of ['127.0.0.1:50051', 'peer:50051', '[::1]:50051', 'dns:///peer.venue:50051', 'dns:peer:50051', 'ipv4:10.0.0.1:50051,10.0.0.2:50051']) {
      assert.equal(load({ PEER_ADDR: target }).PEER_ADDR, target);
    }
    for (const target of ['peer', 'dns:///peer', 'http://peer:50051', 'ipv4:peer:50051', 'ipv4:10.0.0.1', '127.0.0.1:70000', 'peer:50051 ']) {
      assert.throws(() => load({ PEER_ADDR: target }), (error: Error) => error instanceof ConfigError && /PEER_ADDR/.test(error.message), target);
    }
    assert.throws(() => load({ GRPC_LISTEN_ADDR: 'dns:///peer:50051' }), /GRPC_LISTEN_ADDR/);
  });

  test('a service listens on its own address when it is host:port, else on GRPC_LISTEN_ADDR', () => {
    assert.equal(listenAddress({ PEER_ADDR: '0.0.0.0:50051' }, 'PEER_ADDR'), '0.0.0.0:50051');
    assert.equal(listenAddress({ PEER_ADDR: 'dns:///peer:50051', GRPC_LISTEN_ADDR: '0.0.0.0:50051' }, 'PEER_ADDR'), '0.0.0.0:50051');
    assert.throws(
      () => listenAddress({ PEER_ADDR: 'ipv4:10.0.0.1:50051,10.0.0.2:50051' }, 'PEER_ADDR'),
      (error: Error) => error instanceof ConfigError && /PEER_ADDR/.test(error.message) && /GRPC_LISTEN_ADDR/.test(error.message),
    );
  });
});

describe('gRPC client: TLS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-grpc-tls-'));
  const file = (name: string) => path.join(dir, name);
  const files = (who: string) => ({ GRPC_TLS_CA_FILE: file('ca.pem'), GRPC_TLS_CERT_FILE: file(`${who}.pem`), GRPC_TLS_KEY_FILE: file(`${who}.key`) });
  let serverTls: GrpcTls;
  let clientTls: GrpcTls;

  before(() => {
    assert.ok(existsSync('/usr/bin/openssl'), 'this test makes its certificates with /usr/bin/openssl');
    const openssl = (...args: string[]) => execFileSync('/usr/bin/openssl', args, { cwd: dir, stdio: 'pipe' });
    const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    openssl('req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=venue test CA');
    // A certificate of the CA for the server (its name and address) and one for the client.
    writeFileSync(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
    writeFileSync(file('client.ext'), 'extendedKeyUsage=clientAuth\n');
    for (const who of ['server', 'client']) {
      openssl('req', ...newKey, '-keyout', `${who}.key`, '-out', `${who}.csr`, '-subj', `/CN=venue test ${who}`);
      openssl('x509', '-req', '-in', `${who}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', `${who}.ext`, '-out', `${who}.pem`);
    }
    serverTls = readGrpcTls(files('server'))!;
    clientTls = readGrpcTls(files('client'))!;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a call over mutual TLS is answered; a plaintext client, or one without a certificate, is unavailable', async () => {
    const server = await startEchoServer(await freeAddress(), 'tls', serverTls);
    const target = `localhost:${server.port}`;
    const client = createGrpcClient(EchoClient, target, 2000, clientTls);
    const plaintext = createGrpcClient(EchoClient, target, 2000);
    // TLS, but no certificate to show: the server requires one (grpc-server.ts).
    const anonymous = new EchoClient(target, grpc.credentials.createSsl(clientTls.ca));
    try {
      assert.deepEqual(await calls(client).Echo({ n: 1 }, context), { request: { n: 1 }, managerId: 7, server: 'tls' });
      assert.equal(await kindOf(calls(plaintext).Echo({ n: 2 }, context)), 'unavailable');
      const refused = await new Promise<grpc.ServiceError | null>((resolve) =>
        (anonymous as unknown as Record<string, (...args: unknown[]) => unknown>).Echo!({ n: 3 }, { deadline: Date.now() + 2000 }, resolve),
      );
      assert.equal(refused?.code, grpc.status.UNAVAILABLE);
    } finally {
      client.close();
      plaintext.close();
      anonymous.close();
      await server.stop();
    }
  });

  test('the TLS files are all three or none, and each readable, or the variable is named', () => {
    assert.equal(readGrpcTls({ GRPC_TLS_CA_FILE: '', GRPC_TLS_CERT_FILE: '', GRPC_TLS_KEY_FILE: '' }), undefined);
    assert.throws(
      () => readGrpcTls({ ...files('client'), GRPC_TLS_KEY_FILE: '' }),
      (error: Error) => error instanceof ConfigError && /GRPC_TLS_KEY_FILE/.test(error.message),
    );
    assert.throws(
      () => readGrpcTls({ ...files('client'), GRPC_TLS_CERT_FILE: file('nowhere.pem') }),
      (error: Error) => error instanceof ConfigError && /GRPC_TLS_CERT_FILE/.test(error.message),
    );
  });
});

describe('gRPC client: a replica that dies as it answers', () => {
  // Peek is a read (its definition says NO_SIDE_EFFECTS, as a proto's idempotency_level does), Poke a write.
  const definition = {
    Peek: { ...method('Peek'), options: { idempotency_level: 'NO_SIDE_EFFECTS' } },
    Poke: method('Poke'),
  };
  const PeekClient = grpc.makeGenericClientConstructor(definition as unknown as grpc.ServiceDefinition, 'Echo');

  /**
   * Two replicas behind one `ipv4:` target, each reached through a TCP relay of its own. The first call
   * either gets is answered with headers, then its relay cuts every connection and listens no more (as a
   * replica SIGKILLed between its answer's headers and its status); every later call is answered whole.
   */
  async function twoReplicas() {
    let doomed = true;
    let cut: number | undefined;
    let received = 0;
    const servers: grpc.Server[] = [];
    const relays: net.Server[] = [];
    const relayPorts = await Promise.all(
      [0, 1].map(async (i) => {
        const server = new grpc.Server();
        const sockets: net.Socket[] = [];
        const answer: grpc.handleUnaryCall<object, object> = (unary, callback) => {
          received += 1;
          if (!doomed) return callback(null, { server: `replica ${i}` });
          doomed = false;
          cut = i;
          unary.sendMetadata(new grpc.Metadata());
          setTimeout(() => {
            relay.close();
            for (const socket of sockets) socket.resetAndDestroy();
          }, 20);
        };
        server.addService(definition as unknown as grpc.ServiceDefinition, { Peek: answer, Poke: answer });
        const port = await freePort();
        await new Promise((resolve, reject) =>
          server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
        );
        const relay = net.createServer((socket) => {
          const upstream = net.connect(port, '127.0.0.1');
          socket.pipe(upstream).pipe(socket);
          for (const end of [socket, upstream]) end.on('error', () => {});
          sockets.push(socket, upstream);
        });
        servers.push(server);
        relays.push(relay);
        const relayPort = await freePort();
        await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
        return relayPort;
      }),
    );
    const client = createGrpcClient(PeekClient, `ipv4:${relayPorts.map((port) => `127.0.0.1:${port}`).join(',')}`, 5000);
    const call = client.call as unknown as Record<'Peek' | 'Poke', (request: object, callContext: typeof context) => Promise<object>>;
    return {
      call,
      received: () => received,
      cut: () => cut,
      close: () => {
        client.close();
        for (const relay of relays) relay.close();
        for (const server of servers) server.forceShutdown();
      },
    };
  }

  test('a read is sent once more, to the other replica, and answered', async () => {
    const replicas = await twoReplicas();
    try {
      const answer = (await replicas.call.Peek({}, context)) as { server: string };
      assert.equal(answer.server, `replica ${1 - replicas.cut()!}`);
      assert.equal(replicas.received(), 2);
    } finally {
      replicas.close();
    }
  });

  test('a write is not sent again: it fails unavailable, done or not', async () => {
    const replicas = await twoReplicas();
    try {
      assert.equal(await kindOf(replicas.call.Poke({}, context)), 'unavailable');
      assert.equal(replicas.received(), 1);
    } finally {
      replicas.close();
    }
  });
});

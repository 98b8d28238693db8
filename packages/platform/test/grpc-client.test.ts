// createGrpcClient calls over node's HTTP/2 when tracing is off (grpc-client.ts, http2-unary.ts):
// it must answer exactly as grpc-js's generated methods do, for answers, refusals, and the
// statuses grpc-js makes itself (a request that does not serialize, an answer that does not
// parse), and it must get over a server that went away and came back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import {
  conflict,
  contextMetadata,
  createGrpcClient,
  createLogger,
  DomainError,
  fromGrpcError,
  implement,
  isTracingEnabled,
  startGrpcServer,
  type GrpcServerHandle,
} from '@venue/platform';
import { freeAddress } from '@venue/testing';

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

/** A server of the Echo service at `address`: Echo answers the request and the caller's manager. */
const startEchoServer = (address: string) =>
  startGrpcServer({
    address,
    services: [
      {
        definition: EchoServer.service,
        implementation: implement<Handlers>(
          {
            Echo: async (request: unknown, callContext) => ({ request, managerId: callContext.managerId }),
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
  });

/** A call's answer, or the kind and message of the DomainError it failed with. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (answer) => ({ answer }),
    (error: unknown) => {
      assert.ok(error instanceof DomainError);
      return { kind: error.kind, message: error.message };
    },
  );

describe('gRPC client over HTTP/2, against the generated methods', () => {
  let server: GrpcServerHandle;
  let client: ReturnType<typeof createGrpcClient<grpc.Client>>;
  let generated: grpc.Client;

  /** Calls made through grpc-js's generated methods, counted. */
  let generatedCalls = 0;
  const methods = EchoClient.prototype as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>;
  const originals = Object.fromEntries(Object.keys(clientDefinition).map((name) => [name, methods[name]!]));
  // In place before the clients are made: a client takes its methods when it is made.
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
    const address = `127.0.0.1:${server.port}`;
    client = createGrpcClient(EchoClient, address, 2000);
    generated = new EchoClient(address, grpc.credentials.createInsecure());
  });
  after(async () => {
    client?.close();
    generated?.close();
    await server?.stop();
  });


  /** A call through createGrpcClient, which must not go through the generated method. */
  const viaChannel = async (name: keyof Calls, request: object = { n: 1 }) => {
    assert.equal(isTracingEnabled(), false);
    const before = generatedCalls;
    try {
      return await (client.call as unknown as Calls)[name](request, context);
    } finally {
      assert.equal(generatedCalls, before, 'createGrpcClient went through the generated method');
    }
  };
  /** The same call through the generated method, its error mapped as the traced path maps it. */
  const viaGenerated = (name: keyof Calls, request: object = { n: 1 }) =>
    new Promise((resolve, reject) =>
      (generated as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>)[name]!(
        request,
        contextMetadata(context),
        { deadline: Date.now() + 2000 },
        (error: grpc.ServiceError | null, response: unknown) => (error ? reject(fromGrpcError(error)) : resolve(response)),
      ),
    );
  test('an answer arrives whole, with the caller context carried', async () => {
    assert.deepEqual(await viaChannel('Echo'), { request: { n: 1 }, managerId: 7 });
    assert.deepEqual(await outcome(viaChannel('Echo')), await outcome(viaGenerated('Echo')));
  });

  test('a refusal keeps its kind and message', async () => {
    assert.deepEqual(await outcome(viaChannel('Refuse')), { kind: 'conflict', message: 'the slot is taken' });
    assert.deepEqual(await outcome(viaChannel('Refuse')), await outcome(viaGenerated('Refuse')));
  });

  test('a refusal in other scripts and with percent signs keeps its message', async () => {
    assert.deepEqual(await outcome(viaChannel('RefuseInWords')), {
      kind: 'conflict',
      message: 'Zeitraum 10:00–11:00 belegt: „Saal“ 100 % ausgebucht',
    });
    assert.deepEqual(await outcome(viaChannel('RefuseInWords')), await outcome(viaGenerated('RefuseInWords')));
  });

  test('a call whose metadata HTTP/2 refuses fails alone: a call beside it on the connection is answered', async () => {
    const calls = client.call as unknown as Record<string, (request: object, callContext: object) => Promise<object>>;
    const beside = calls.Echo!({ n: 2 }, context);
    const refused = await outcome(calls.Echo!({ n: 3 }, { ...context, timezone: 'Europe/Berlin\u0000' }));
    assert.equal((refused as { kind?: string }).kind, 'unavailable');
    assert.deepEqual(await beside, { request: { n: 2 }, managerId: 7 });
  });

  test('a request that does not serialize fails as the generated method fails, and is not sent', async () => {
    const unserializable = { n: 1n }; // JSON.stringify refuses a BigInt
    const failed = await outcome(viaChannel('Echo', unserializable));
    assert.equal((failed as { kind?: string }).kind, 'unavailable');
    assert.deepEqual(failed, await outcome(viaGenerated('Echo', unserializable)));
  });

  test('an answer that does not parse fails as the generated method fails', async () => {
    const failed = await outcome(viaChannel('Garbled'));
    assert.equal((failed as { kind?: string }).kind, 'unavailable');
    assert.deepEqual(failed, await outcome(viaGenerated('Garbled')));
  });
});

describe('gRPC client over HTTP/2: a server that goes away and comes back', () => {
  test('calls while it is down are unavailable; the first call after its return is answered', async () => {
    const address = await freeAddress();
    let server = await startEchoServer(address);
    const client = createGrpcClient(EchoClient, address, 2000);
    const echo = (n: number) => (client.call as unknown as Calls).Echo({ n }, context);
    try {
      assert.deepEqual(await echo(1), { request: { n: 1 }, managerId: 7 });
      await server.stop();
      assert.equal(((await outcome(echo(2))) as { kind?: string }).kind, 'unavailable', 'answered while the server was down');
      server = await startEchoServer(address);
      assert.deepEqual(await echo(3), { request: { n: 3 }, managerId: 7 });
      // A closed client connects no more: its calls are unavailable.
      client.close();
      assert.equal(((await outcome(echo(4))) as { kind?: string }).kind, 'unavailable', 'answered after close');
    } finally {
      client.close();
      await server.stop();
    }
  });
});

// A service past its calls in flight (MAX_CALLS_IN_FLIGHT) answers UNAVAILABLE at once instead of
// queueing the call past its deadline; the calls it took are answered as usual (grpc-server.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { createGrpcClient, createLogger, DomainError, implement, startGrpcServer } from '@venue/platform';
import { freeAddress } from '@venue/testing';

const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (buffer: Buffer) => JSON.parse(buffer.toString()) as object,
};
const definition = {
  Slow: {
    path: '/test.Slow/Slow',
    requestStream: false,
    responseStream: false,
    requestSerialize: json.serialize,
    requestDeserialize: json.deserialize,
    responseSerialize: json.serialize,
    responseDeserialize: json.deserialize,
  },
};
const SlowService = grpc.makeGenericClientConstructor(definition, 'Slow');
const context = { managerId: 7, timezone: 'UTC' };

let release: () => void = () => undefined;
let held = new Promise<void>((resolve) => (release = resolve));
let server: Awaited<ReturnType<typeof startGrpcServer>>;
let client: ReturnType<typeof createGrpcClient<grpc.Client>>;

before(async () => {
  server = await startGrpcServer({
    address: await freeAddress(),
    services: [
      {
        definition: SlowService.service,
        implementation: implement<Record<'Slow', grpc.handleUnaryCall<object, object>>>(
          { Slow: async () => (await held, { done: true }) },
          createLogger('test', 'silent'),
        ) as unknown as grpc.UntypedServiceImplementation,
      },
    ],
    logger: createLogger('test', 'silent'),
    maxCallsInFlight: 2,
  });
  client = createGrpcClient(SlowService, `127.0.0.1:${server.port}`, 5000);
});
after(async () => {
  release();
  client?.close();
  await server?.stop();
});

const slow = () => (client.call as unknown as { Slow: (r: object, c: typeof context) => Promise<object> }).Slow({}, context);

test('a call beyond the calls in flight is refused at once as unavailable; the two taken are answered', async () => {
  const taken = [slow(), slow()];
  // Both have reached the handler before the third is sent.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = Date.now();
  const refused = await slow().then(
    () => assert.fail('the third call was taken'),
    (error: unknown) => error,
  );
  assert.ok(refused instanceof DomainError);
  assert.equal(refused.kind, 'unavailable');
  assert.match(refused.message, /busy with other calls/);
  assert.ok(Date.now() - started < 1000, 'refused at once, not after the deadline');
  release();
  assert.deepEqual(await Promise.all(taken), [{ done: true }, { done: true }]);
  held = Promise.resolve();
  assert.deepEqual(await slow(), { done: true }, 'taken again once the others are done');
});

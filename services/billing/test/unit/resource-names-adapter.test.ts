// The resource names adapter over a real gRPC server standing in for the resources service: the
// ids go to DescribeResources at most 10,000 a call (the service's limit), each id once, and the
// answers of all calls make one map; a main resource (parent_id 0) has no parent.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { resourcesPackage } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import { startStandInServer, type StandInServer } from '@venue/testing';
import { grpcResourceNames } from '../../src/adapters/resource-names.grpc.ts';

let server: StandInServer;
let adapter: ReturnType<typeof grpcResourceNames>;
const calls: number[][] = [];

before(async () => {
  server = await startStandInServer(resourcesPackage().ResourcesService.service, {
    DescribeResources(call: grpc.ServerUnaryCall<{ ids: number[] }, unknown>, callback: grpc.sendUnaryData<unknown>) {
      const ids = call.request.ids.map(Number);
      calls.push(ids);
      // Odd ids are parts of the id below them; ids above 30,000 are unknown (left out).
      const resources = ids
        .filter((id) => id <= 30_000)
        .map((id) => ({ id, title: `Room ${id}`, parent_id: id % 2 === 1 ? id - 1 : 0 }));
      callback(null, { resources });
    },
  });
  adapter = grpcResourceNames(server.address, 5000);
});

after(() => {
  adapter?.close();
  server?.stop();
});

const context = (): CallContext => ({ managerId: 1, timezone: 'Europe/Berlin' });

test('a few ids are one call, each id once', async () => {
  calls.length = 0;
  const found = await adapter.describe(context(), [4, 5, 4, 40_000]);
  assert.deepEqual(calls, [[4, 5, 40_000]]);
  assert.deepEqual([...found], [
    [4, { name: 'Room 4', parentId: null }],
    [5, { name: 'Room 5', parentId: 4 }],
  ]);
});

test('more ids than one call takes are asked for in chunks of at most 10,000', async () => {
  calls.length = 0;
  const ids = Array.from({ length: 25_001 }, (_, i) => i + 2);
  const found = await adapter.describe(context(), ids);
  // The chunks are asked for side by side, so they may arrive in any order.
  assert.deepEqual(
    calls.map((chunk) => chunk.length).sort((a, b) => a - b),
    [5_001, 10_000, 10_000],
  );
  assert.deepEqual(new Set(calls.flat()), new Set(ids));
  assert.equal(found.size, 25_001);
  assert.deepEqual(found.get(25_002), { name: 'Room 25002', parentId: null });
});

test('no ids, no call', async () => {
  calls.length = 0;
  assert.equal((await adapter.describe(context(), [])).size, 0);
  assert.deepEqual(calls, []);
});

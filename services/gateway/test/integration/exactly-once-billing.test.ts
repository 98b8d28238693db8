// Keyed inventory_add is written exactly once while the billing process is paused at random
// points (≥ 200 rounds) and while it is killed under 50 concurrent keyed writers: rows = keys.
// See exactly-once-faults.ts.
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { keyedWritesSurvive, pauseAtRandom, type KeyedWrite, type Writer } from './exactly-once-faults.ts';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
before(async () => {
  // A short deadline: most pauses outlast it, so that writes time out mid-way.
  // Adding an item asks no peer of billing's: they are stood in.
  stack = await startTestStack({
    services: ['billing'],
    standIns: ['resources', 'customers', 'bookings'],
    asProcesses: ['billing'],
    gatewayEnv: { GRPC_DEADLINE_MS: '250' },
  });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

function inventoryAdd(m: TestManager): Writer {
  const write: KeyedWrite = {
    path: '/api/internal/inventory_add',
    body: (n) => ({ name: `n${n}`, quantity: 2, price_cost: '12.50' }),
    idOf: (answer) => expectOk(answer).id as number,
    storedIds: async (db) => (await db.query<{ id: number }>('select id::int from billing.item where manager_id = $1', [m.managerId])).rows.map((r) => r.id),
    stored: async (db, n) => (await db.query('select 1 from billing.item where manager_id = $1 and name = $2', [m.managerId, `n${n}`])).rowCount! > 0,
  };
  return { post: m.post, write };
}

test('billing paused at random points of keyed writes (200 rounds): every key 200 with its own id, rows = keys', { timeout: 240_000 }, async (t) => {
  const billing = stack.processes.billing!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: inventoryAdd(await newManager(stack)),
    unkeyed: inventoryAdd(await newManager(stack)),
    writers: 6,
    disturb: () => pauseAtRandom(billing, 200),
  });
});

test('billing killed under 50 concurrent keyed writers, every failure retried: rows = keys', { timeout: 120_000 }, async (t) => {
  const billing = stack.processes.billing!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: inventoryAdd(await newManager(stack)),
    unkeyed: inventoryAdd(await newManager(stack)),
    writers: 50,
    disturb: async () => {
      await sleep(1500);
      await billing.kill();
      await sleep(500);
      await billing.restart();
      await sleep(1500);
    },
  });
});

// Keyed customer_add is written exactly once while the customers process is paused at random
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
  stack = await startTestStack({ services: ['customers'], asProcesses: ['customers'], gatewayEnv: { GRPC_DEADLINE_MS: '250' } });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

function customerAdd(m: TestManager): Writer {
  const write: KeyedWrite = {
    path: '/api/v2/customer_add',
    body: (n) => ({ first_name: 'Key', last_name: `n${n}`, city: 'Bonn' }),
    idOf: (answer) => expectOk(answer)[0].id as number,
    storedIds: async (db) => (await db.query<{ id: number }>('select id::int from customers.customer where manager_id = $1', [m.managerId])).rows.map((r) => r.id),
    stored: async (db, n) =>
      (await db.query('select 1 from customers.customer where manager_id = $1 and last_name = $2', [m.managerId, `n${n}`])).rowCount! > 0,
  };
  return { post: m.post, write };
}

test('customers paused at random points of keyed writes (200 rounds): every key 200 with its own id, rows = keys', { timeout: 240_000 }, async (t) => {
  const customers = stack.processes.customers!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: customerAdd(await newManager(stack)),
    unkeyed: customerAdd(await newManager(stack)),
    writers: 6,
    disturb: () => pauseAtRandom(customers, 200),
  });
});

test('customers killed under 50 concurrent keyed writers, every failure retried: rows = keys', { timeout: 120_000 }, async (t) => {
  const customers = stack.processes.customers!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: customerAdd(await newManager(stack)),
    unkeyed: customerAdd(await newManager(stack)),
    writers: 50,
    disturb: async () => {
      await sleep(1500);
      await customers.kill();
      await sleep(500);
      await customers.restart();
      await sleep(1500);
    },
  });
});

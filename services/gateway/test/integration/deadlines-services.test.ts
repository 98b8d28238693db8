// The deadline bounds the writes of customers, resources and billing as it does bookings'
// (deadlines.test.ts): a write that cannot finish in time (blocked by a lock the test holds) is
// cancelled and rolled back, so such a 504 left nothing written, and the same request sent again
// afterwards writes once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  countRows,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  type ApiAnswer,
  type TestManager,
  type TestStack,
} from '@venue/testing';

const DEADLINE_MS = 2000;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({
    // Billing's tax rates never ask bookings.
    services: ['resources', 'customers', 'billing'],
    standIns: ['bookings'],
    gatewayEnv: { GRPC_DEADLINE_MS: String(DEADLINE_MS) },
  });
});
after(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One write of each service, and the table it inserts into. */
const writes: { table: string; send: (m: TestManager) => Promise<ApiAnswer> }[] = [
  {
    table: 'customers.customer',
    send: (m) => m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Late' }),
  },
  { table: 'resources.resource', send: (m) => m.post('/api/v2/resource_add', { title: 'Hall' }) },
  {
    table: 'billing.tax_rate',
    send: (m) => m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' }),
  },
];

test('writes of customers, resources and billing blocked past their deadline answer 504 and leave no row', async () => {
  const m = await newManager(stack);
  const sql = openSql(stack);
  const blocker = await sql.connect();
  try {
    // Writers of these tables wait for this lock; readers do not. The three writes run at once.
    await blocker.query('begin');
    for (const { table } of writes) await blocker.query(`lock table ${table} in exclusive mode`);
    const started = Date.now();
    const answers = await Promise.all(writes.map(({ send }) => send(m)));
    const took = Date.now() - started;
    answers.forEach((answer, i) => {
      assert.equal(answer.status, 504, `${writes[i]!.table}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.success, false);
    });
    assert.ok(took < DEADLINE_MS + 1500, `answered at the deadline (${took} ms)`);
    // The lock outlives the deadline by far; no write may go through when it is released.
    await sleep(DEADLINE_MS);
    await blocker.query('rollback');
    await sleep(DEADLINE_MS);
    const rows = async () =>
      Object.fromEntries(
        await Promise.all(
          writes.map(async ({ table }) => [table, await countRows(sql, table, { managerId: m.managerId })]),
        ),
      );
    assert.deepEqual(await rows(), Object.fromEntries(writes.map(({ table }) => [table, 0])), 'no row');

    for (const { send } of writes) expectOk(await send(m));
    assert.deepEqual(
      await rows(),
      Object.fromEntries(writes.map(({ table }) => [table, 1])),
      'sent again: written once',
    );
  } finally {
    blocker.release();
    await sql.end();
  }
});

// Version skew (deploy/README.md, 'Compatibility rules'): the last recorded release's services run
// against this commit's, on this commit's schema (the new migrations applied, the release's code
// reading and writing through them), through the booking → invoice flow. First the release's
// bookings among this commit's other services; then this commit's bookings among the release's
// resources, customers, billing and gateway. The release is a git worktree at its recorded commit
// (@venue/testing's release.ts).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import {
  checkOutLastRelease,
  expectOk,
  freePort,
  openSql,
  pricedVenue,
  setCompleteIssuer,
  startTestStack,
  type ApiAnswer,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { assertInvoicedExactlyOnce, autoInvoicingVenue, book, type AutoInvoicingVenue } from '../helpers/auto-invoicing.ts';

const release = checkOutLastRelease();

/** Books twice and checks both invoiced exactly once, and the bookings read back through the API. */
async function bookAndInvoice(stack: TestStack, venue: AutoInvoicingVenue): Promise<void> {
  const sql = openSql(stack);
  try {
    const ids = [await book(venue), await book(venue)];
    await assertInvoicedExactlyOnce(sql, venue, ids, 40_000);
    const listed = expectOk(await venue.m.get('/api/v2/booking_list', { resource_id: venue.hall, date_from: '2031-01-01', date_to: '2031-12-31' })) as { id: number }[];
    assert.deepEqual(listed.map((booking) => booking.id).sort((a, b) => a - b), [...ids].sort((a, b) => a - b));
  } finally {
    await sql.end();
  }
}

describe(`the last release's bookings (${release.version}) among this commit's services`, () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ fromCheckout: { root: release.root, services: ['bookings'] } });
  });
  after(async () => {
    await stack?.stop();
  });

  test('bookings are made, listed and invoiced automatically, each exactly once', async () => {
    await bookAndInvoice(stack, await autoInvoicingVenue(stack));
  });
});

describe(`this commit's bookings among the last release's (${release.version}) resources, customers, billing and gateway`, () => {
  let stack: TestStack;
  let gateway: ChildProcess | undefined;
  let baseUrl: string;
  before(async () => {
    stack = await startTestStack({ gateway: false, fromCheckout: { root: release.root, services: ['resources', 'customers', 'billing'] } });
    const port = await freePort();
    gateway = spawn(process.execPath, ['--import', 'tsx', `${release.root}/services/gateway/src/main.ts`], {
      env: { ...process.env, ...stack.gatewayEnv, PORT: String(port), LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (!(await fetch(`${baseUrl}/readyz`).then((answer) => answer.ok).catch(() => false))) {
      if (Date.now() > deadline || gateway.exitCode !== null) throw new Error("the release's gateway did not get ready");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  after(async () => {
    if (gateway && gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    await stack?.stop();
  });

  /** A manager speaking to the release's gateway. */
  async function managerOfOldGateway(): Promise<TestManager> {
    const { managerId, apiKey } = await stack.createManager({ timezone: 'Europe/Berlin' });
    const answer = async (response: Response): Promise<ApiAnswer> => ({ status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer['body'] });
    return {
      managerId,
      apiKey,
      timezone: 'Europe/Berlin',
      get: async (path, query = {}) =>
        answer(await fetch(`${baseUrl}${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), api_secret_key: apiKey })}`)),
      post: async (path, body) =>
        answer(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, api_secret_key: apiKey }) })),
    };
  }

  test('bookings are made, listed and invoiced automatically, each exactly once', async () => {
    const m = await managerOfOldGateway();
    const venue = await pricedVenue(m, { first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
    await setCompleteIssuer(m);
    expectOk(await m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' }));
    await bookAndInvoice(stack, venue);
  });
});

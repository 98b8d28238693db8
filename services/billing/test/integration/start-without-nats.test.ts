// A stack started while NATS is down: the services start and serve, bookings' events wait in its
// outbox, gRPC health says events are NOT_SERVING (the service itself SERVING), and once NATS
// comes the outbox drains and the booking is invoiced exactly once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import {
  autoInvoicingVenue,
  book,
  eventually,
  openSql,
  startPrivateNats,
  startTestStack,
  type TestStack,
} from '@venue/testing';
import { assertInvoicedExactlyOnce } from '../helpers/auto-invoicing.ts';

async function healthOf(port: number, name: string): Promise<string> {
  const Health = grpc.makeGenericClientConstructor(healthService as unknown as grpc.ServiceDefinition, 'Health');
  const client = new Health(`127.0.0.1:${port}`, grpc.credentials.createInsecure()) as unknown as {
    check(request: { service: string }, callback: (error: Error | null, answer: { status: string }) => void): void;
    close(): void;
  };
  try {
    return await new Promise((resolve, reject) => client.check({ service: name }, (error, answer) => (error ? reject(error) : resolve(answer.status))));
  } finally {
    client.close();
  }
}

test('services start and serve without NATS; events wait in the outbox and flow once NATS is up', { timeout: 60_000 }, async () => {
  const nats = await startPrivateNats();
  await nats.kill();
  let stack: TestStack | undefined;
  let sql: ReturnType<typeof openSql> | undefined;
  try {
    stack = await startTestStack({ natsUrl: nats.url });
    sql = openSql(stack);
    assert.equal(await healthOf(stack.bookings.port, ''), 'SERVING');
    assert.equal(await healthOf(stack.bookings.port, 'events'), 'NOT_SERVING');

    const venue = await autoInvoicingVenue(stack);
    const id = await book(venue);
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from bookings.outbox where payload->>'booking_id' = $1`, [String(id)]);
    assert.equal(rows[0]!.n, 1, "the booking's event waits in the outbox");

    await nats.restart();
    await eventually('events SERVING', async () => ((await healthOf(stack!.bookings.port, 'events')) === 'SERVING' ? true : undefined));
    await assertInvoicedExactlyOnce(sql, venue, [id], 40_000);
  } finally {
    await nats.restart();
    await sql?.end();
    await stack?.stop();
    await nats.stop();
  }
});

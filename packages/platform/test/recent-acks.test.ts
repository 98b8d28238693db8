// A NATS server killed right after it took a consumer's ack can come back without that ack: the
// message then counts as unacknowledged until ack_wait (30 s), and a consumer kept in stream order
// hands out nothing meanwhile. The consumer sends its last acks again once reconnected
// (recent-acks.ts), so the next event flows at once and the acknowledged one is not handed out again.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectBus, createLogger, startEventConsumer, type EventEnvelope } from '@venue/platform';
import { eventually, startPrivateNats } from '@venue/testing';

const logger = createLogger('recent-acks-test', 'silent');

/** The durable's unacknowledged deliveries, asked on a connection of its own (the bus's is still away). */
async function ackPending(url: string, stream: string, durable: string): Promise<number> {
  const nc = await connect({ servers: url });
  try {
    return (await (await jetstreamManager(nc)).consumers.info(stream, durable)).num_ack_pending;
  } finally {
    await nc.close();
  }
}

test(
  'after a NATS crash that lost an ack, an in-order consumer goes on at once and does not get the acknowledged event again',
  { timeout: 120_000 },
  async (t) => {
    const nats = await startPrivateNats();
    const bus = await connectBus({ url: nats.url, subjectPrefix: `t${randomBytes(4).toString('hex')}.` });
    const durable = `c${randomBytes(4).toString('hex')}`;
    const handled: string[] = [];
    const consumer = await startEventConsumer({
      bus,
      durable,
      subject: 'venue.test.>',
      handler: async (event) => void handled.push(event.id),
      logger,
    });
    /** Publishes an event, retried while the bus reconnects (the message id drops a second copy). */
    const publish = (id: string) =>
      eventually(
        `event ${id} published`,
        async () => {
          const event: EventEnvelope = {
            id,
            subject: 'venue.test.happened',
            occurred_at: new Date().toISOString(),
            data: {},
          };
          try {
            return await bus.js.publish(`${bus.subjectPrefix}venue.test.happened`, JSON.stringify(event), {
              msgID: id,
            });
          } catch {
            return undefined;
          }
        },
        20_000,
        200,
      );
    const timesHandled = (id: string) => handled.filter((h) => h === id).length;
    try {
      // The kill must come after the server took the ack and before its store wrote it; when it
      // came later (the ack kept) or the delivery went too, the attempt proves nothing: again.
      let acked: string | undefined;
      for (let attempt = 1; attempt <= 5 && acked === undefined; attempt += 1) {
        const id = randomUUID();
        const { seq } = await publish(id);
        await eventually(
          `event ${id} handled and acknowledged`,
          async () => {
            if (timesHandled(id) === 0) return undefined;
            const info = await bus.jsm.consumers.info(bus.stream, durable);
            return info.num_ack_pending === 0 && info.ack_floor.stream_seq >= seq ? true : undefined;
          },
          10_000,
          5,
        );
        await nats.kill();
        await nats.restart();
        const lost = (await ackPending(nats.url, bus.stream, durable)) === 1;
        t.diagnostic(`attempt ${attempt}: the ack ${lost ? 'lost' : 'kept'} by the restarted server`);
        if (lost) acked = id;
      }
      if (acked === undefined) {
        t.skip('the server kept the ack in five attempts: nothing to send again');
        return;
      }
      const restarted = Date.now();
      const next = randomUUID();
      await publish(next);
      // Well under the 30 s ack_wait after which the lost ack's message would be handed out again.
      await eventually(
        'the event after the restart handled',
        async () => (timesHandled(next) > 0 ? true : undefined),
        15_000,
        20,
      );
      t.diagnostic(
        `the event after the restart handled ${Date.now() - restarted} ms after the server came back`,
      );
      await sleep(500);
      assert.equal(timesHandled(acked), 1, 'the event whose ack was lost is not handed out again');
      assert.equal(timesHandled(next), 1);
    } finally {
      await consumer.stop();
      await bus.close().catch(() => undefined);
      await nats.stop();
    }
  },
);

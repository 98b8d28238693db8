// A NATS server killed right after it took a consumer's ack can come back without that ack: the
// message then counts as unacknowledged until ack_wait (30 s), and a consumer kept in stream order
// hands out nothing meanwhile. The consumer sends its last acks again once reconnected
// (recent-acks.ts), so the next event flows at once and the acknowledged one is not handed out again.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus, createLogger, startEventConsumer, type EventEnvelope } from '@venue/platform';
import { eventually, natsServerInstalled, startPrivateNats } from '@venue/testing';

const logger = createLogger('recent-acks-test', 'silent');

test(
  'after a NATS crash that lost an ack, an in-order consumer goes on at once and does not get the acknowledged event again',
  { timeout: 60_000 },
  async (t) => {
    if (!natsServerInstalled()) {
      t.skip('no nats-server binary on PATH to run a private server');
      return;
    }
    // A server of this test's own: the shared one on 4222 is never touched.
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
    const publish = async (id: string) => {
      const event: EventEnvelope = {
        id,
        subject: 'venue.test.happened',
        occurred_at: new Date().toISOString(),
        data: {},
      };
      await bus.js.publish(`${bus.subjectPrefix}venue.test.happened`, JSON.stringify(event), { msgID: id });
    };
    try {
      const first = randomUUID();
      await publish(first);
      await eventually(
        'the first event handled and acknowledged',
        async () => {
          if (!handled.includes(first)) return undefined;
          const info = await bus.jsm.consumers.info(bus.stream, durable);
          return info.num_ack_pending === 0 && info.ack_floor.stream_seq >= 1 ? true : undefined;
        },
        10_000,
        5,
      );
      // The server has taken the ack (in memory); killed now, its store has not written it yet.
      await nats.kill();
      await nats.restart();
      const restarted = Date.now();

      const second = randomUUID();
      await eventually(
        'the event published after the restart',
        async () => {
          try {
            await publish(second);
            return true;
          } catch {
            return undefined; // not reconnected yet
          }
        },
        15_000,
        200,
      );
      // Well under the 30 s ack_wait after which the lost ack's message would be handed out again.
      await eventually(
        'the event after the restart handled',
        async () => (handled.includes(second) ? true : undefined),
        15_000,
        20,
      );
      t.diagnostic(
        `the event after the restart handled ${Date.now() - restarted} ms after the server came back`,
      );
      await sleep(500);
      assert.deepEqual(handled, [first, second], 'each event handled once, in order');
    } finally {
      await consumer.stop();
      await bus.close().catch(() => undefined);
      await nats.stop();
    }
  },
);

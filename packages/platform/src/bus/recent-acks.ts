// Acknowledgements sent again once the connection to NATS is back. JetStream writes a consumer's
// acknowledgements to its file store some time after it has taken them, so a server killed right
// after an ack can come back without it: the message then counts as delivered and unacknowledged
// until ack_wait (30 s) has passed, and a consumer kept in stream order (max_ack_pending 1) hands
// out nothing else meanwhile. The server ignores an ack of a message that is acknowledged already,
// and a message acknowledged here has been processed (its effect and inbox row committed), so the
// last acks are simply sent again on every reconnect.
import type { JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** What JetStream's ack protocol sends to a message's reply subject (nats.js's `ack()` too). */
const ACK = '+ACK';

/**
 * Where a message's acknowledgement goes. nats.js's JsMsg keeps it as `reply` without naming it
 * in its interface; undefined should a release stop keeping it (the ack is then not resent).
 */
function ackSubjectOf(message: JsMsg): string | undefined {
  const reply = (message as { reply?: unknown }).reply;
  return typeof reply === 'string' && reply.length > 0 ? reply : undefined;
}

export class RecentAcks {
  private readonly subjects: string[] = [];

  /** `keep`: how many of the latest acks are sent again (at least the messages taken at once). */
  constructor(private readonly keep: number) {}

  /** Acknowledges the message and remembers where its acknowledgement went. */
  ack(message: JsMsg): void {
    message.ack();
    const subject = ackSubjectOf(message);
    if (subject === undefined) return;
    this.subjects.push(subject);
    if (this.subjects.length > this.keep) this.subjects.shift();
  }

  /** The remembered acks, sent again (nats.js queues them while the connection is down). */
  resend(nc: NatsConnection): number {
    for (const subject of this.subjects) nc.publish(subject, ACK);
    return this.subjects.length;
  }

  /** Resends the remembered acks after every reconnect of `nc`, until `stopped()` holds or it closes. */
  async resendOnReconnect(
    nc: NatsConnection,
    stopped: () => boolean,
    resent: (count: number) => void,
  ): Promise<void> {
    for await (const status of nc.status()) {
      if (stopped()) return;
      if (status.type === 'reconnect') resent(this.resend(nc));
    }
  }
}

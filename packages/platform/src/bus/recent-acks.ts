// Acks sent again once NATS is back (docs/decisions.md, 'Recent acks are resent after a reconnect'):
// JetStream stores acks some time after taking them, so a server killed right after one may come back
// without it, and an in-order consumer stalls until ack_wait (30 s). An acked message was processed
// (its effect and inbox row committed), so the acks sent shortly before a disconnect are resent once.
// The server matches an ack by stream sequence alone, so only sequences the consumer holds delivered
// and unacknowledged now are resent (a stream made anew starts its sequences over).
import type { JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** What JetStream's ack protocol sends to a message's reply subject (nats.js's `ack()` too). */
const ACK = '+ACK';

/** Acks sent within this long before a disconnect are sent again; older ones the server has written. */
const RESEND_WINDOW_MS = 10_000;

/** The stream sequences a consumer has delivered and not seen acknowledged: after `after`, up to `upTo`. */
export interface Unacknowledged {
  after: number;
  upTo: number;
}

export class RecentAcks {
  private sent: { subject: string; streamSeq: number; at: number }[] = [];

  /** `keep`: at most this many of the latest acks are remembered. */
  constructor(private readonly keep: number) {}

  ack(message: JsMsg): void {
    message.ack();
    // Where the ack went: JsMsg's unlisted `reply` (none, should nats.js drop it: no resend then).
    const subject = (message as { reply?: unknown }).reply;
    if (typeof subject !== 'string' || subject.length === 0) return;
    this.sent.push({ subject, streamSeq: message.seq, at: Date.now() });
    if (this.sent.length > this.keep) this.sent.shift();
  }

  /** Resends the acks of RESEND_WINDOW_MS before `disconnectedAt` still `unacknowledged`; forgets all before it. */
  resend(nc: NatsConnection, disconnectedAt: number, unacknowledged: Unacknowledged): number {
    const due = this.sent.filter(
      (ack) =>
        ack.at >= disconnectedAt - RESEND_WINDOW_MS &&
        ack.at <= disconnectedAt &&
        ack.streamSeq > unacknowledged.after &&
        ack.streamSeq <= unacknowledged.upTo,
    );
    this.forget(disconnectedAt);
    for (const { subject } of due) nc.publish(subject, ACK);
    return due.length;
  }

  private forget(until: number): void {
    this.sent = this.sent.filter((ack) => ack.at > until);
  }

  /** Resends after every reconnect of `nc`, reporting the count to `resent`; returns a stop function. */
  watch(
    nc: NatsConnection,
    unacknowledged: () => Promise<Unacknowledged>,
    resent: (count: number) => void,
    failed: (error: unknown) => void,
  ): () => void {
    const statuses = nc.status();
    let disconnectedAt = Date.now();
    void (async () => {
      for await (const status of statuses) {
        if (status.type === 'disconnect') disconnectedAt = Date.now();
        if (status.type !== 'reconnect') continue;
        const since = disconnectedAt;
        unacknowledged().then(
          (held) => resent(this.resend(nc, since, held)),
          (error: unknown) => {
            this.forget(since);
            failed(error);
          },
        );
      }
    })().catch(failed);
    // nats.js's status iterator ends only on stop() or when the connection closes.
    return () => (statuses as { stop?: () => void }).stop?.();
  }
}

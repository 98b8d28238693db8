// What a start has opened (pools, connections, relays, servers), closed last opened first: by the
// stop() of what it started, or at once when a later step of the start fails (its port already
// taken, say). A half-started service otherwise leaves a pool, a NATS connection or a relay's
// timer open, and the process that asked for it (a test file) never exits.
//
// The shape of the standard AsyncDisposableStack (adopt, then dispose), which the machines' Node
// 20 does not have yet.
import type { Closer } from './shutdown.ts';

export class OpenedStack {
  private readonly closers: Closer[] = [];

  /** Notes how to close what was just opened; answers it, so it is opened and noted in one line. */
  adopt<T>(opened: T, close: (opened: T) => Promise<unknown> | unknown): T {
    this.closers.push(() => close(opened));
    return opened;
  }

  /**
   * Closes everything, last opened first. Every closer runs even when one before it fails; the
   * first failure is thrown once all have run. A second call finds nothing left to close.
   */
  async closeAll(): Promise<void> {
    const failures: unknown[] = [];
    for (let close = this.closers.pop(); close; close = this.closers.pop()) {
      try {
        await close();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}

/**
 * Runs `start` with a fresh stack for what it opens. When it fails, what it had opened is closed
 * before its error goes on (a failure while closing is dropped: the start's error is the one that
 * says what went wrong).
 */
export async function startOrUndo<T>(start: (opened: OpenedStack) => Promise<T>): Promise<T> {
  const opened = new OpenedStack();
  try {
    return await start(opened);
  } catch (error) {
    await opened.closeAll().catch(() => undefined);
    throw error;
  }
}

// What a start has opened (pools, connections, relays, servers), closed last opened first: by the
// stop() of what it started, or at once when a later step fails (its port taken, say), so that a
// half-started service leaves nothing open that keeps its process (a test file) from exiting. The
// shape of the standard AsyncDisposableStack (adopt, then dispose), which Node 20 does not have.
import type { Closer } from './shutdown.ts';

export class OpenedStack {
  private readonly closers: Closer[] = [];

  /** Notes how to close what was just opened; answers it, so it is opened and noted in one line. */
  adopt<T>(opened: T, close: (opened: T) => Promise<unknown> | unknown): T {
    this.closers.push(() => close(opened));
    return opened;
  }

  /** Closes everything, last opened first: every closer runs, then the first failure is thrown. Once. */
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

/** Runs `start` with a fresh stack; when it fails, what it opened is closed and its own error goes on. */
export async function startOrUndo<T>(start: (opened: OpenedStack) => Promise<T>): Promise<T> {
  const opened = new OpenedStack();
  try {
    return await start(opened);
  } catch (error) {
    await opened.closeAll().catch(() => undefined);
    throw error;
  }
}

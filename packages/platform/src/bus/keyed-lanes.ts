// Runs work concurrently, up to a limit, except that work of one key runs in the order it was
// given, one at a time. A consumer uses it to apply events of different bookings side by side
// while the events of one booking still apply in delivery order.

export class KeyedLanes {
  /** The last work accepted per key, while it is unfinished. */
  private readonly tails = new Map<string, Promise<void>>();
  private accepted = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1)
      throw new Error('KeyedLanes: limit must be a whole number from 1');
  }

  /**
   * Waits for room (fewer than `limit` pieces of work accepted and unfinished), then starts
   * `work` after the unfinished work of the same key; resolves once accepted, not once done.
   * `work` must not throw: its failures are its own to handle.
   */
  async run(key: string, work: () => Promise<void>): Promise<void> {
    while (this.accepted >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.accepted += 1;
    const before = this.tails.get(key) ?? Promise.resolve();
    const tail = before.then(work).finally(() => {
      this.accepted -= 1;
      if (this.tails.get(key) === tail) this.tails.delete(key);
      this.waiting.shift()?.();
    });
    this.tails.set(key, tail);
  }

  /** Resolves when all accepted work has finished. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.allSettled([...this.tails.values()]);
  }
}

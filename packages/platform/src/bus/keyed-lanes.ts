// Work run concurrently up to a limit, one key's work one at a time in the order given: a consumer
// applies different bookings' events side by side, one booking's in delivery order.

export class KeyedLanes {
  /** The last work accepted per key, while it is unfinished. */
  private readonly tails = new Map<string, Promise<void>>();
  private accepted = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1)
      throw new Error('KeyedLanes: limit must be a whole number from 1');
  }

  /** Waits for room under `limit`, then queues `work` after its key's; resolves once accepted. `work` must not throw. */
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

  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.allSettled([...this.tails.values()]);
  }
}

// At most so many tasks at once; the others wait their turn in the order they came. (p-limit does
// this, but its current major cannot be hoisted beside the 3.x that eslint's dependencies pull in,
// and the image and dist/ resolve packages from the root node_modules only.)

export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error('concurrencyLimit: limit must be a whole number from 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes to the next in line as it is (running stays the same), or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// A per-process budget for the memory the largest reads hold until answered (docs/decisions.md, 'Heavy
// reads run under a memory budget'; a 20,000-instance booking_list holds ~25 MB). Each reserves its
// estimate, from counts taken before reading, in the order they came; one without room in time is
// refused as unavailable (503 with Retry-After), so the client retries in a moment instead of every read
// slowing until all miss their deadline. A read estimated below `smallBytes` reserves nothing.
import type { CallContext } from './call-context.ts';
import { checkDeadline, remainingMs } from './deadline.ts';
import { DomainError } from './errors.ts';
import { counter, gauge } from './metrics.ts';

/** What a read refused for want of room is told (a 503 at the gateway). */
export const BUSY_MESSAGE = 'the service is busy with other large reads; retry in a moment';

/**
 * Reserves `bytes` for the read under way, waiting its turn, until the read ends; throws the
 * refusal (kind unavailable) when the room is not there in time. Called once the read knows its size.
 */
export type Admit = (bytes: number) => Promise<void>;

export interface MemoryBudget {
  /** Runs `read`, releasing whatever it reserved through `admit` when it ends (however it ends). */
  run<T>(context: Pick<CallContext, 'deadline'>, read: (admit: Admit) => Promise<T>): Promise<T>;
}

const reservedBytes = gauge({
  name: 'heavy_read_bytes_reserved',
  help: 'Bytes of the heavy read budget (HEAVY_READ_BUDGET_MB) reserved by reads under way',
});
const refusals = counter({
  name: 'heavy_reads_refused_total',
  help: 'Large reads refused (UNAVAILABLE) because the heavy read budget had no room for them in time',
});

interface Waiter {
  bytes: number;
  grant(): void;
}

/**
 * At most `total` bytes reserved at once (a read estimated at more runs alone, reserving it all); a read
 * waits for room at most `maxWaitMs`, and never more than half the time its caller has left.
 */
export function memoryBudget({ bytes: total, smallBytes, maxWaitMs }: { bytes: number; smallBytes: number; maxWaitMs: number }): MemoryBudget {
  if (!(total > 0)) throw new Error('memoryBudget: bytes must be positive');
  let reserved = 0;
  const queue: Waiter[] = [];

  function take(bytes: number): void {
    reserved += bytes;
    reservedBytes.inc(bytes);
  }

  /** Grants the reads at the head of the queue that fit now; one that does not fit holds the rest back (first come, first served). */
  function grantWaiting(): void {
    while (queue.length > 0 && reserved + queue[0]!.bytes <= total) {
      const next = queue.shift()!;
      take(next.bytes);
      next.grant();
    }
  }

  function release(bytes: number): void {
    reserved -= bytes;
    reservedBytes.dec(bytes);
    grantWaiting();
  }

  /** True once `bytes` are reserved; false when they could not be within `waitMs`. */
  function acquire(bytes: number, waitMs: number): Promise<boolean> {
    if (queue.length === 0 && reserved + bytes <= total) {
      take(bytes);
      return Promise.resolve(true);
    }
    if (waitMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        bytes,
        grant() {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        // The reads behind it may fit now.
        grantWaiting();
        resolve(false);
      }, waitMs);
      queue.push(waiter);
    });
  }

  return {
    async run(context, read) {
      let held = 0;
      const admit: Admit = async (bytes) => {
        if (bytes < smallBytes) return;
        // Never more than the whole budget, or a read larger than it would wait for ever.
        const wanted = Math.min(bytes, total - held);
        if (wanted <= 0) return;
        const left = remainingMs(context);
        const waitMs = Math.min(maxWaitMs, left === undefined ? maxWaitMs : left / 2);
        if (!(await acquire(wanted, waitMs))) {
          refusals.inc();
          throw new DomainError('unavailable', BUSY_MESSAGE);
        }
        held += wanted;
        // A caller that went away while this waited (deadline.ts) gets no read done for it.
        checkDeadline(context);
      };
      try {
        return await read(admit);
      } finally {
        if (held > 0) release(held);
      }
    },
  };
}

const MB = 1024 * 1024;

/**
 * The heavy read budget of a service: HEAVY_READ_BUDGET_MB (heavyReadConfig). Reads estimated below 1 MB
 * (about 1,000 bookings and instances listed, a month of hourly slots on 35 resources) reserve nothing;
 * a large one waits at most about the largest's answer time, so one arriving meanwhile usually gets its
 * turn, and past it the client hears "busy" at once, not after its deadline.
 */
export function heavyReadBudget(config: { HEAVY_READ_BUDGET_MB: number }): MemoryBudget {
  return memoryBudget({ bytes: config.HEAVY_READ_BUDGET_MB * MB, smallBytes: MB, maxWaitMs: 1000 });
}

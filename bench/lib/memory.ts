// Peak resident memory of the stack's processes, read from /proc/<pid>/status (VmHWM: the high
// water mark of the resident set since the process started). Linux only; elsewhere: unknown.
import { readFileSync } from 'node:fs';

/** Each service's peak limit (issue #13): none may go above it under the bench. */
export const PEAK_RSS_LIMIT_MB = 200;

/** The peak resident memory of a process in MB, undefined when it cannot be read. */
export function peakRssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Peak RSS of each of the stack's service processes (name -> pid), in MB. */
export function peakRssOf(pids: Record<string, number>): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, peakRssMb(pid)]));
}

/** One summary line: each service's peak, and which are above the limit. */
export function peakRssLine(peaks: Record<string, number | undefined>): string {
  const figures = Object.entries(peaks).map(
    ([name, mb]) => `${name} ${mb === undefined ? '?' : mb.toFixed(0)}`,
  );
  const over = Object.entries(peaks).filter(([, mb]) => mb !== undefined && mb > PEAK_RSS_LIMIT_MB);
  const verdict =
    over.length === 0
      ? `all within ${PEAK_RSS_LIMIT_MB} MB`
      : `ABOVE ${PEAK_RSS_LIMIT_MB} MB: ${over.map(([n]) => n).join(', ')}`;
  return `peak RSS (VmHWM, MB): ${figures.join(', ')}; ${verdict}`;
}

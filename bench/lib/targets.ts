// The bench's targets and their verdicts. Machines of this kind differ by more than three times
// in speed (issue #57), so every target is also stated as a ratio measured in the same run (the
// stack against a plain baseline on the same machine, or one figure of the run against another),
// which any machine of the kind must meet; the absolute targets of issue #13 (answers per second,
// latencies, memory) are judged only on a machine whose JavaScript gauge (machine-gauge.ts) is at
// most ABSOLUTE_GAUGE_MS, and reported without a verdict on a slower one.
import type { MachineGauge } from './machine-gauge.ts';

/** The slowest JavaScript gauge (ms) at which the absolute targets apply. */
export const ABSOLUTE_GAUGE_MS = 15;

export interface TargetVerdict {
  /** The line as printed. */
  line: string;
  /** What is judged, e.g. `race ratio stack/monolith`. */
  name: string;
  value: number;
  /** The bound with its comparison, e.g. `≥ 0.5`. */
  target: string;
  /** null: not judged (an absolute target on a machine it does not apply to). */
  met: boolean | null;
}

/** Whether the absolute targets apply on this machine, and why (from the gauge before the run). */
export interface MachineClass {
  absoluteApply: boolean;
  /** Printed with every absolute verdict. */
  reason: string;
}

export function machineClass(gauge: MachineGauge | undefined, pinnedTo?: string): MachineClass {
  // The gauge runs in the bench's process, which BENCH_CPUS does not pin: it cannot see the slower
  // machine the pinning emulates.
  if (pinnedTo) return { absoluteApply: false, reason: `services pinned to CPUs ${pinnedTo} by BENCH_CPUS` };
  if (!gauge) return { absoluteApply: true, reason: 'machine gauge unknown: judged anyway' };
  return gauge.computeMs <= ABSOLUTE_GAUGE_MS
    ? { absoluteApply: true, reason: `gauge ${gauge.computeMs} ms ≤ ${ABSOLUTE_GAUGE_MS}` }
    : { absoluteApply: false, reason: `gauge ${gauge.computeMs} ms > ${ABSOLUTE_GAUGE_MS}` };
}

export const verdictWord = (met: boolean) => (met ? 'met' : 'missed');

type Comparison = '≥' | '≤' | '<';

function holds(value: number, comparison: Comparison, bound: number): boolean {
  if (comparison === '≥') return value >= bound;
  if (comparison === '≤') return value <= bound;
  return value < bound;
}

/** A ratio of two figures of this run: `<name>: X  (target ≥ B: met)`. */
export function ratioTarget(name: string, value: number, comparison: Comparison, bound: number): TargetVerdict {
  const met = Number.isFinite(value) && holds(value, comparison, bound);
  const target = `${comparison} ${bound}`;
  return { line: `${name}: ${value.toFixed(3)}  (target ${target}: ${verdictWord(met)})`, name, value, target, met };
}

/**
 * A target judged in the same way on every machine that is not an absolute speed: `figures` says
 * what was measured, `target` the bound in words, `met` whether it held.
 */
export function plainTarget(name: string, value: number, figures: string, target: string, met: boolean): TargetVerdict {
  return { line: `${name}: ${figures}  (target ${target}: ${verdictWord(met)})`, name, value, target, met };
}

/** An absolute target (issue #13): judged only where the machine class says they apply. */
export function absoluteTarget(
  name: string,
  value: number,
  figures: string,
  target: string,
  met: boolean,
  machine: MachineClass,
): TargetVerdict {
  const verdict = machine.absoluteApply
    ? `${verdictWord(met)}${machine.reason.startsWith('machine gauge unknown') ? `; ${machine.reason}` : ''}`
    : `not applicable on this machine (${machine.reason})`;
  return {
    line: `${name} (absolute): ${figures}  (target ${target}: ${verdict})`,
    name: `${name} (absolute)`,
    value,
    target,
    met: machine.absoluteApply ? met : null,
  };
}

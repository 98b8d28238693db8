// Output of the read scenario: GET one resource, baseline vs stack vs direct gRPC.
import type { GrpcFigures } from './grpc-load.ts';
import type { HttpFigures } from './http-load.ts';
import {
  accountingLines,
  fmt,
  load,
  row,
  type NamedPhase,
  type Phase,
  type ScenarioReport,
} from './report.ts';
import { ratioTarget, type MachineClass } from './targets.ts';

export interface ReadResults {
  connections: number;
  durationSec: number;
  warmupSec: number;
  baseline: Phase<HttpFigures>;
  stack: Phase<HttpFigures>;
  /** The stack with the catalog's reuse held off: every read reaches the resources service. */
  unreused: Phase<HttpFigures>;
  grpc?: Phase<GrpcFigures>;
  ratio: number;
  unreusedRatio: number;
  /** Both ratios' target (issue #57: ≥ 0.45 with and without catalog reuse). */
  target: number;
}

function phasesOf(results: ReadResults): NamedPhase[] {
  const phases: NamedPhase[] = [
    ['baseline', results.baseline, results.baseline.figures.requests],
    ['stack', results.stack, results.stack.figures.requests],
    ['stack, no reuse', results.unreused, results.unreused.figures.requests],
  ];
  if (results.grpc) phases.push(['grpc direct', results.grpc, results.grpc.figures.calls]);
  return phases;
}

export function readReport(results: ReadResults, _machine: MachineClass): ScenarioReport {
  const { baseline, stack, unreused, grpc } = results;
  const widths = [26, 10, 8, 8, 8, 7, 16, 16];
  const lines = [
    `== read: GET /api/v2/resource/<id>, ${results.connections} connections, ${results.durationSec} s ` +
      `(+${results.warmupSec} s warm-up)`,
    row(['', 'req/s', 'p99 ms', 'avg ms', 'non-2xx', 'errors', 'load before', 'load after'], widths),
  ];
  for (const [name, phase] of [
    ['baseline (fastify+pg)', baseline],
    ['stack (gateway+gRPC)', stack],
    ['stack, no catalog reuse', unreused],
  ] as const) {
    const f = phase.figures;
    lines.push(
      row(
        [
          name,
          fmt(f.requestsPerSec),
          fmt(f.latencyP99Ms),
          fmt(f.latencyAvgMs, 1),
          String(f.non2xx),
          String(f.errors + f.timeouts),
          load(phase.loadBefore),
          load(phase.loadAfter),
        ],
        widths,
      ),
    );
  }
  if (grpc) {
    const f = grpc.figures;
    lines.push(
      row(
        [
          'grpc GetResource (calls/s)',
          fmt(f.callsPerSec),
          fmt(f.latencyP99Ms),
          fmt(f.latencyAvgMs, 1),
          '-',
          String(f.errors),
          load(grpc.loadBefore),
          load(grpc.loadAfter),
        ],
        widths,
      ),
    );
  }
  // Both are ratios of req/s in this run, so they hold on any machine of the kind: no absolute target.
  const targets = [
    ratioTarget('ratio stack/baseline', results.ratio, '≥', results.target),
    // Every read reaches the resources service (catalog reuse held off).
    ratioTarget('without catalog reuse', results.unreusedRatio, '≥', results.target),
  ];
  lines.push(...targets.map((target) => target.line));
  return { summary: lines, accounting: accountingLines(phasesOf(results)), targets };
}

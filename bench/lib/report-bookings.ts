// Output of the booking scenarios: booking-race, availability, weekly-series.
import type { AvailabilityResults } from '../scenarios/availability.ts';
import { answersPerSec, type RaceFigures, type RaceResults, type RaceRun } from '../scenarios/booking-race.ts';
import type { ScaleOutResults } from '../scenarios/scale-out.ts';
import type { SeriesResults } from '../scenarios/weekly-series.ts';
import type { CallFigures } from './call-load.ts';
import { accountingLines, fmt, load, row, type NamedPhase, type Phase, type ScenarioReport } from './report.ts';
import { absoluteTarget, ratioTarget, type MachineClass, type TargetVerdict } from './targets.ts';

const loads = (phase: Phase<unknown>) => `load ${load(phase.loadBefore)} → ${load(phase.loadAfter)}`;

/** Issue #57: the availability search through the gateway against the same search on bookings' gRPC. */
export const AVAILABILITY_RATIO_TARGET = 1.2;

/** Only 200s and 409s count as answers; any other status or error fails the absolute target. */
function raceAbsolute(results: RaceResults, machine: MachineClass): TargetVerdict {
  const f = results.phase.figures;
  const answers = answersPerSec(f);
  const clean = f.others === 0 && f.errors + f.timeouts === 0;
  const met = clean && answers >= results.target.answersPerSec && f.latencyP99Ms <= results.target.p99Ms;
  return absoluteTarget(
    'booking race',
    answers,
    `${fmt(answers, 0)} answers (200 and 409)/s, p99 ${fmt(f.latencyP99Ms)} ms${clean ? '' : ', other statuses or errors'}`,
    `≥ ${results.target.answersPerSec} answers/s, p99 ≤ ${results.target.p99Ms} ms, no other status or error`,
    met,
    machine,
  );
}

/** "200 p50 x / p99 y ms, 409 …" for the statuses answered. */
const byStatus = (f: RaceFigures) =>
  Object.entries(f.latencyByStatus)
    .map(([status, { p50, p99 }]) => `${status} p50 ${fmt(p50)} / p99 ${fmt(p99)} ms`)
    .join(', ');

function raceLines(name: string, run: RaceRun): string[] {
  const { phase } = run;
  const f: RaceFigures = phase.figures;
  const others = Object.entries(f.statusCodes)
    .filter(([code]) => code !== '200' && code !== '409')
    .map(([code, n]) => `${code}: ${n}`);
  return [
    `${name}: ${fmt(answersPerSec(f), 0)} answers/s: successes ${fmt(f.successesPerSec, 1)}/s (${f.successes}), ` +
      `conflicts 409 ${fmt(f.conflictsPerSec, 1)}/s (${f.conflicts}), other statuses ${f.others}` +
      `${others.length ? ` (${others.join(', ')})` : ''}, errors ${f.errors + f.timeouts}`,
    `  latency p50 ${fmt(f.latencyP50Ms)} ms, p99 ${fmt(f.latencyP99Ms)} ms, avg ${fmt(f.latencyAvgMs, 1)} ms, ` +
      `max ${fmt(f.latencyMaxMs)} ms (${byStatus(f)}); ${loads(phase)}`,
    `  bookings the database gained: ${f.bookingsCreated} (2xx: ${f.successes}); slots taken at the end: ` +
      `${fmt(run.takenAtEnd * 100, 1)} %`,
  ];
}

export function raceReport(results: RaceResults, machine: MachineClass): ScenarioReport {
  const { phase, monolith } = results;
  const targets = [
    ...(results.ratio !== undefined ? [ratioTarget('race ratio stack/monolith', results.ratio, '≥', results.ratioTarget)] : []),
    raceAbsolute(results, machine),
  ];
  const summary = [
    `== booking-race: POST booking_add, random hourly slots on ${results.resources} resources × ` +
      `${results.days} days (${results.slots} slots, ${results.prefilledSlots} taken at the start), ` +
      `${results.connections} connections, ${results.durationSec} s`,
    ...raceLines('stack (gateway + services)', results),
    ...(monolith ? raceLines('monolith (Fastify + pg, one process)', monolith) : ['monolith: not run (BENCH_MONOLITH=0)']),
    ...targets.map((target) => target.line),
  ];
  const phases: NamedPhase[] = [['booking-race', phase, phase.figures.requests]];
  if (monolith) phases.push(['race monolith', monolith.phase, monolith.phase.figures.requests]);
  return { summary, accounting: accountingLines(phases), targets };
}

function callRow(name: string, f: CallFigures, phase?: Phase<unknown>): string {
  return row(
    [
      name,
      fmt(f.latencyP50Ms, 1),
      fmt(f.latencyP90Ms, 1),
      fmt(f.latencyP99Ms, 1),
      fmt(f.latencyMaxMs, 1),
      fmt(f.callsPerSec, 1),
      String(f.calls),
      String(f.errors),
      phase ? loads(phase) : '',
    ],
    [26, 8, 8, 8, 8, 8, 6, 6, 0],
  );
}

function callHeader(): string {
  return row(
    ['', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'req/s', 'n', 'errors', ''],
    [26, 8, 8, 8, 8, 8, 6, 6, 0],
  );
}

export function availabilityReport(results: AvailabilityResults, machine: MachineClass): ScenarioReport {
  const { http, grpc } = results;
  const p50 = http.figures.latencyP50Ms;
  const p99 = http.figures.latencyP99Ms;
  const targets = [
    // The gateway's share of a search: what it adds to the bookings service's own answer.
    ...(grpc
      ? [ratioTarget('gateway/grpc p50 ratio', p50 / Math.max(0.001, grpc.figures.latencyP50Ms), '≤', AVAILABILITY_RATIO_TARGET)]
      : []),
    absoluteTarget(
      'availability',
      p50,
      `p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms`,
      `p50 ≤ ${results.target.p50} ms, p99 ≤ ${results.target.p99} ms`,
      p50 <= results.target.p50 && p99 <= results.target.p99,
      machine,
    ),
  ];
  const summary = [
    `== availability: GET /api/v2/availability, all ${results.resources} resources × ${results.days} days ` +
      `(${results.resourcesWithOpeningTimes} with opening times, ${results.resourcesWithParts} with parts), ` +
      `${results.instances} booking instances, concurrency ${results.concurrency}`,
    `seeded in ${results.seedSeconds} s (${results.seedCalls} gRPC AddBooking calls); one answer: ` +
      `${fmt(results.responseBytes / 1024, 0)} KiB, ${results.slots} free slots`,
    callHeader(),
    callRow('gateway (HTTP)', http.figures, http),
    ...(grpc ? [callRow('bookings gRPC direct', grpc.figures, grpc)] : ['bookings gRPC direct: not run (BENCH_GRPC=0), so no ratio']),
    ...(results.peers
      ? [
          callRow('  resources ListResources', results.peers.listResources),
          callRow('  resources ListSchedules', results.peers.listSchedules),
        ]
      : []),
    ...(http.figures.firstError ? [`first error: ${http.figures.firstError}`] : []),
    ...targets.map((target) => target.line),
  ];
  const accounting = accountingLines([
    ['availability', http, http.figures.calls],
    ...(grpc ? [['grpc direct', grpc, grpc.figures.calls] as NamedPhase] : []),
  ]);
  return { summary, accounting, targets };
}

export function seriesReport(results: SeriesResults, machine: MachineClass): ScenarioReport {
  const { phase, monolith } = results;
  const p50 = phase.figures.latencyP50Ms;
  const targets = [
    // Monolith p50 ÷ stack p50: higher is better, as for every other ratio.
    ...(results.ratio !== undefined ? [ratioTarget('series ratio stack/monolith', results.ratio, '≥', results.ratioTarget)] : []),
    absoluteTarget('weekly series', p50, `p50 ${fmt(p50, 1)} ms`, `p50 ≤ ${results.target.p50Ms} ms`, p50 <= results.target.p50Ms, machine),
  ];
  const summary = [
    `== weekly-series: POST booking_add, weekly series of ${results.instancesPerSeries} instances ` +
      `(${results.dateFrom} – ${results.dateTo}) on fresh resources, ${results.series} series, concurrency ${results.concurrency}`,
    callHeader(),
    callRow('stack booking_add weekly', phase.figures, phase),
    ...(monolith ? [callRow('monolith POST /bookings', monolith.figures, monolith)] : ['monolith: not run (BENCH_MONOLITH=0)']),
    ...(phase.figures.firstError ? [`first error: ${phase.figures.firstError}`] : []),
    ...(monolith?.figures.firstError ? [`first error (monolith): ${monolith.figures.firstError}`] : []),
    ...targets.map((target) => target.line),
  ];
  const phases: NamedPhase[] = [['weekly-series', phase, phase.figures.calls]];
  if (monolith) phases.push(['series monolith', monolith, monolith.figures.calls]);
  return { summary, accounting: accountingLines(phases), targets };
}

/** Issue #58: the race with a second bookings process and a second gateway, against one of each. */
export function scaleOutReport(results: ScaleOutResults, _machine: MachineClass): ScenarioReport {
  const [single, ...more] = results.runs;
  if (!single) return { summary: ['== scale-out: no run'], accounting: [], targets: [] };
  const targets = more.flatMap((run) => [
    ratioTarget(`scale-out answers/s ${run.name} / 1 of each`, run.answersPerSec / Math.max(0.001, single.answersPerSec), '≥', results.target.minRateRatio),
    ratioTarget(`scale-out CPU per answer ${run.name} / 1 of each`, run.cpuMsPerAnswer / Math.max(0.001, single.cpuMsPerAnswer), '≤', results.target.maxCpuRatio),
  ]);
  const summary = [
    '== scale-out: the booking race with more processes on this machine (CPU per answer: every process but the load generator)',
    ...results.runs.flatMap((run) => [
      `${run.name}: ${fmt(run.answersPerSec, 0)} answers/s, ${fmt(run.cpuMsPerAnswer, 2)} ms CPU per answer, ` +
        `p99 ${fmt(run.run.phase.figures.latencyP99Ms)} ms, other statuses ${run.run.phase.figures.others}, ` +
        `errors ${run.run.phase.figures.errors + run.run.phase.figures.timeouts}; ${loads(run.run.phase)}`,
    ]),
    ...targets.map((target) => target.line),
  ];
  const phases: NamedPhase[] = results.runs.map((run) => [`scale-out ${run.name}`, run.run.phase, run.run.phase.figures.requests]);
  return { summary, accounting: accountingLines(phases), targets };
}

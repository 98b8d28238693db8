// Output of the booking scenarios: booking-race, availability, weekly-series.
import type { AvailabilityResults } from '../scenarios/availability.ts';
import type { RaceResults } from '../scenarios/booking-race.ts';
import type { SeriesResults } from '../scenarios/weekly-series.ts';
import type { CallFigures } from './call-load.ts';
import { accountingLines, fmt, load, row, type Phase, type ScenarioReport } from './report.ts';

const loads = (phase: Phase<unknown>) => `load ${load(phase.loadBefore)} → ${load(phase.loadAfter)}`;

/** Only 200s and 409s count as answers; any other status or error fails the target. */
function raceVerdict(results: RaceResults): string {
  const f = results.phase.figures;
  const answersPerSec = f.successesPerSec + f.conflictsPerSec;
  const clean = f.others === 0 && f.errors + f.timeouts === 0;
  const met = clean && answersPerSec >= results.target.answersPerSec && f.latencyP99Ms <= results.target.p99Ms;
  return (
    `${fmt(answersPerSec, 0)} answers (200 and 409)/s, p99 ${fmt(f.latencyP99Ms)} ms${clean ? '' : ', other statuses or errors'}: ` +
    `target ≥ ${results.target.answersPerSec} answers/s, p99 ≤ ${results.target.p99Ms} ms, no other status or error: ${met ? 'met' : 'NOT met'}`
  );
}

export function raceReport(results: RaceResults): ScenarioReport {
  const { phase } = results;
  const f = phase.figures;
  const others = Object.entries(f.statusCodes)
    .filter(([code]) => code !== '200' && code !== '409')
    .map(([code, n]) => `${code}: ${n}`);
  const summary = [
    `== booking-race: POST /api/v2/booking_add, random hourly slots on ${results.resources} resources × ` +
      `${results.days} days (${results.slots} slots, ${results.prefilledSlots} taken at the start), ` +
      `${results.connections} connections, ${results.durationSec} s`,
    `successes ${fmt(f.successesPerSec, 1)}/s (${f.successes}), conflicts 409 ${fmt(f.conflictsPerSec, 1)}/s ` +
      `(${f.conflicts}), other statuses ${f.others}${others.length ? ` (${others.join(', ')})` : ''}, ` +
      `errors ${f.errors + f.timeouts}`,
    `latency p50 ${fmt(f.latencyP50Ms)} ms, p99 ${fmt(f.latencyP99Ms)} ms, avg ${fmt(f.latencyAvgMs, 1)} ms, ` +
      `max ${fmt(f.latencyMaxMs)} ms; ${loads(phase)}`,
    `bookings the database gained: ${f.bookingsCreated} (2xx: ${f.successes}); slots taken at the end: ` +
      `${fmt(results.takenAtEnd * 100, 1)} %`,
    raceVerdict(results),
  ];
  return { summary, accounting: accountingLines([['booking-race', phase, f.requests]]) };
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

export function availabilityReport(results: AvailabilityResults): ScenarioReport {
  const { http, grpc } = results;
  const p50 = http.figures.latencyP50Ms;
  const p99 = http.figures.latencyP99Ms;
  const summary = [
    `== availability: GET /api/v2/availability, all ${results.resources} resources × ${results.days} days ` +
      `(${results.resourcesWithOpeningTimes} with opening times, ${results.resourcesWithParts} with parts), ` +
      `${results.instances} booking instances, concurrency ${results.concurrency}`,
    `seeded in ${results.seedSeconds} s (${results.seedCalls} gRPC AddBooking calls); one answer: ` +
      `${fmt(results.responseBytes / 1024, 0)} KiB, ${results.slots} free slots`,
    callHeader(),
    callRow('gateway (HTTP)', http.figures, http),
    ...(grpc ? [callRow('bookings gRPC direct', grpc.figures, grpc)] : []),
    ...(results.peers
      ? [
          callRow('  resources ListResources', results.peers.listResources),
          callRow('  resources ListSchedules', results.peers.listSchedules),
        ]
      : []),
    `p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms: target p50 ≤ ${results.target.p50} ms, p99 ≤ ${results.target.p99} ms ` +
      `${p50 <= results.target.p50 && p99 <= results.target.p99 ? 'met' : 'NOT met'}` +
      (http.figures.firstError ? `; first error: ${http.figures.firstError}` : ''),
  ];
  const accounting = accountingLines([
    ['availability', http, http.figures.calls],
    ...(grpc ? [['grpc direct', grpc, grpc.figures.calls] as [string, Phase<unknown>, number]] : []),
  ]);
  return { summary, accounting };
}

export function seriesReport(results: SeriesResults): ScenarioReport {
  const { phase } = results;
  const summary = [
    `== weekly-series: POST /api/v2/booking_add, weekly series of ${results.instancesPerSeries} instances ` +
      `(${results.dateFrom} – ${results.dateTo}) on fresh resources, ${results.series} series, concurrency ${results.concurrency}`,
    callHeader(),
    callRow('booking_add weekly', phase.figures, phase),
    ...(phase.figures.firstError ? [`first error: ${phase.figures.firstError}`] : []),
    `p50 ${fmt(phase.figures.latencyP50Ms, 1)} ms: target p50 ≤ ${results.target.p50Ms} ms ` +
      `${phase.figures.latencyP50Ms <= results.target.p50Ms ? 'met' : 'NOT met'}`,
  ];
  return { summary, accounting: accountingLines([['weekly-series', phase, phase.figures.calls]]) };
}

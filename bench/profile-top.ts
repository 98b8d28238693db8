// Where a V8 CPU profile (.cpuprofile, written by `BENCH_PROFILE=<dir> npm run bench`) spent its
// time: top functions by self time, self time per package / source area, and the project's
// functions by inclusive time. With --phase, only the samples inside that phase's measurement
// (its monotonicUs window in the results file) count: start-up, seeding and other phases not.
//
//   npx tsx bench/profile-top.ts <file.cpuprofile> [--phase availability.http] [--top 25]
//                                [--results bench/results/latest.json]
//
// Phases: read.baseline, read.stack, read.unreused, read.grpc, booking-race.phase,
// booking-race.monolith.phase, overload.phase, availability.http, availability.grpc,
// weekly-series.phase, weekly-series.monolith, invoicing.capacity.phase, invoicing.phase.
import { readFileSync } from 'node:fs';
import { LATEST_RESULTS, phaseWindow } from './lib/phase-window.ts';
import { area, frameLabel, isProjectFrame, type CallFrame } from './lib/profile-frames.ts';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const label = (node: ProfileNode) => frameLabel(node.callFrame);

function table(title: string, entries: Map<string, number>, total: number, top: number): string[] {
  const sorted = [...entries].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    title,
    ...sorted.map(
      ([name, us]) =>
        `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`,
    ),
  ];
}

function main(): void {
  const file = process.argv[2];
  if (!file || file.startsWith('--'))
    throw new Error('usage: profile-top.ts <file.cpuprofile> [--phase scenario.phase] [--top N]');
  const top = Number(option('--top') ?? 25);
  const phase = option('--phase');
  const window = phase ? phaseWindow(option('--results') ?? LATEST_RESULTS, phase, 'monotonicUs') : undefined;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let sampled = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window[0] || at > window[1])) return;
    const node = byId.get(id);
    if (!node) return;
    sampled += delta;
    self.set(label(node), (self.get(label(node)) ?? 0) + delta);
    if (node.callFrame.functionName !== '(idle)') {
      const where = node.callFrame.functionName.startsWith('(')
        ? node.callFrame.functionName
        : area(node.callFrame.url);
      areas.set(where, (areas.get(where) ?? 0) + delta);
    }
    // Inclusive: every project function on the stack once (recursion not counted twice).
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)!;
      if (!isProjectFrame(frame.callFrame)) continue;
      const name = label(frame);
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
      seen.add(name);
    }
  });
  if (sampled === 0) throw new Error('no samples in that window');
  const idle = self.get('(idle)') ?? 0;
  const busy = sampled - idle;
  console.log(
    [
      `${file}${phase ? ` — phase ${phase}` : ''}: ${(sampled / 1000).toFixed(0)} ms sampled, ` +
        `${(busy / 1000).toFixed(0)} ms busy (${((100 * busy) / sampled).toFixed(0)} %); shares below are of the busy time`,
      '',
      ...table('Self time by function:', new Map([...self].filter(([name]) => name !== '(idle)')), busy, top),
      '',
      ...table('Self time by package / area:', areas, busy, top),
      '',
      ...table('Inclusive time, project functions:', inclusive, busy, top),
    ].join('\n'),
  );
}

main();

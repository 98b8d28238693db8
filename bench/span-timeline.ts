// Where one kind of request spends its time, from the spans a traced bench run kept
// (BENCH_SPANS=<file>): for every trace whose root span has the given name, each span's start and
// end relative to the trace's first span, and its duration; medians over the traces, in order of
// start. Spans of one name repeated in a trace are numbered (#2, #3 …). With `--slowest <percent>`,
// only the traces whose root span took longest (that share of them): where the tail goes. With
// `--phase <scenario.phase>`, only the traces whose root span started in that phase's measurement
// (its wallClockMs in the results file, `--results`, by default bench/results/latest.json): a
// warm-up's first requests fill the caches and are the slowest of a run, so without it they lead
// the tail (in one booking race, 50 of its 60 slowest traces).
//
//   BENCH_SPANS=/tmp/spans.jsonl BENCH_SCENARIOS=weekly-series npm run bench
//   npx tsx bench/span-timeline.ts /tmp/spans.jsonl 'POST /api/v2/booking_add' \
//     [--slowest 2] [--phase weekly-series.phase] [--results bench/results/latest.json]
//
// Tracing adds its own cost to every span: compare shares, not totals with an untraced run. The
// SDK stamps a span's start to the whole millisecond (its duration it measures finer), so the
// start and end columns are coarse and the duration column is the one to read.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { median } from './lib/call-load.ts';
import type { KeptSpan } from './lib/otlp-sink.ts';
import { LATEST_RESULTS, phaseWindow } from './lib/phase-window.ts';

const USAGE = [
  "usage: npx tsx bench/span-timeline.ts <spans.jsonl> '<root span name>'",
  '  [--slowest <percent>] [--phase <scenario.phase>] [--results <file>]',
].join('\n');
function usage(): never {
  console.error(USAGE);
  process.exit(2);
}
// Strict: a flag missing its value or misspelled stops the tool rather than leaving the traces
// unfiltered (which is what --phase is there to prevent).
function parseOptions() {
  try {
    return parseArgs({
      options: { slowest: { type: 'string' }, phase: { type: 'string' }, results: { type: 'string' } },
      allowPositionals: true,
    });
  } catch {
    return usage();
  }
}
const { positionals, values } = parseOptions();
const [file, rootName] = positionals;
const slowestPercent = Number(values.slowest ?? 100);
const phase = values.phase;
if (!file || !rootName || positionals.length > 2 || !(slowestPercent > 0 && slowestPercent <= 100)) usage();
const where = phase ? ` in phase ${phase}` : '';
/** The phase's measurement in µs since the epoch, the spans' clock. */
const window = phase
  ? phaseWindow(values.results ?? LATEST_RESULTS, phase, 'wallClockMs').map((ms) => ms * 1000)
  : undefined;

const byTrace = new Map<string, KeptSpan[]>();
let unreadable = 0;
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  if (!line) continue;
  let span: KeptSpan;
  try {
    span = JSON.parse(line) as KeptSpan;
  } catch {
    unreadable += 1; // a run stopped mid-write leaves its last line cut
    continue;
  }
  const spans = byTrace.get(span.trace);
  if (spans) spans.push(span);
  else byTrace.set(span.trace, [span]);
}
if (unreadable > 0) console.error(`${unreadable} unreadable lines skipped`);

const rootOf = (spans: KeptSpan[]) => spans.find((span) => span.name === rootName && span.parent === '');
const tookUs = (span: KeptSpan) => span.endUs - span.startUs;
const inWindow = (root: KeptSpan) => !window || (root.startUs >= window[0]! && root.startUs <= window[1]!);
// Each trace's root span is looked up once: the sort below compares them many times.
let chosen = [...byTrace.values()].flatMap((spans) => {
  const root = rootOf(spans);
  return root && inWindow(root) ? [{ root, spans }] : [];
});
const allTraces = chosen.length;
if (slowestPercent < 100) {
  chosen.sort((a, b) => tookUs(b.root) - tookUs(a.root));
  chosen = chosen.slice(0, Math.max(1, Math.round((allTraces * slowestPercent) / 100)));
}

const traces = chosen.length;
if (traces === 0) {
  console.error(`no trace has a root span named "${rootName}"${where}`);
  process.exit(1);
}
const rows = new Map<string, { start: number[]; end: number[]; duration: number[] }>();
for (const { spans } of chosen) {
  const origin = Math.min(...spans.map((span) => span.startUs));
  const seen = new Map<string, number>();
  for (const span of [...spans].sort((a, b) => a.startUs - b.startUs || a.endUs - b.endUs)) {
    const base = `${span.service} | ${span.name}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const key = count > 1 ? `${base} #${count}` : base;
    const row = rows.get(key) ?? { start: [], end: [], duration: [] };
    row.start.push(span.startUs - origin);
    row.end.push(span.endUs - origin);
    row.duration.push(span.endUs - span.startUs);
    rows.set(key, row);
  }
}
const ms = (us: number) => (us / 1000).toFixed(2).padStart(8);
const which = slowestPercent < 100 ? `the slowest ${traces} of ${allTraces}` : `${traces}`;
console.log(`${which} traces of "${rootName}"${where}; medians in ms (spans in fewer than half of the traces left out)`);
console.log(`${'start'.padStart(8)}${'end'.padStart(8)}${'took'.padStart(8)}   span`);
for (const [key, row] of [...rows].sort((a, b) => median(a[1].start) - median(b[1].start))) {
  if (row.duration.length * 2 < traces) continue;
  console.log(`${ms(median(row.start))}${ms(median(row.end))}${ms(median(row.duration))}   ${key}`);
}

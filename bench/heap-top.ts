// What a phase allocated, from a heap sample (`BENCH_HEAP_SAMPLE=<dir> npm run bench` writes one
// per service and measured phase, garbage included: lib/heap-sample-preload.mjs): top functions by
// bytes allocated in them, bytes per package / source area, the project's functions by bytes
// allocated in them and in everything they called; with --per, bytes per request of the phase.
//
//   npx tsx bench/heap-top.ts <file.heapprofile> [--top 25] [--per <requests>]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { area, frameLabel, isProjectFrame, type CallFrame } from './lib/profile-frames.ts';

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

const add = (totals: Map<string, number>, key: string, bytes: number) =>
  totals.set(key, (totals.get(key) ?? 0) + bytes);

function table(
  title: string,
  entries: Map<string, number>,
  total: number,
  top: number,
  per: number | undefined,
): string[] {
  const sorted = [...entries].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    title,
    ...sorted.map(([name, bytes]) => {
      const amount = per
        ? `${(bytes / per / 1024).toFixed(2).padStart(8)} KB/req`
        : `${(bytes / 1048576).toFixed(1).padStart(8)} MB`;
      return `${amount} ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${name}`;
    }),
  ];
}

function main(): void {
  const usage = 'usage: heap-top.ts <file.heapprofile> [--top N] [--per <requests>]';
  // As span-timeline.ts reads its options: a misspelled flag stops the tool.
  const { positionals, values } = parseArgs({
    options: { top: { type: 'string' }, per: { type: 'string' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(usage);
  const top = Number(values.top ?? 25);
  const per = values.per === undefined ? undefined : Number(values.per);
  const { head } = JSON.parse(readFileSync(file, 'utf8')) as { head: HeapNode };

  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  /** Walks the tree; returns the bytes allocated in a node and below it. */
  const walk = (node: HeapNode, onStack: Set<string>): number => {
    const label = frameLabel(node.callFrame);
    total += node.selfSize;
    if (node.selfSize > 0) {
      add(self, label, node.selfSize);
      add(
        areas,
        node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : area(node.callFrame.url),
        node.selfSize,
      );
    }
    // A recursive project function's bytes count once, at its outermost frame.
    const counted = isProjectFrame(node.callFrame) && !onStack.has(label);
    if (counted) onStack.add(label);
    let bytes = node.selfSize;
    for (const child of node.children) bytes += walk(child, onStack);
    if (counted) {
      onStack.delete(label);
      add(inclusive, label, bytes);
    }
    return bytes;
  };
  walk(head, new Set());
  if (total === 0) throw new Error('no samples in that profile');
  console.log(
    [
      `${file}: ${(total / 1048576).toFixed(1)} MB allocated (sampled)${per ? `, ${(total / per / 1024).toFixed(1)} KB per request of ${per}` : ''}`,
      '',
      ...table('Allocated in the function itself:', self, total, top, per),
      '',
      ...table('By package / area:', areas, total, top, per),
      '',
      ...table('Allocated in project functions and what they called:', inclusive, total, top, per),
    ].join('\n'),
  );
}

main();

// What a page's load is made of in kept Lighthouse traces (PAGES_TRACE_DIR of bench/pages-cpu.ts, or
// LIGHTHOUSE_REPORT_DIR's *.trace.json), one line a trace: the page's main-thread tasks after first
// contentful paint (how many, their wall and CPU time), how many are long by wall time (12.5 ms, what
// Lighthouse's 4x simulation turns into 50 ms) and how many by CPU time, the sum of 4 x wall - 50 ms
// over them (roughly what the simulation makes of them), and in the 2 s after first paint the frames
// drawn, the trace's screenshots and the CPU time of the browser's other threads (the GPU process's
// compositor, the browser's main thread), which compete with the page for the machine's cores.
//   npx tsx bench/trace-load.ts <trace.json>...
import fs from 'node:fs';
import type { TraceEvent } from './trace-slices';
import { threads } from './trace-slices';

type Event = TraceEvent & { tdur?: number };
const LONG_WALL_US = 12_500;
const WINDOW_US = 2_000_000;
const msOf = (us: number) => us / 1000;

/** CPU time (ms) by thread of the top-level slices that start in [from, to]. */
function cpuByThread(events: Event[], from: number, to: number): Map<string, number> {
  const by = new Map<string, number>();
  const busyUntil = new Map<string, number>();
  const inWindow = events.filter((e) => e.ph === 'X' && e.ts >= from && e.ts <= to).sort((a, b) => a.ts - b.ts);
  for (const e of inWindow) {
    const key = `${e.pid}:${e.tid}`;
    if ((busyUntil.get(key) ?? 0) > e.ts) continue;
    busyUntil.set(key, e.ts + (e.dur ?? 0));
    by.set(key, (by.get(key) ?? 0) + msOf(e.tdur ?? 0));
  }
  return by;
}

export function traceLoad(events: Event[]): string {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const page = `${fcp.pid}:${fcp.tid}`;
  const tasks = events.filter(
    (e) => `${e.pid}:${e.tid}` === page && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts,
  );
  const sum = (f: (e: Event) => number) => tasks.reduce((s, e) => s + f(e), 0);
  const longWall = tasks.filter((t) => (t.dur ?? 0) >= LONG_WALL_US).length;
  const long50 = tasks.filter((t) => (t.dur ?? 0) >= 4 * LONG_WALL_US).length;
  const longCpu = tasks.filter((t) => (t.tdur ?? 0) >= LONG_WALL_US).length;
  const cost = sum((t) => Math.max(0, 4 * msOf(t.dur ?? 0) - 50));
  const to = fcp.ts + WINDOW_US;
  const count = (name: string) => events.filter((e) => e.name === name && e.ts >= fcp.ts && e.ts <= to).length;
  const names = threads(events);
  const cpu = cpuByThread(events, fcp.ts, to);
  const named = (name: string) => [...cpu].filter(([k]) => names.get(k) === name).reduce((s, [, v]) => s + v, 0);
  const others = [...cpu].filter(([k]) => k !== page).reduce((s, [, v]) => s + v, 0);
  return [
    `tasks ${String(tasks.length).padStart(5)} wall ${msOf(sum((t) => t.dur ?? 0)).toFixed(0).padStart(5)} cpu ${msOf(sum((t) => t.tdur ?? 0)).toFixed(0).padStart(4)}`,
    `long by wall ${String(longWall).padStart(3)} (over 50 ms: ${long50}), long by CPU ${longCpu}`,
    `4 x wall - 50: ${cost.toFixed(0).padStart(5)} ms`,
    `2 s after FCP: frames ${count('DrawFrame')}, screenshots ${count('Screenshot')}, other threads' CPU ${others.toFixed(0)} ms (GPU compositor ${named('VizCompositorThread').toFixed(0)}, browser main ${named('CrBrowserMain').toFixed(0)})`,
  ].join(' | ');
}

function main() {
  for (const file of process.argv.slice(2)) {
    const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: Event[] };
    console.log(`${file.split('/').pop()}: ${traceLoad(traceEvents)}`);
  }
}

if (process.argv[1]?.endsWith('trace-load.ts')) main();

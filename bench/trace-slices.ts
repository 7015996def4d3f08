// Reading a Chromium trace: thread names and the slices of one task, nested by time. Used by
// bench/map-trace.ts and bench/trips-signed-in.ts (TRIPS_BENCH_TRACE=1).
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink',
  'cc',
  'gpu',
  'gpu.angle',
  'gpu.service',
  'disabled-by-default-gpu.service',
  'viz',
  'v8',
  'ipc',
  'mojom',
  'webgl',
].join(',');

export const ms = (us: number) => Math.round(us / 100) / 10;

export function threads(events: TraceEvent[]) {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  return names;
}

/** The slices inside [from, to] on one thread, nested by time, over `minUs`. */
export function slicesIn(events: TraceEvent[], key: string, from: number, to: number, minUs: number) {
  const inside = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === key && e.ts >= from && e.ts + (e.dur ?? 0) <= to)
    .filter((e) => (e.dur ?? 0) >= minUs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: TraceEvent[] = [];
  const lines: string[] = [];
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts)
      stack.pop();
    const detail = e.args?.data ? ` ${JSON.stringify(e.args.data).slice(0, 120)}` : '';
    lines.push(`${'  '.repeat(stack.length)}${ms(e.ts - from)} +${ms(e.dur ?? 0)} ms ${e.name}${detail}`);
    stack.push(e);
  }
  return lines;
}


/** The page's main-thread tasks over `minMs`, each with its slices over `sliceMs`, as printable text. */
export function mainThreadTasks(buffer: Buffer, minMs: number, sliceMs = 3): string {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const names = threads(events);
  const mains = [...names].filter(([, v]) => v === 'CrRendererMain').map(([k]) => k);
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.includes(`${e.pid}:${e.tid}`))
    .filter((e) => (e.dur ?? 0) >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  return tasks
    .map((task) =>
      [
        `== task at ${ms(task.ts - navigation)} ms after navigation, ${ms(task.dur ?? 0)} ms`,
        ...slicesIn(events, `${task.pid}:${task.tid}`, task.ts, task.ts + (task.dur ?? 0), sliceMs * 1000),
      ].join('\n'),
    )
    .join('\n');
}

// What the detailed map's long tasks are made of, from a Chromium trace (same Chromium, SwiftShader and
// Pixel 7 emulation as bench/map.ts; uses the built dist/, run `npm run build` first): for each task
// over MAP_TRACE_MIN_MS (default 100) on the page's main thread from the "Show roads and towns" button
// to the map idle, its slices over 3 ms (animation frame, paint, commit, GPU waits...), and what the
// GPU process (where SwiftShader compiles shaders and draws) was doing meanwhile.
// Run: npx tsx bench/map-trace.ts (writes /tmp/map-trace.json for chrome://tracing or Perfetto);
// MAP_BENCH_GPU_COMPOSITING=1 traces with GPU compositing on SwiftShader (CHROMIUM_ARGS_GPU_COMPOSITING).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ARGS_GPU_COMPOSITING } from '../scripts/chromium-flags';
import { whenMapIdle } from '../e2e/support/map-idle';
import { startCompiledServer } from './trip-list';
import type { TraceEvent } from './trace-slices';
import { TRACE_CATEGORIES, ms, slicesIn, threads } from './trace-slices';

const MIN_TASK_MS = Number(process.env.MAP_TRACE_MIN_MS ?? 100);

async function main() {
  const server = await startCompiledServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-map-trace-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(process.env.MAP_BENCH_GPU_COMPOSITING ? CHROMIUM_ARGS_GPU_COMPOSITING : CHROMIUM_ARGS),
      ...(process.env.MAP_TRACE_EXTRA_FLAGS ?? '').split(' ').filter(Boolean),
    ],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/campgrounds/search?*', (r) =>
      r.fulfill({ contentType: 'application/json', body: '[]' }),
    );
    await page.goto(`${server.url}/map`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^National park: / })
      .first()
      .waitFor();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    await page.getByTestId('detailed-map-toggle').click();
    await page.getByText('Detailed map shown').waitFor({ state: 'attached', timeout: 120_000 });
    await whenMapIdle(page, 120_000);
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    fs.writeFileSync('/tmp/map-trace.json', buffer);
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const names = threads(events);
    const byName = (n: string) => [...names].filter(([, v]) => v === n).map(([k]) => k);
    const mains = byName('CrRendererMain');
    const gpu = [...byName('CrGpuMain'), ...byName('VizCompositorThread')];
    const tasks = events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.includes(`${e.pid}:${e.tid}`))
      .filter((e) => (e.dur ?? 0) >= MIN_TASK_MS * 1000)
      .sort((a, b) => a.ts - b.ts);
    console.log(`tasks over ${MIN_TASK_MS} ms on the page's main thread: ${tasks.length}`);
    const t0 = tasks[0]?.ts ?? 0;
    for (const task of tasks) {
      const key = `${task.pid}:${task.tid}`;
      console.log(`\n== task at ${ms(task.ts - t0)} ms, ${ms(task.dur ?? 0)} ms`);
      console.log(slicesIn(events, key, task.ts, task.ts + (task.dur ?? 0), 3000).join('\n'));
      for (const g of gpu) {
        const lines = slicesIn(events, g, task.ts - 50_000, task.ts + (task.dur ?? 0), 10_000);
        if (lines.length)
          console.log(`-- ${names.get(g)} (from 50 ms before the task)\n${lines.slice(0, 60).join('\n')}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
void main();

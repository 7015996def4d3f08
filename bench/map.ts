// The detailed map as a phone gets it: bytes of the campground catalogue fetched for /map's US view and
// for a zoomed state view (Utah, zoom 7), against the one national file the map fetched before the
// catalogue was cut into cells; and the time the detailed map takes to draw after its button and its
// longest task, in headless Chromium with software WebGL (SwiftShader), with what chrome://gpu says.
// MAP_BENCH_CONFIGS picks the browser configurations, run one after the other in each round:
// "software" (the default: --disable-gpu, as the e2e tests run it, so the compositor is software and
// reads every WebGL frame back on the page's main thread), "gpu" (GPU compositing on SwiftShader, as a
// phone composites; WebGL still SwiftShader) and "gpu-cpu-raster" (the same without GPU rasterization).
// Run alone: npx tsx bench/map.ts (builds the client and the server first; MAP_BENCH_RUNS, default 3;
// MAP_BENCH_BASE, the commit whose campgrounds.json is the "before", default dcdc45e, the last with it).
// MAP_BENCH_DEVICE=desktop measures a desktop-sized canvas instead of the phone (a 1920x1080 window at
// device pixel ratio 1, Desktop Chrome's user agent).
// Results: bench/results/map.json and bench/results/map.md (map-desktop.json and .md for the desktop).
// Part of bench/run.ts as BENCH_ONLY=map.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { chromium, devices } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { repoRoot } from '../server/src/config';
import { CHROMIUM_ARGS, CHROMIUM_ARGS_GPU_COMPOSITING } from '../scripts/chromium-flags';
import { chromeGpuStatus, type GpuStatus } from './chrome-gpu';
import { whenMapIdle } from '../e2e/support/map-idle';
import { startCompiledServer } from './trip-list';
import { LONG_TASKS, longestSince, moments } from './map-page-probes';

/** The browser the map is measured in: a phone (Pixel 7) or a desktop-sized window. */
export const MAP_DEVICES = {
  phone: { label: 'Pixel 7 emulation', context: devices['Pixel 7'], file: 'map' },
  desktop: {
    label: 'a desktop-sized window (1920x1080 at device pixel ratio 1, Desktop Chrome)',
    context: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } },
    file: 'map-desktop',
  },
};
export type MapDevice = keyof typeof MAP_DEVICES;
const device = (): MapDevice => (process.env.MAP_BENCH_DEVICE === 'desktop' ? 'desktop' : 'phone');

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Phase = { catalogueKb: number; catalogueFiles: number; mapDataKb: number };
type Run = {
  usView: Phase;
  stateView: Phase;
  drawMs: number;
  idleMs: number;
  longestTaskMs: number;
  /** Tasks over 200 ms after the button: [ms after the button, duration ms]. */
  tasksOver200: Array<[number, number]>;
  /** Tasks over 100 ms after the button, the same way: how the work is split. */
  tasksOver100: Array<[number, number]>;
  stateDrawMs: number;
  stateLongestTaskMs: number;
};
type Median = Omit<Run, 'tasksOver200' | 'tasksOver100'>;
export const MAP_CONFIGURATIONS = [
  {
    key: 'software',
    label: "software compositing (--disable-gpu, as the e2e tests run: the container's worst case)",
    flags: CHROMIUM_ARGS,
  },
  {
    key: 'gpu',
    label: 'GPU compositing on SwiftShader (as a phone composites; WebGL still SwiftShader)',
    flags: CHROMIUM_ARGS_GPU_COMPOSITING,
  },
  {
    key: 'gpu-cpu-raster',
    label: 'GPU compositing on SwiftShader, pages rasterized on the CPU (--disable-gpu-rasterization)',
    flags: [...CHROMIUM_ARGS_GPU_COMPOSITING, '--disable-gpu-rasterization'],
  },
];
const SHORT: Record<string, string> = {
  software: 'software compositing',
  gpu: 'GPU compositing on SwiftShader',
  'gpu-cpu-raster': 'GPU compositing on SwiftShader, CPU raster',
};
type Configuration = {
  key: string;
  label: string;
  flags: string[];
  gpu: GpuStatus;
  runs: Run[];
  median: Median;
};
export type MapBench = {
  date: string;
  device?: MapDevice;
  machine: { cpus: number; loadAverageBefore: number[]; loadAverage: number[] };
  before: { file: string; rawKb: number; gzipKb: number; brotliKb: number };
  configurations: Configuration[];
};

/** The old national catalogue file, as the server would have sent it (brotli, like the cells now). */
function nationalFile(base: string) {
  const text = execFileSync('git', ['show', `${base}:client/public/map-data/campgrounds.json`], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    file: `campgrounds.json at ${base}`,
    rawKb: kb(text.length),
    gzipKb: kb(zlib.gzipSync(text, { level: 9 }).length),
    brotliKb: kb(zlib.brotliCompressSync(text).length),
  };
}

/** Resolves once MapLibre has drawn everything it has and stopped moving. */
const mapIdle = (page: Page) => whenMapIdle(page, 120_000);

const drawnCampgrounds = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.queryRenderedFeatures({
        layers: ['catalogue-points', 'catalogue-clusters'],
      }).length,
  );

async function oneRun(baseUrl: string, chromePath: string, args: string[]): Promise<Run> {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const context = await browser.newContext({ ...MAP_DEVICES[device()].context, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(LONG_TASKS);
    // The explorer's own nearby search is left out: this measures the map's catalogue, not the API.
    await page.route('**/api/campgrounds/search?*', (r) =>
      r.fulfill({ contentType: 'application/json', body: '[]' }),
    );
    const sizes: Array<{ path: string; bytes: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) =>
      pending.push(
        request.sizes().then((s) => {
          sizes.push({ path: new URL(request.url()).pathname, bytes: s.responseBodySize });
        }),
      ),
    );
    const phase = async (from: number): Promise<Phase> => {
      await Promise.all(pending);
      const got = sizes.slice(from);
      const catalogue = got.filter((s) => s.path.startsWith('/map-data/campgrounds'));
      return {
        catalogueKb: kb(catalogue.reduce((sum, s) => sum + s.bytes, 0)),
        catalogueFiles: catalogue.length,
        mapDataKb: kb(
          got.filter((s) => s.path.startsWith('/map-data/')).reduce((sum, s) => sum + s.bytes, 0),
        ),
      };
    };

    await page.goto(`${baseUrl}/map`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^National park: / })
      .first()
      .waitFor();
    await page.getByTestId('detailed-map-toggle').click();
    await page.getByText('Detailed map shown').waitFor({ state: 'attached', timeout: 120_000 });
    await mapIdle(page);
    await page.waitForLoadState('networkidle');
    const { pressedAt: start = NaN, shownAt = NaN, idleAt = NaN } = await moments(page);
    const drawMs = shownAt - start;
    // Drawn and at rest: shown (the map is only shown once drawn) and its last rest, whichever is later.
    const idleMs = Math.max(shownAt, idleAt) - start;
    if (!(drawMs > 0 && idleMs > 0))
      throw new Error(`moments not seen: ${JSON.stringify(await moments(page))}`);
    const longestTaskMs = await longestSince(page, start);
    const tasksOver = (ms: number) =>
      page.evaluate(
        ({ t, ms }) =>
          (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks
            .filter((task) => task.start >= t && task.duration > ms)
            .map((task): [number, number] => [Math.round(task.start - t), Math.round(task.duration)]),
        { t: start, ms },
      );
    const tasksOver200 = await tasksOver(200);
    const tasksOver100 = await tasksOver(100);
    const usView = await phase(0);

    // A state view: Utah at zoom 7, its cells fetched and drawn.
    const before = sizes.length;
    const zoomStart = await page.evaluate(() => {
      (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.jumpTo({
        center: [-111.7, 39.3],
        zoom: 7,
      });
      return performance.now();
    });
    await page.waitForFunction(
      () =>
        (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.queryRenderedFeatures({
          layers: ['catalogue-points', 'catalogue-clusters'],
        }).length > 0,
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const stateDrawMs = (await page.evaluate(() => performance.now())) - zoomStart;
    await mapIdle(page);
    await page.waitForLoadState('networkidle');
    if ((await drawnCampgrounds(page)) === 0) throw new Error('no campground drawn on the state view');
    const stateLongestTaskMs = await longestSince(page, zoomStart);
    const stateView = await phase(before);
    return {
      usView,
      stateView,
      drawMs,
      idleMs,
      longestTaskMs,
      tasksOver200,
      tasksOver100,
      stateDrawMs,
      stateLongestTaskMs,
    };
  } finally {
    await browser.close();
  }
}

const load = () => os.loadavg().map((x) => Math.round(x * 10) / 10);

function medianOf(results: Run[]): Median {
  const pick = (f: (r: Run) => number) => Math.round(median(results.map(f)));
  return {
    usView: results[0].usView,
    stateView: results[0].stateView,
    drawMs: pick((r) => r.drawMs),
    idleMs: pick((r) => r.idleMs),
    longestTaskMs: pick((r) => r.longestTaskMs),
    stateDrawMs: pick((r) => r.stateDrawMs),
    stateLongestTaskMs: pick((r) => r.stateLongestTaskMs),
  };
}

/** Each round runs every configuration once, their order swapped every other round. */
export async function measureMap(
  baseUrl: string,
  chromePath: string,
  runs: number,
  base: string,
  keys = (process.env.MAP_BENCH_CONFIGS ?? 'software').split(','),
): Promise<MapBench> {
  const loadAverageBefore = load();
  const chosen = MAP_CONFIGURATIONS.filter((c) => keys.includes(c.key));
  const gpu = new Map<string, GpuStatus>();
  for (const c of chosen) gpu.set(c.key, await chromeGpuStatus(chromePath, c.flags));
  const results = new Map<string, Run[]>(chosen.map((c) => [c.key, []]));
  for (let i = 0; i < runs; i++) {
    for (const c of i % 2 ? [...chosen].reverse() : chosen) {
      const run = await oneRun(baseUrl, chromePath, c.flags);
      results.get(c.key)?.push(run);
      console.log(`  run ${i + 1}, ${c.key}: ${JSON.stringify(run)}`);
    }
  }
  return {
    date: new Date().toISOString(),
    device: device(),
    machine: { cpus: os.cpus().length, loadAverageBefore, loadAverage: load() },
    before: nationalFile(base),
    configurations: chosen.map((c) => {
      const got = results.get(c.key) ?? [];
      return { ...c, gpu: gpu.get(c.key) as GpuStatus, runs: got, median: medianOf(got) };
    }),
  };
}

const perRun = (c: Configuration) =>
  c.runs
    .map(
      (x) =>
        `${Math.round(x.drawMs)} / ${Math.round(x.idleMs)} ms, ${Math.round(x.longestTaskMs)} ms, ${JSON.stringify(x.tasksOver200)}, ${JSON.stringify(x.tasksOver100)}`,
    )
    .join('; ');

export function mapSummary(r: MapBench): string {
  const cs = r.configurations;
  const m = cs[0].median;
  const row = (figure: string, before: string, f: (c: Configuration) => string) =>
    `| ${figure} | ${before} | ${cs.map(f).join(' | ')} |`;
  return [
    `# The detailed map (bench/map.ts)`,
    '',
    `Measured ${r.date.slice(0, 16)} UTC, headless Chromium (Debian) with software WebGL (SwiftShader), ${MAP_DEVICES[r.device ?? 'phone'].label}, ${cs[0].runs.length} runs per configuration (medians), the configurations one after the other in each round, on a ${r.machine.cpus}-core machine shared with other work (load average ${r.machine.loadAverageBefore.join(', ')} before, ${r.machine.loadAverage.join(', ')} after): indicative figures.`,
    '',
    ...cs.flatMap((c) => [
      `- **${c.label}**: flags \`${c.flags.join(' ')}\`; chrome://gpu says Compositing: ${c.gpu.compositing}; WebGL: ${c.gpu.webgl}; GL_RENDERER ${c.gpu.glRenderer}; a page's WebGL 2 renderer ${c.gpu.webglRenderer} (KHR_parallel_shader_compile ${c.gpu.parallelShaderCompile ? 'exposed' : 'not exposed'}).`,
    ]),
    '',
    `| Figure | Before (one national file) | ${cs.map((c) => `Now, ${SHORT[c.key]}`).join(' | ')} |`,
    `|---|---|${cs.map(() => '---|').join('')}`,
    `| Campground catalogue fetched, /map US view (as sent) | ${r.before.brotliKb} kB brotli (${r.before.gzipKb} kB gzip, ${r.before.rawKb} kB raw) | ${cs.map(() => `${m.usView.catalogueKb} kB (${m.usView.catalogueFiles} file: the index)`).join(' | ')} |`,
    row(
      'Campground catalogue fetched, then zoomed to Utah at zoom 7',
      'the same file',
      (c) => `${c.median.stateView.catalogueKb} kB more (${c.median.stateView.catalogueFiles} cell files)`,
    ),
    row(
      'All map data, US view (states, roads, towns, catalogue)',
      '-',
      (c) => `${c.median.usView.mapDataKb} kB`,
    ),
    row('Button to the detailed map shown', '-', (c) => `${c.median.drawMs} ms`),
    row('Button to the detailed map drawn and idle', '-', (c) => `${c.median.idleMs} ms`),
    row('Longest task from the button to idle', '-', (c) =>
      c.median.longestTaskMs > 0 ? `${c.median.longestTaskMs} ms` : 'none over 50 ms',
    ),
    row(
      'Zoom to Utah to its campgrounds drawn',
      '-',
      (c) => `${c.median.stateDrawMs} ms (longest task ${c.median.stateLongestTaskMs} ms)`,
    ),
    '',
    ...cs.flatMap((c) => [
      `Per run, ${SHORT[c.key]} (shown / idle, longest task, tasks over 200 ms and over 100 ms as [ms after the button, duration]): ${perRun(c)}.`,
      '',
    ]),
  ].join('\n');
}

export function writeMapBench(result: MapBench) {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = MAP_DEVICES[result.device ?? 'phone'].file;
  fs.writeFileSync(path.join(dir, `${file}.json`), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${file}.md`), mapSummary(result));
  console.log(mapSummary(result));
}

async function main() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!process.env.MAP_BENCH_SKIP_BUILD) {
    console.log('> building the client and the server');
    if (
      spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' })
        .status !== 0
    )
      process.exit(1);
    const { buildServer } = await import('../scripts/build-server.mjs');
    await buildServer();
  }
  const server = await startCompiledServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-map-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  try {
    console.log('> the detailed map');
    const result = await measureMap(
      server.url,
      chromePath,
      Number(process.env.MAP_BENCH_RUNS ?? 3),
      process.env.MAP_BENCH_BASE ?? 'dcdc45e',
    );
    writeMapBench(result);
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith(`bench${path.sep}map.ts`)) void main();

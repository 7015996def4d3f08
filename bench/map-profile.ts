// Where the detailed map's long task goes: a CPU profile (CDP Profiler) from the detailed-map button to
// the map idle, in the same headless Chromium, SwiftShader and Pixel 7 emulation as bench/map.ts; the
// longest stretch of busy main-thread samples (the long task) is attributed by function and by script.
// Run: npx tsx bench/map-profile.ts (uses the built dist/; run `npm run build` first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';
import { whenMapIdle } from '../e2e/support/map-idle';
import { startCompiledServer } from './trip-list';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

function attribute(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const idle = (id: number) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName);
  // Sample times (ms from the profile start).
  let t = 0;
  const times = profile.timeDeltas.map((d) => (t += d / 1000));
  // Longest run of busy samples, allowing gaps under 5 ms.
  let best = { from: 0, to: -1 };
  let from = -1;
  let lastBusy = -1;
  for (let i = 0; i < profile.samples.length; i++) {
    if (idle(profile.samples[i])) {
      if (from >= 0 && times[i] - times[lastBusy] > 5) from = -1;
      continue;
    }
    if (from < 0) from = i;
    lastBusy = i;
    if (times[i] - times[from] > times[best.to] - times[best.from] || best.to < 0) best = { from, to: i };
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (let i = best.from; i <= best.to; i++) {
    const dt = (times[i + 1] ?? times[i]) - times[i];
    const n = byId.get(profile.samples[i])!;
    const key = (x: Node) => `${x.callFrame.functionName || '(anon)'} ${path.basename(x.callFrame.url)}:${x.callFrame.lineNumber}`;
    self.set(key(n), (self.get(key(n)) ?? 0) + dt);
    const script = path.basename(n.callFrame.url) || n.callFrame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const k = key(byId.get(id)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${Math.round(v)} ms  ${k}`);
  return {
    longTask: { startMs: Math.round(times[best.from]), durationMs: Math.round(times[best.to] - times[best.from]) },
    byScript: top(byScript, 10),
    self: top(self, 25),
    inclusive: top(inclusive, 40),
  };
}

async function main() {
  const server = await startCompiledServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-map-profile-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/campgrounds/search?*', (r) => r.fulfill({ contentType: 'application/json', body: '[]' }));
    await page.goto(`${server.url}/map`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^National park: / }).first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.getByTestId('detailed-map-toggle').click();
    await page.getByText('Detailed map shown').waitFor({ state: 'attached', timeout: 120_000 });
    await whenMapIdle(page, 120_000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    fs.writeFileSync('/tmp/map-profile.cpuprofile', JSON.stringify(profile));
    console.log(JSON.stringify(attribute(profile), null, 1));
  } finally {
    await browser.close();
    await server.stop();
  }
}
void main();

// Which WebGL programs the detailed map links, and when, against the long tasks after its button (same
// Chromium, SwiftShader and Pixel 7 as bench/map.ts; uses the built dist/). Run: npx tsx bench/gl-probe.ts
/* eslint-disable @typescript-eslint/no-explicit-any -- a probe patching WebGL prototypes in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';
import { whenMapIdle } from '../e2e/support/map-idle';
import { startCompiledServer } from '../bench/trip-list';
const PROBE = () => {
  const w = window as any; w.__gl = []; w.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  const P = WebGLRenderingContext.prototype as any; const P2 = (window as any).WebGL2RenderingContext?.prototype;
  for (const proto of [P, P2].filter(Boolean)) for (const name of ['linkProgram', 'getProgramParameter', 'getShaderParameter', 'drawElements', 'drawArrays', 'readPixels', 'getError']) {
    const orig = proto[name]; if (!orig) continue;
    proto[name] = function (...a: unknown[]) { const t = performance.now(); const r = orig.apply(this, a); const d = performance.now() - t; if (name === 'linkProgram' || d > 20) w.__gl.push([name === 'linkProgram' ? (this as any).getAttachedShaders(a[0]).map((sh: any) => [...((this as any).getShaderSource(sh) as string).matchAll(/ (a_[a-z_]+)/g)].map((m) => m[1]).filter((v, k, all) => all.indexOf(v) === k).join(',')).join('|') : name, Math.round(t), Math.round(d)]); return r; };
  }
};
(async () => {
  const server = await startCompiledServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-p-')), JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1', RATE_LIMIT_MULTIPLIER: '100000' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.route('**/api/campgrounds/search?*', (r) => r.fulfill({ contentType: 'application/json', body: '[]' }));
    await page.goto(`${server.url}/map`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^National park: / }).first().waitFor();
    const start = await page.evaluate(() => performance.now());
    await page.getByTestId('detailed-map-toggle').click();
    await page.getByText('Detailed map shown').waitFor({ state: 'attached', timeout: 120_000 });
    const shown = await page.evaluate(() => performance.now());
    await whenMapIdle(page, 120_000);
    const r = await page.evaluate(() => ({ gl: (window as any).__gl, lt: (window as any).__lt }));
    console.log('start', Math.round(start), 'shown', Math.round(shown - start));
    console.log('longtasks', JSON.stringify(r.lt.filter((x: number[]) => x[0] >= start - 100).map((x: number[]) => [x[0] - Math.round(start), x[1]])));
    console.log('gl', JSON.stringify(r.gl.map((x: [string, number, number]) => [x[0], x[1] - Math.round(start), x[2]])));
  } finally { await browser.close(); await server.stop(); }
})();

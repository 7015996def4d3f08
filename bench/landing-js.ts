import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { chromium, devices } from '@playwright/test';

export type FetchedJs = {
  path: string;
  /** Script bytes as sent (compressed), summed over every script the page fetched before idle. */
  jsTransferKb: number;
  /** The same scripts gzipped at level 9 (the budget's unit, whatever encoding the browser got). */
  jsGzipKb: number;
  /** The same scripts uncompressed. */
  jsRawKb: number;
  scripts: number;
  /** Each script, largest first, gzip kB. */
  files: { name: string; gzipKb: number }[];
  /** Text responses (HTML, JS, CSS, JSON, SVG) that arrived without Content-Encoding. */
  uncompressedText: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a phone actually fetches: loads `path` in Chromium with a phone's viewport and user agent,
 * waits until the network has been idle, and sums every script it fetched (lazy chunks included),
 * as transferred. Unlike the build manifest, this follows dynamic imports the page really makes.
 */
export async function measureFetchedJs(
  baseUrl: string,
  paths: string[],
  chromePath: string,
): Promise<FetchedJs[]> {
  const browser: Browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const results: FetchedJs[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      let transfer = 0;
      let raw = 0;
      let gzip = 0;
      let scripts = 0;
      const files: { name: string; gzipKb: number }[] = [];
      const uncompressedText: string[] = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response) return;
            const type = response.headers()['content-type'] ?? '';
            const encoding = response.headers()['content-encoding'];
            const sizes = await request.sizes();
            const isText = /javascript|css|html|json|svg|manifest/.test(type);
            // Below 1 kB the server sends text as is (compression's threshold): gzip would save nothing.
            if (isText && !encoding && response.status() === 200 && sizes.responseBodySize >= 1024) {
              uncompressedText.push(new URL(request.url()).pathname);
            }
            if (request.resourceType() !== 'script') return;
            scripts += 1;
            transfer += sizes.responseBodySize;
            const body = await response.body();
            raw += body.length;
            const gzipped = zlib.gzipSync(body, { level: 9 }).length;
            gzip += gzipped;
            files.push({ name: new URL(request.url()).pathname, gzipKb: kb(gzipped) });
          })(),
        );
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // Idle: nothing more for a while after the load (lazy chunks started by effects included).
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      results.push({
        path,
        jsTransferKb: kb(transfer),
        jsGzipKb: kb(gzip),
        jsRawKb: kb(raw),
        scripts,
        files: files.sort((a, b) => b.gzipKb - a.gzipKb),
        uncompressedText,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

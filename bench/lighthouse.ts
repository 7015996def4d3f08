import fs from 'node:fs';
import path from 'node:path';
import type { Flags } from 'lighthouse';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';

export type LighthouseResult = {
  url: string;
  runs: number;
  /** Medians over the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Lowest and highest performance score seen. */
  performanceRange: [number, number];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export type LighthouseOptions = {
  /**
   * Run before each Lighthouse run with the browser's debugging port, in place of Lighthouse's own
   * storage reset: it must clear the cache and the origin's storage itself (a signed-in page sets
   * its session after clearing, see bench/trips-signed-in.ts).
   */
  prepare?: (port: number, url: string) => Promise<void>;
  /** Called after each run with the trace Lighthouse took (unthrottled; its figures are simulated from it). */
  onTrace?: (trace: unknown) => void;
};

type Lhr = { audits?: Record<string, { details?: { items?: Record<string, unknown>[] } }> };

/**
 * What the run had loaded when the page's largest paint was seen (unthrottled): Lighthouse's simulated
 * LCP downloads every request that had ended by then on its throttled network, so the same page
 * scores worse when more of its code happened to arrive before its first paint.
 */
function loadedBeforePaint(lhr: Lhr | undefined): string {
  const metrics = lhr?.audits?.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined;
  const requests = (lhr?.audits?.['network-requests']?.details?.items ?? []) as { networkEndTime?: number; transferSize?: number }[];
  const seenAt = metrics?.observedLargestContentfulPaint;
  if (seenAt === undefined) return 'observed LCP unknown';
  const before = requests.filter((r) => (r.networkEndTime ?? Infinity) <= seenAt);
  const kb = before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return `observed LCP ${Math.round(seenAt)} ms after ${before.length} requests (${Math.round(kb)} kB) had loaded`;
}

/** Lighthouse with its mobile defaults (throttled), driving Debian's chromium; `runs` per page, medians. */
export async function runLighthouse(
  urls: string[],
  chromePath: string,
  runs = 5,
  { prepare, onTrace }: LighthouseOptions = {},
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const samples: {
        performance: number;
        accessibility: number;
        bestPractices: number;
        lcp: number;
        fcp: number;
        tbt: number;
        si: number;
      }[] = [];
      for (let i = 0; i < runs; i++) {
        if (prepare) await prepare(chrome.port, url);
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(prepare ? { disableStorageReset: true } : {}),
        };
        let runner = await lighthouse(url, flags);
        // Lighthouse's own recording can fail ("Something went wrong with recording the trace over your
        // page load. Please run Lighthouse again.", NO_NAVSTART, seen on a busy machine): as it asks, the
        // run is taken again, up to twice, and says so; a run still unscored counts as 0 below.
        for (let retry = 0; retry < 2 && runner?.lhr?.runtimeError; retry++) {
          console.log(`  run ${i + 1} of ${url}: taken again (${runner.lhr.runtimeError.code})`);
          if (prepare) await prepare(chrome.port, url);
          runner = await lighthouse(url, flags);
        }
        const lhr = runner?.lhr;
        const trace = (runner?.artifacts as { Trace?: unknown } | undefined)?.Trace;
        if (onTrace && trace) onTrace(trace);
        // LIGHTHOUSE_REPORT_DIR keeps each page's last full report, to read what its score is made of.
        const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
        if (reportDir && lhr) {
          fs.mkdirSync(reportDir, { recursive: true });
          fs.writeFileSync(
            path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`),
            JSON.stringify(lhr),
          );
          // Each run's report and the trace Lighthouse took.
          fs.writeFileSync(
            path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`),
            JSON.stringify(lhr),
          );
          if (trace)
            fs.writeFileSync(
              path.join(
                reportDir,
                `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${i + 1}.trace.json`,
              ),
              JSON.stringify(trace),
            );
        }
        const score = (name: string) => Math.round((lhr?.categories?.[name]?.score ?? 0) * 100);
        const audit = (name: string) => Math.round(lhr?.audits?.[name]?.numericValue ?? 0);
        // A run Lighthouse could not score (its score is null: a runtime error, or a metric it could not
        // compute) counts as 0 and says why, always.
        const why = lhr?.runtimeError?.message ?? lhr?.runWarnings?.join(' ') ?? 'no report';
        if (lhr?.categories?.performance?.score == null)
          console.log(`  run ${i + 1} of ${url}: Lighthouse gave no performance score (${why})`);
        if (process.env.LIGHTHOUSE_VERBOSE)
          console.log(
            `  run ${i + 1}: performance ${score('performance')}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms; ${loadedBeforePaint(lhr as unknown as Lhr | undefined)}`,
          );
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          si: audit('speed-index'),
        });
      }
      const perf = samples.map((s) => s.performance);
      results.push({
        url,
        runs,
        performance: median(perf),
        accessibility: median(samples.map((s) => s.accessibility)),
        bestPractices: median(samples.map((s) => s.bestPractices)),
        lcpMs: median(samples.map((s) => s.lcp)),
        fcpMs: median(samples.map((s) => s.fcp)),
        tbtMs: median(samples.map((s) => s.tbt)),
        speedIndexMs: median(samples.map((s) => s.si)),
        performanceRange: [Math.min(...perf), Math.max(...perf)],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

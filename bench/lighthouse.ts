import type { Flags } from 'lighthouse';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';

export type LighthouseResult = { url: string; performance: number; accessibility: number; bestPractices: number };

/** Lighthouse with its mobile defaults, driving Debian's chromium. */
export async function runLighthouse(urls: string[], chromePath: string): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
      const runner = await lighthouse(url, flags);
      const categories = runner?.lhr.categories;
      const score = (name: string) => Math.round((categories?.[name]?.score ?? 0) * 100);
      results.push({ url, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

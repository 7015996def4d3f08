// What the side-by-side benchmarks (compare-checkouts.ts, engine-steady.ts) share: a checkout named
// by its folder and commit, the median, and the results table written with the machine's load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/src/config';

/** A checkout by its folder and commit, so a result says what was measured. */
export const describeCheckout = (dir: string) => {
  const commit = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  return `${path.basename(dir)}${commit ? ` (${commit})` : ''}`;
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Writes bench/results/`file`: when and where it was measured (the load average at the end), the two
 * checkouts, `how` they were measured, and a base / head / ratio table; printed as well.
 */
export function writeComparison(
  file: string,
  sides: readonly { dir: string }[],
  how: string,
  heading: string,
  rows: string[],
) {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  const out = [
    `Measured ${new Date().toISOString().slice(0, 10)} on this repository's 2-core machine (load average at the end ${load}); base ${describeCheckout(sides[0].dir)} and head ${describeCheckout(sides[1].dir)} ${how}.`,
    '',
    `| ${heading} | Base | Head | Head / base |`,
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'bench/results', file), out);
  console.log(out);
}

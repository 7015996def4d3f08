// Records how long one bcrypt hash and one compare take at the configured cost (BCRYPT_COST,
// default 12), so the cost can be chosen against the server's hardware. Run: npx tsx bench/password-hash.bench.ts
import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { loadConfig, repoRoot } from '../server/src/config';

const RUNS = 5;

async function main() {
  // Only BCRYPT_COST matters here; a placeholder secret keeps loadConfig from generating one on disk.
  const { bcryptCost } = loadConfig({ ...process.env, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const password = 'correct horse battery staple';
  const hashTimes: number[] = [];
  const compareTimes: number[] = [];
  let hash = '';
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    hash = await bcrypt.hash(password, bcryptCost);
    hashTimes.push(performance.now() - start);
    start = performance.now();
    await bcrypt.compare(password, hash);
    compareTimes.push(performance.now() - start);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cost: bcryptCost,
    runs: RUNS,
    hashMedianMs: Math.round(median(hashTimes)),
    compareMedianMs: Math.round(median(compareTimes)),
  };
  console.log(`bcryptjs cost ${bcryptCost}: hash ${result.hashMedianMs} ms, compare ${result.compareMedianMs} ms (median of ${RUNS})`);
  const file = path.join(repoRoot, 'bench/results/password-hash.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${path.relative(repoRoot, file)}`);
}

void main();

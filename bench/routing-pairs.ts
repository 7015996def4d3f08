// The routing benchmark's city pairs (server/src/routing/fixtures/test-city-pairs.json): each pair's
// routed miles on the bundled road graph against its mileage-chart miles, with the median and the
// worst error, for two checkouts side by side in one run, alternating (base, head, base, head ...)
// so a busy machine slows both alike. Each side runs in its own process from its own checkout (its
// own graph, landmarks and code). Run:
//   BASE_DIR=/path/to/older/checkout npx tsx bench/routing-pairs.ts
// PAIRS_ROUNDS sets the rounds (default 3); PAIRS_OUT the results file in bench/results/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Pair {
  from: string;
  to: string;
  roadMiles: number;
}
interface SideRun {
  miles: number[];
  routeMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const PAIRS_FILE = 'server/src/routing/fixtures/test-city-pairs.json';
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const errorPct = (miles: number, chart: number) => ((miles - chart) / chart) * 100;

// In the child: route every pair with the checkout's own modules, as its road-router test does.
async function measure(dir: string): Promise<SideRun> {
  const mod = (p: string) => import(pathToFileURL(path.join(dir, p)).href);
  const { loadRoadGraph } = await mod('server/src/routing/graph.ts');
  const { createRoadRouter } = await mod('server/src/routing/road-router.ts');
  const { loadBundledData } = await mod('server/src/catalogue/bundled-data.ts');
  const pairs = JSON.parse(fs.readFileSync(path.join(dir, PAIRS_FILE), 'utf8')) as Pair[];
  const router = createRoadRouter(loadRoadGraph());
  const { gazetteer } = loadBundledData();
  const place = (name: string) => {
    const m = gazetteer.resolve(name);
    if (!m) throw new Error(`not in the gazetteer: ${name}`);
    return m;
  };
  const t = performance.now();
  const miles = pairs.map(
    (p) =>
      router.route([place(p.from), place(p.to)], { profile: 'fastest', rvType: 'class-c' }).miles as number,
  );
  return { miles, routeMs: performance.now() - t };
}

function runSide(dir: string): SideRun {
  const out = spawnSync('npx', ['tsx', path.join(here, 'routing-pairs.ts'), '--measure', dir], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = out.stdout.split('\n').find((l) => l.startsWith('@@'));
  if (!line) throw new Error(`routing-pairs failed in ${dir}:\n${out.stderr}`);
  return JSON.parse(line.slice(2)) as SideRun;
}

const describeDir = (dir: string) => {
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).stdout.trim();
  return `${path.basename(dir)} (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'data', 'server', 'scripts') ? ', with uncommitted changes' : ''})`;
};

function report(
  sides: Array<{ name: string; dir: string; runs: SideRun[] }>,
  pairs: Pair[],
  loads: string[],
) {
  const f1 = (n: number) => n.toFixed(1);
  const sign = (n: number) => `${n >= 0 ? '+' : ''}${f1(n)} %`;
  const milesOf = sides.map((s) => s.runs[0].miles);
  // Routed miles do not change between rounds of one side (the graph and code are fixed).
  const steady = sides.every((s) =>
    s.runs.every((r) => r.miles.every((m, i) => Math.abs(m - s.runs[0].miles[i]) < 0.01)),
  );
  const rows = pairs.map((p, i) => {
    const errs = milesOf.map((m) => errorPct(m[i], p.roadMiles));
    const worse = Math.abs(errs[1]) > Math.abs(errs[0]) + 0.05 ? ' worse' : '';
    return `| ${p.from} to ${p.to} | ${p.roadMiles} | ${milesOf.map((m, k) => `${f1(m[i])} | ${sign(errs[k])}`).join(' | ')} |${worse} |`;
  });
  const summary = sides.map((s, k) => {
    const abs = pairs.map((p, i) => Math.abs(errorPct(milesOf[k][i], p.roadMiles)));
    const worst = abs.indexOf(Math.max(...abs));
    return `* ${s.name}, ${describeDir(s.dir)}: median error ${f1(median(abs))} %, worst ${f1(abs[worst])} % (${pairs[worst].from} to ${pairs[worst].to}); ${abs.filter((a) => a <= 3).length} of ${pairs.length} within 3 %; routing all pairs ${Math.round(median(s.runs.map((r) => r.routeMs)))} ms (median of ${s.runs.length} rounds)`;
  });
  return [
    `Routed miles (fastest, class C, as server/src/routing/road-router.test.ts routes them) against chart miles, ${new Date().toISOString().slice(0, 16)} UTC, ${sides[0].runs.length} rounds alternating ${sides.map((s) => s.name).join(' and ')}; ${steady ? 'every round gave the same miles' : 'ROUNDS DIFFERED: miles below are the first round'}.`,
    `Machine: ${os.cpus().length} cores; load average (1, 5, 15 min) ${loads.join(', then ')}.`,
    '',
    ...summary,
    '',
    `| pair | chart miles | ${sides.map((s) => `${s.name} miles | ${s.name} error`).join(' | ')} | |`,
    `|---|---|${sides.map(() => '---|---|').join('')}---|`,
    ...rows,
    '',
  ].join('\n');
}

async function main() {
  if (process.argv[2] === '--measure') {
    console.log(`@@${JSON.stringify(await measure(path.resolve(process.argv[3])))}`);
    return;
  }
  const baseDir = process.env.BASE_DIR;
  if (!baseDir) throw new Error('BASE_DIR (an older checkout, with its road build) is required');
  const rounds = Number(process.env.PAIRS_ROUNDS ?? 3);
  const head = path.resolve(here, '..');
  const sides = [
    { name: 'base', dir: path.resolve(baseDir), runs: [] as SideRun[] },
    { name: 'head', dir: head, runs: [] as SideRun[] },
  ];
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
  const loads = [load()];
  for (let r = 0; r < rounds; r++) for (const s of sides) s.runs.push(runSide(s.dir));
  loads.push(load());
  const pairs = JSON.parse(fs.readFileSync(path.join(head, PAIRS_FILE), 'utf8')) as Pair[];
  const text = report(sides, pairs, loads);
  const out = path.join(
    here,
    'results',
    process.env.PAIRS_OUT ?? `routing-pairs-${new Date().toISOString().slice(0, 10)}.md`,
  );
  fs.writeFileSync(out, `# Routing benchmark pairs: routed against chart miles\n\n${text}`);
  console.log(text);
}

void main();

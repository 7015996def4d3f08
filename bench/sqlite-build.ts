// What compiling SQLite at -O1 costs and saves: the SQLite driver (better-sqlite3, compiled from source
// on every fresh machine, since no prebuilt binary reaches these machines) built twice in a temp folder,
// once as its package builds it (SQLite's C at -O3) and once as scripts/setup.mjs builds it (CFLAGS=-O1
// for SQLite's C; the driver's C++ keeps -O3). Reports each build's CPU seconds (user + sys of the
// compilers) and the CPU seconds of one SQLite workload (inserts in transactions, indexed look-ups, a
// JSON aggregate) on each binary, alternating for --rounds rounds. Writes bench/results/<out>.md/.json.
//
//   npx tsx bench/sqlite-build.ts --rounds 5 --out sqlite-build
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from '../server/src/config';
import { SQLITE_CFLAGS } from '../scripts/setup.mjs';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, out: { type: 'string', default: 'sqlite-build' } },
});
const rounds = Number(args.rounds);
const driver = path.join(repoRoot, 'node_modules/better-sqlite3');
const nodeGyp = path.join(path.dirname(execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim()), 'node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

type Build = { name: string; cflags: string | undefined; cpuSeconds: number; wallSeconds: number; binary: string };

function build(name: string, cflags: string | undefined, dir: string): Build {
  const copy = path.join(dir, name);
  fs.cpSync(driver, copy, { recursive: true, filter: (src) => !path.relative(driver, src).startsWith('build') });
  const env = { ...process.env };
  delete env.CFLAGS;
  if (cflags) env.CFLAGS = cflags;
  const started = performance.now();
  // Children's CPU is read from /usr/bin/time, which waits for the whole compile.
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, fs.existsSync(nodeGyp) ? nodeGyp : 'node-gyp', 'rebuild', '--release', `--nodedir=${path.dirname(path.dirname(process.execPath))}`], {
    cwd: copy,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name}: node-gyp failed\n${result.stderr.slice(-2000)}`);
  const [user, sys] = result.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return {
    name,
    cflags,
    cpuSeconds: user + sys,
    wallSeconds: (performance.now() - started) / 1000,
    binary: path.join(copy, 'build/Release/better_sqlite3.node'),
  };
}

// One child process a measurement, so neither binary's pages nor heap help the other.
const WORKLOAD = `
const Database = require(${JSON.stringify(driver)});
const db = new Database(':memory:', { nativeBinding: process.argv[1] });
const t0 = process.cpuUsage();
db.exec('create table t (id integer primary key, user text, body text, n integer); create index t_user on t(user)');
const ins = db.prepare('insert into t (user, body, n) values (?, ?, ?)');
const tx = db.transaction((k) => { for (let i = 0; i < k; i++) ins.run('u' + (i % 500), JSON.stringify({ i, s: 'x'.repeat(200) }), i); });
for (let r = 0; r < 20; r++) tx(10000);
const sel = db.prepare('select * from t where user = ? order by id desc limit 20');
for (let i = 0; i < 40000; i++) sel.all('u' + (i % 500));
const agg = db.prepare("select user, count(*), sum(n), max(json_extract(body, '$.i')) from t group by user");
for (let i = 0; i < 5; i++) agg.all();
const u = process.cpuUsage(t0);
process.stdout.write(String((u.user + u.system) / 1e6));
`;
const workload = (binary: string) =>
  Number(execFileSync(process.execPath, ['-e', WORKLOAD, binary], { encoding: 'utf8' }));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-sqlite-build-'));
try {
  const loadBefore = loadAverage();
  const builds = [build('package-default', undefined, dir), build('setup', SQLITE_CFLAGS, dir)];
  const times: Record<string, number[]> = Object.fromEntries(builds.map((b) => [b.name, []]));
  for (let r = 0; r < rounds; r++) for (const b of builds) times[b.name].push(workload(b.binary));
  const loadAfter = loadAverage();
  const rows = builds.map((b) => ({ ...b, binary: undefined, workloadCpuSeconds: times[b.name], workloadMedian: median(times[b.name]) }));
  const base = rows[0].workloadMedian;
  const md = [
    `# SQLite driver compile flags (${new Date().toISOString().slice(0, 10)})`,
    '',
    `\`npx tsx bench/sqlite-build.ts --rounds ${rounds} --out ${args.out}\`; load average before ${loadBefore}, after ${loadAfter}.`,
    '',
    '| build | CFLAGS | compile CPU s | compile wall s | workload CPU s, median (all) | workload vs default |',
    '|---|---|---:|---:|---|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.cflags ?? '(package: -O3)'} | ${r.cpuSeconds.toFixed(1)} | ${r.wallSeconds.toFixed(0)} | ${r.workloadMedian.toFixed(2)} (${r.workloadCpuSeconds.map((t) => t.toFixed(2)).join(', ')}) | ${(r.workloadMedian / base).toFixed(2)} |`,
    ),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'bench/results', `${args.out}.md`), md);
  fs.writeFileSync(path.join(repoRoot, 'bench/results', `${args.out}.json`), JSON.stringify({ loadBefore, loadAfter, rows }, null, 2));
  console.log(md);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

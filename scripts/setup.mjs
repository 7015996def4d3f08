// Shared by `npm start` and `npm test`: install what is missing, rebuild what is stale.
// Plain JavaScript so it runs before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetBuilt, restoreBuilt, storeBuilt } from './build-cache.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** run() without blocking this process: resolves to the exit status, so builds can go side by side. */
export function runAsync(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    let entries = [];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else newest = Math.max(newest, mtime(full));
    }
  }
  return newest;
}

// The native SQLite driver. No prebuilt binary reaches these machines, so its install script compiles
// SQLite from source, which only the server needs, not the builds. SQLite's C is compiled at -O1 rather
// than the package's -O3: half the compiler's CPU (74 to 36 s), on the critical path of a
// fresh start and of CI's checks, for a SQLite workload 2 % slower (bench/sqlite-build.ts,
// bench/results/sqlite-build-2026-12-04.md). A CFLAGS of the user's own is kept as given.
const SQLITE_DRIVER = 'better-sqlite3';
export const SQLITE_CFLAGS = '-O1';
const sqliteBinary = path.join(root, 'node_modules', SQLITE_DRIVER, 'build/Release/better_sqlite3.node');

/** The packages with an install script, from the lock file (esbuild and the SQLite driver today). */
function packagesWithInstallScripts() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages ?? {})
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

function installFailed(status) {
  console.error('npm ci failed. Check your network access to the npm registry and try again.');
  process.exit(status);
}

/**
 * npm ci when node_modules is missing or older than the lock file, its install scripts then run
 * (npm rebuild) at once but for the SQLite driver's compile, which goes on in the background beside
 * the builds. Resolves once the driver is built (at once when it is): await it before the server
 * or anything opening a database runs. `--prefer-offline` takes what npm's cache already holds
 * without asking the registry whether it is still current (the lock file pins every version and its
 * integrity hash, so a cached copy is the same bytes); what the cache lacks is fetched as before. On a
 * machine that has installed once, this is most of npm ci's time, which was the registry's round
 * trips (bench/results/ci-time.md).
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!(mtime(marker) && mtime(marker) >= mtime(lock))) {
    console.log('> Installing dependencies (npm ci)...');
    const status = run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts']);
    if (status !== 0) installFailed(status);
    const now = packagesWithInstallScripts().filter((name) => name !== SQLITE_DRIVER);
    if (now.length > 0 && run('npm', ['rebuild', ...now]) !== 0) installFailed(1);
    // The driver is rebuilt below: its binary is absent after an install without scripts.
  }
  if (mtime(sqliteBinary) > 0) return Promise.resolve();
  const cflags = process.env.CFLAGS ?? SQLITE_CFLAGS;
  const key = sqliteBuildKey(cflags);
  if (restoreBuilt(key, SQLITE_BINARY_NAME, sqliteBinary)) {
    if (sqliteLoads()) {
      console.log(`> SQLite driver: this machine's compile of ${key} (scripts/build-cache.mjs)`);
      return Promise.resolve();
    }
    fs.rmSync(sqliteBinary, { force: true });
    forgetBuilt(key, SQLITE_BINARY_NAME);
  }
  console.log(`> Compiling the SQLite driver (npm rebuild ${SQLITE_DRIVER}) beside the builds...`);
  const env = { ...process.env, CFLAGS: cflags };
  return runAsync('npm', ['rebuild', SQLITE_DRIVER], { env }).then((status) => {
    if (status !== 0 || mtime(sqliteBinary) === 0) installFailed(status || 1);
    storeBuilt(key, SQLITE_BINARY_NAME, sqliteBinary);
  });
}

const SQLITE_BINARY_NAME = 'better_sqlite3.node';

/**
 * What the driver's binary is built from: its version, Node's module ABI, the platform and the C
 * flags (a binary for another Node or other flags is never taken).
 */
export function sqliteBuildKey(cflags, driverVersion = sqliteDriverVersion()) {
  const flags = crypto.createHash('sha256').update(cflags).digest('hex').slice(0, 8);
  return `${SQLITE_DRIVER}-${driverVersion}-abi${process.versions.modules}-${process.platform}-${process.arch}-cflags${flags}`;
}

function sqliteDriverVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', SQLITE_DRIVER, 'package.json'), 'utf8')).version;
}

/** Whether the driver loads in a fresh Node and answers a query. */
function sqliteLoads() {
  const probe = `const D = require('${SQLITE_DRIVER}'); if (new D(':memory:').prepare('select 1 as x').get().x !== 1) process.exit(1);`;
  return spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'ignore' }).status === 0;
}

/** Whether dist/client is there and newer than every client or shared source file and build step. */
export function clientBuildCurrent() {
  const built = mtime(path.join(root, 'dist/client/index.html'));
  const sources = Math.max(
    newestIn(path.join(root, 'client')),
    newestIn(path.join(root, 'shared')),
    mtime(path.join(root, 'vite.config.ts')),
    // Build steps the Vite config runs: the landing page's prerender and the compressed copies.
    mtime(path.join(root, 'scripts/prerender.ts')),
    mtime(path.join(root, 'scripts/precompress.ts')),
    mtime(path.join(root, 'package-lock.json')),
    mtime(path.join(root, '.env')),
  );
  return built > 0 && built >= sources;
}

/** vite build when dist/client is missing or older than any client or shared source file. */
export async function ensureClientBuild({ force = false } = {}) {
  if (!force && clientBuildCurrent()) return;
  console.log('> Building the client (vite build)...');
  const status = await runAsync(...CLIENT_BUILD);
  if (status !== 0) process.exit(status);
}

/**
 * The client build's command, arguments and options. Always a production bundle: a
 * NODE_ENV=development server (the e2e web server, say) must not make Vite build React's
 * development files and leave the service worker unregistered.
 */
export const CLIENT_BUILD = [
  'npx',
  ['vite', 'build', '--logLevel', 'warn'],
  { env: { ...process.env, NODE_ENV: 'production' } },
];

export const serverEntry = path.join(root, 'dist/server/index.js');

/** esbuild's bundle of the server when dist/server is missing or older than any server or shared source. */
export async function ensureServerBuild({ force = false } = {}) {
  const built = mtime(serverEntry);
  const sources = Math.max(
    newestIn(path.join(root, 'server/src')),
    newestIn(path.join(root, 'shared')),
    mtime(path.join(root, 'package-lock.json')),
    mtime(path.join(root, 'tsconfig.json')),
    mtime(path.join(root, 'scripts/build-server.mjs')),
  );
  if (!force && built && built >= sources) return;
  console.log('> Building the server (esbuild)...');
  // Imported here, not at the top: this file runs before dependencies are installed.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

// What the built-in router searches with beside the bundled graph: the landmark tables and a
// contraction hierarchy per routing metric (fastest, balanced, scenic; highways allowed or avoided),
// named as server/src/routing/graph.ts and ch-store.ts name them.
const ROAD_SEARCH_FILES = [
  'us-roads.profile-landmarks.bin',
  ...['fastest', 'balanced', 'scenic'].flatMap((p) => [0, 1].map((a) => `us-roads.ch-${p}-${a}.bin`)),
].map((name) => path.join(root, 'data/roads', name));

/**
 * Builds the router's search data (scripts/build-profile-landmarks.ts, about half a minute of two
 * cores) when a file is missing; `npm run build` and `npm test` always run it, and it remakes what
 * no longer fits the graph. Without it the server still routes, with A* and slower (a stale file is
 * refused there). Never rejects: a failed build is reported and the server starts without it.
 */
export async function ensureRoadSearchData() {
  if (ROAD_SEARCH_FILES.every((file) => mtime(file) > 0)) return;
  console.log('> Building the road search data (landmarks and contraction hierarchies)...');
  const status = await runAsync('npx', ['tsx', 'scripts/build-profile-landmarks.ts']).catch(() => 1);
  if (status !== 0) console.error('Building the road search data failed: the server routes with A* instead.');
}

/**
 * Debian's packages the tests use: chromium's headless shell for Playwright (and chromium, the
 * full browser, for the benchmarks), the real readers of our exports
 * (gpsbabel for GPX and KML, xmllint from libxml2-utils), and redis-server for the two-instance test.
 * Installed through apt-get when we are root and one is absent, without blocking this process (the
 * download and unpacking wait mostly on the network and the disk, so `npm test` runs its checks and
 * builds meanwhile). Resolves to the e2e tests' browser binary.
 */
export async function ensureTestPackages() {
  const binary = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
  const wanted = [
    // The e2e tests' browser (playwright.config.ts), and the full browser the benchmarks drive.
    { package: 'chromium-headless-shell', file: binary },
    { package: 'chromium', file: '/usr/bin/chromium' },
    { package: 'gpsbabel', file: '/usr/bin/gpsbabel' },
    { package: 'libxml2-utils', file: '/usr/bin/xmllint' },
    // The two-instance test starts and stops a Redis of its own.
    { package: 'redis-server', file: '/usr/bin/redis-server' },
  ].filter((p) => !fs.existsSync(p.file));
  if (wanted.length === 0) return binary;
  const names = wanted.map((p) => p.package);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the tests: ${names.join(', ')}. Install Debian's packages (sudo apt-get install -y ${names.join(' ')}) ` +
        '(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`> Installing ${names.join(', ')} for the tests (apt-get install)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runAsync('apt-get', ['update', '-qq'], { env }).catch(() => 1);
  const status = await runAsync('apt-get', ['install', '-y', '-qq', ...names], { env }).catch(() => 1);
  const still = wanted.filter((p) => !fs.existsSync(p.file));
  if (status !== 0 || still.length > 0) {
    console.error(
      `Could not install ${still.map((p) => p.package).join(', ') || names.join(', ')} with apt-get. Install by hand and run npm test again.`,
    );
    process.exit(1);
  }
  return binary;
}

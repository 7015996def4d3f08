import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';
import type { StartLimits } from '../../../scripts/start-watch';
import { SERVER_START_LIMITS, watchStart } from '../../../scripts/start-watch';
import { repoRoot } from '../config';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

// The wall-clock guard a test puts around a start (its test or hook timeout), which a start never reaches.
export { SERVER_START_GUARD_MS } from '../../../scripts/start-watch';

/** A loopback port nothing listens on: the system's pick for a listener, closed again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where a test run's server bundle goes: dist/unit-server-<run> (vitest.global-setup.ts removes it). */
export const testServerDir = (run: string) => path.join(repoRoot, 'dist', `unit-server-${run}`);

let bundle: Promise<string> | undefined;

/**
 * The server and its plan threads compiled from the current sources (esbuild, as `npm start` runs
 * them), once a test run: a start from the bundle took 8 s of CPU against 12 s through tsx's loader,
 * which compiles every module of the server and of each plan thread as it loads them
 * (bench/results/ci-time.md). Worker threads of one run may build it side by side: each builds into
 * a folder of its own and the first to rename it into place wins.
 */
function testServerBundle(): Promise<string> {
  bundle ??= (async () => {
    const run = process.env.TEST_RUN_ID;
    const dir = testServerDir(run ?? `pid-${process.pid}`);
    const entry = path.join(dir, 'index.js');
    if (!run) process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    if (fs.existsSync(entry)) return entry;
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const mine = fs.mkdtempSync(`${dir}-`);
    await buildServer(mine);
    try {
      fs.renameSync(mine, dir);
    } catch {
      // Another thread of this run put its bundle there first: the same sources, the same bundle.
      fs.rmSync(mine, { recursive: true, force: true });
    }
    return entry;
  })();
  return bundle;
}

/**
 * Starts the real server (the current sources, bundled: testServerBundle) on a free loopback port and
 * waits until /api/health says it is ready, or the process says it will not be (it exits, loops or
 * sits idle: watchStart). One process, the server itself: a signal reaches it, and a SIGKILL is a
 * real crash.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    entry?: string;
    limits?: StartLimits;
    pollMs?: number;
    waitFor?: 'ok' | 'answer';
    /** Where each try's port comes from (freePort; a test of the retry gives a taken one first). */
    ports?: () => Promise<number>;
  } = {},
): Promise<ServerProcess> {
  // A port the system says is free: a random one collided now and then with a port in use (another
  // server, or a connection's own port in the ephemeral range), and the server exited at its start.
  // Between the probe's close and the server's listen another process may still take it (a parallel
  // test's outgoing connection: seen once in a clean-clone run, EADDRINUSE on 127.0.0.1:42195); the
  // server then exits before it listens, having served nothing, and is started again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(env, options, await (options.ports ?? freePort)());
    } catch (error) {
      if (attempt >= PORT_TRIES || !(error instanceof PortTakenError)) throw error;
    }
  }
}

const PORT_TRIES = 3;
class PortTakenError extends Error {}

async function startOnPort(
  env: Record<string, string>,
  /**
   * `entry`: another compiled server (dist/server/index.js, a baseline) to run, at the production sizing;
   * `limits`: when to give the start up (SERVER_START_LIMITS: CPU time and idleness, not wall time);
   * `pollMs`: how often /api/health is asked while it starts (the start-up bench asks often);
   * `waitFor`: `ok` (ready, the default) or `answer` (listening, maybe still "starting").
   */
  {
    entry,
    limits = SERVER_START_LIMITS,
    pollMs = 150,
    waitFor = 'ok',
  }: { entry?: string; limits?: StartLimits; pollMs?: number; waitFor?: 'ok' | 'answer' },
  port: number,
): Promise<ServerProcess> {
  const args = entry ? [entry] : ['--enable-source-maps', await testServerBundle()];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // One plan thread: tests start many servers, each thread loads the graph and the catalogue
      // (a test that needs the production sizing passes PLAN_THREADS itself). Started with the first
      // plan or search (PLAN_START=on-demand): most of these servers are asked for accounts, bodies and
      // faults, never a plan, and a thread's load and warm-up plan was most of a start's CPU (13.9-15.1
      // CPU-s, bench/results/unit-cpu-2026-12-07d.md). A test that gives PLAN_THREADS tests the plan
      // threads themselves and starts them as production does, unless it says otherwise.
      ...(entry ? {} : { PLAN_THREADS: '1' }),
      ...(entry || env.PLAN_THREADS ? {} : { PLAN_START: 'on-demand' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const watch = watchStart(child.pid ?? 0, limits);
  for (;;) {
    if (child.exitCode !== null) {
      if (/EADDRINUSE/.test(log)) throw new PortTakenError(`port ${port} was taken before the server listened:\n${log}`);
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      // Ready, not only listening: right after a start the server answers 200 "starting" while it
      // loads the catalogue and the road graph, and a test's first requests would wait on that.
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (
        res.ok &&
        (waitFor === 'answer' || ((await res.json()) as { status?: string }).status !== 'starting')
      )
        break;
    } catch {
      // not up yet
    }
    const givenUp = child.exitCode === null ? watch.check() : undefined;
    if (givenUp) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${givenUp}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    url,
    child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Waits until `done()` holds while `server` finishes a start it answers during (its plan threads
 * loading and warming up), and gives up as a start is given up on: when the process exits, loops or
 * sits idle (watchStart), not after a wall-clock time.
 */
export async function untilStarted(
  server: ServerProcess,
  done: () => boolean | Promise<boolean>,
  { limits = SERVER_START_LIMITS, pollMs = 100 }: { limits?: StartLimits; pollMs?: number } = {},
): Promise<void> {
  const watch = watchStart(server.child.pid ?? 0, limits);
  while (!(await done())) {
    if (server.child.exitCode !== null) throw new Error(`server exited while starting:\n${server.output()}`);
    const givenUp = watch.check();
    if (givenUp) throw new Error(`server did not finish starting: ${givenUp}\n${server.output()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchStart } from '../../scripts/start-watch';

// A spec that needs the product configured differently from the shared e2e server (its own SMTP
// server, no payments) starts its own server process with these helpers.

/** A spec's own server: its address, its data folder (the outbox is `<dataDir>/outbox`) and how to stop it. */
export type AppServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

// The wall-clock guard a spec's beforeAll puts around its server's start, which a start never reaches:
// whether a start failed is decided on the process's state (watchStart), which a loaded machine does
// not change. A fixed bound did: at load 12 the first attempts of two of these specs failed at 60 s
// and passed on their retry (6 December, bench/results/ci-time.md).
export { SERVER_START_GUARD_MS } from '../../scripts/start-watch';

/**
 * A port for a spec's own server, away from the shared e2e server's (20000-25999) and below Linux's
 * ephemeral range (32768-60999), where a connection's own port could already hold it.
 */
export const randomAppPort = () => 26000 + crypto.randomInt(6000);

/**
 * Starts the compiled server (scripts/start.mjs, as `npm start` does) on 127.0.0.1:`port` with a fresh data folder, SQLite and memory stores
 * (no DATABASE_URL, no REDIS_URL) and `env` on top (a variable set to undefined there is left unset),
 * and waits until /api/ready answers or the process says it will not (it exits, loops or sits idle:
 * watchStart). start.mjs runs the server directly (no process tree of its own), so stop() ends
 * exactly that process, then removes the folder it made. `dataDir`: that folder instead of a fresh one
 * (kept);
 * `showErrors`: the server's standard error goes on to this process's as it comes (the shared server's,
 * for the whole run), not only into the error of a start that failed.
 */
export async function startAppServer(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
  { dataDir: givenDataDir, showErrors = false }: { dataDir?: string; showErrors?: boolean } = {},
): Promise<AppServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `rvtp-e2e-${name}-`));
  let log = '';
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: withoutUnset({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The lowest cost the server accepts: no spec tests the cost, and every sign-up and sign-in hashes
      // (22 ms of CPU a hash at 8, 5 ms at 4).
      BCRYPT_COST: '4',
      // One plan thread: these specs plan at most a trip or two, and every further thread loads its
      // own catalogue at start, on cores the other specs' browsers are using.
      PLAN_THREADS: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    }),
  });
  let ready = false;
  // Kept until the server is ready (for the error of a start that failed), then dropped.
  app.stdout?.on('data', (d: Buffer) => (log += ready ? '' : d.toString()));
  app.stderr?.on('data', (d: Buffer) => {
    if (showErrors) process.stderr.write(d);
    log += ready ? '' : d.toString();
  });

  const stop = async () => {
    if (app.pid && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (app.exitCode === null) app.kill('SIGKILL');
    }
    process.off('exit', killOnExit);
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A runner that ends without stopping it (an error, an interrupted run) leaves no server behind.
  const killOnExit = () => app.kill('SIGKILL');
  process.once('exit', killOnExit);

  const watch = watchStart(app.pid ?? 0);
  for (;;) {
    if (app.exitCode !== null) {
      await stop();
      throw new Error(`Server exited early (${app.exitCode}):\n${log}`);
    }
    try {
      // Ready, not only live: the tests then never run beside the server's start-up load.
      if ((await fetch(`${baseURL}/api/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    const givenUp = app.exitCode === null ? watch.check() : undefined;
    if (givenUp) {
      await stop();
      throw new Error(`Server did not become ready: ${givenUp}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  ready = true;
  log = '';
  return { baseURL, dataDir, stop };
}

/** `env` without the variables set to undefined (and so without the inherited ones of those names). */
function withoutUnset(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

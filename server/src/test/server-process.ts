import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from '../config';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

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

/**
 * Starts the real server (`server/src/index.ts` through tsx's loader) on a free loopback port and
 * waits until /api/health says it is ready. One process, the server itself: a signal reaches it, and a SIGKILL is a real
 * crash (tsx's command line would run the server in a child of its own, which a kill leaves running).
 */
export async function startServerProcess(
  env: Record<string, string>,
  /**
   * `entry`: a compiled server (dist/server/index.js) to run instead, at the production sizing;
   * `pollMs`: how often /api/health is asked while it starts (the start-up bench asks often);
   * `waitFor`: `ok` (ready, the default) or `answer` (listening, maybe still "starting").
   */
  {
    entry,
    readyWithinMs = 60_000,
    pollMs = 150,
    waitFor = 'ok',
  }: { entry?: string; readyWithinMs?: number; pollMs?: number; waitFor?: 'ok' | 'answer' } = {},
): Promise<ServerProcess> {
  // A port the system says is free: a random one collided now and then with a port in use (another
  // server, or a connection's own port in the ephemeral range), and the server exited at its start.
  const port = await freePort();
  const args = entry ? [entry] : ['--import', 'tsx', 'server/src/index.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // One plan thread: tests start many servers, each thread loads the graph and the catalogue
      // (a test that needs the production sizing passes PLAN_THREADS itself).
      ...(entry ? {} : { PLAN_THREADS: '1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
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
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
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

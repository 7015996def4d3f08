import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { processTreeCpuSeconds, watchStart } from './start-watch';

// Real processes: one that spins, one that sleeps, one whose child spins. The watch gives up on each
// by what the process does (its CPU time, its idleness), whatever the wall clock says.

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

const node = (script: string) => {
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  started.push(child);
  return child;
};
const spin = 'for (;;) {}';

/** Asks the watch every 50 ms until it gives up; its reason. */
async function untilGivenUp(watch: ReturnType<typeof watchStart>) {
  for (;;) {
    const reason = watch.check();
    if (reason) return { reason };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('watchStart', () => {
  it('gives a spinning process up once it has used its CPU budget, not before', async () => {
    const child = node(spin);
    const watch = watchStart(child.pid!, { cpuSeconds: 0.5, idleMs: 60_000, fallbackWallMs: 60_000 });
    expect(watch.check()).toBeUndefined();
    const { reason } = await untilGivenUp(watch);
    expect(reason).toMatch(/^not ready after \d+\.\d CPU-s \(limit 0\.5\)$/);
    expect(processTreeCpuSeconds(child.pid!)).toBeGreaterThan(0.5);
  }, 60_000);

  it('gives a process up once it has used no CPU for the idle time, and not while it works', async () => {
    const busy = watchStart(node(spin).pid!, { cpuSeconds: 1000, idleMs: 300, fallbackWallMs: 60_000 });
    const idle = watchStart(node('setTimeout(() => {}, 600_000)').pid!, { cpuSeconds: 1000, idleMs: 300, fallbackWallMs: 60_000 });
    const { reason } = await untilGivenUp(idle);
    expect(reason).toMatch(/^not ready, and no CPU used for \d+ s \(\d+\.\d CPU-s in all\)$/);
    // The spinning one, watched as long: it used CPU all that time.
    expect(busy.check()).toBeUndefined();
  }, 60_000);

  it("counts the CPU of the process's children (a start that builds in a child process)", async () => {
    // The child spins until its parent is gone (then it exits: nothing is left behind).
    const child = `const parent = process.ppid; for (;;) if (process.ppid !== parent) process.exit();`;
    const parent = node(
      `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'ignore' }); setTimeout(() => {}, 600_000);`,
    );
    const watch = watchStart(parent.pid!, { cpuSeconds: 0.5, idleMs: 60_000, fallbackWallMs: 60_000 });
    const { reason } = await untilGivenUp(watch);
    expect(reason).toMatch(/CPU-s \(limit 0\.5\)$/);
  }, 60_000);
});

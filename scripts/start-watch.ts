import fs from 'node:fs';

// How a test decides that a server it started will not become ready, by the process's state and not
// by the wall clock. A start's CPU time is about the same on any machine (a server with one plan
// thread: 8 CPU-s, two: 12, measured 6 December), but its wall time grows with the machine's load
// (27 s and 56 s at load 17-22, so over any fixed bound of a minute at load 20, where a test then
// failed with a server that was only slow). So a start is given up on when the process exits, when
// it has spent many times a start's CPU without becoming ready (it loops), or when it has spent none
// for a long while (it waits on something that will not come): none of these depends on the load.

/** The clock ticks of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux that Node supports). */
const TICKS_PER_SECOND = 100;

/**
 * A process's CPU time (all its threads, user and system, and its children's once it has reaped
 * them), or undefined once it is gone.
 */
function ownCpuSeconds(pid: number): number | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields 14-17 after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The processes `pid`'s threads started and that still run. */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' '))
      .filter((id) => id !== '')
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The CPU seconds used so far by `pid` and the processes under it (a start may build what it lacks in
 * a child process), or undefined where the system has no /proc.
 */
export function processTreeCpuSeconds(pid: number): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let total = 0;
  for (const stack = [pid]; stack.length > 0; ) {
    const next = stack.pop()!;
    total += ownCpuSeconds(next) ?? 0;
    stack.push(...childrenOf(next));
  }
  return total;
}

export type StartLimits = {
  /** CPU seconds (the process and its children) a start may use before it is said to loop. */
  cpuSeconds: number;
  /** How long the process may go without using any CPU before it is said to be stuck. */
  idleMs: number;
  /** Where there is no /proc: a wall-clock bound instead. */
  fallbackWallMs: number;
};

/**
 * Limits for a server start: ten times the CPU of a start with two plan threads (12 CPU-s), and a
 * minute without any CPU, which a runnable process never sees on a loaded machine (at load 20 on two
 * cores it still gets a tenth of a core).
 */
export const SERVER_START_LIMITS: StartLimits = { cpuSeconds: 120, idleMs: 60_000, fallbackWallMs: 180_000 };

/**
 * The wall-clock time a test gives a server's start, in its test or hook timeout: a guard against a
 * run that hangs, not the bound that decides whether the start failed (watchStart is), so that a
 * loaded machine makes a start slow, never a failure. Ten times the longest start measured on a
 * loaded machine (56 s at load 22, two plan threads).
 */
export const SERVER_START_GUARD_MS = 600_000;

/**
 * Watches a starting process: `check()` answers why the start is to be given up on (a sentence for
 * the error), or undefined while it may still become ready. Call it between two looks at readiness.
 */
export function watchStart(pid: number, limits: StartLimits = SERVER_START_LIMITS) {
  const startedAt = Date.now();
  let lastCpu = processTreeCpuSeconds(pid);
  let lastBusyAt = startedAt;
  return {
    check(): string | undefined {
      const now = Date.now();
      const cpu = processTreeCpuSeconds(pid);
      if (cpu === undefined || lastCpu === undefined) {
        return now - startedAt > limits.fallbackWallMs
          ? `not ready after ${limits.fallbackWallMs / 1000} s (no /proc to read its CPU time)`
          : undefined;
      }
      if (cpu > lastCpu) lastBusyAt = now;
      lastCpu = cpu;
      if (cpu > limits.cpuSeconds) return `not ready after ${cpu.toFixed(1)} CPU-s (limit ${limits.cpuSeconds})`;
      if (now - lastBusyAt > limits.idleMs) {
        return `not ready, and no CPU used for ${((now - lastBusyAt) / 1000).toFixed(0)} s (${cpu.toFixed(1)} CPU-s in all)`;
      }
      return undefined;
    },
  };
}

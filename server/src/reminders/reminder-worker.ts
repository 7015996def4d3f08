import type { Logger } from 'pino';
import type { ReminderQueue } from './reminder-queue';
import type { Delivery } from './reminders.service';
import type { ClaimedJob } from './reminder-queue';

/** A claim outlives the slowest send (SMTP gives up after 10 s) many times over. */
export const REMINDER_LEASE_MS = 5 * 60_000;
/** At most this many jobs per poll, so one poll never holds the loop for long. */
const BATCH = 50;

export type ReminderWorker = {
  /** Claims and delivers every due job (up to a batch). Returns how many were claimed. */
  tick(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the poll in flight. */
  stop(): Promise<void>;
};

/**
 * The loop every server instance runs: every `intervalMs` it claims due reminder jobs one at a time
 * and hands each to `deliver`. Instances share the queue's table, and a claim is atomic, so each job
 * goes to one of them; a job whose instance died mid-send is claimed again once its lease runs out.
 */
export function createReminderWorker(opts: {
  queue: ReminderQueue;
  deliver: (job: ClaimedJob) => Promise<Delivery>;
  logger: Logger;
  intervalMs: number;
  /** The current time; tests pass a clock they move. */
  clock?: () => Date;
  leaseMs?: number;
}): ReminderWorker {
  const clock = opts.clock ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? REMINDER_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function tick(): Promise<number> {
    let claimed = 0;
    while (claimed < BATCH) {
      const job = await opts.queue.claim(clock(), leaseMs);
      if (!job) break;
      claimed += 1;
      try {
        const outcome = await opts.deliver(job);
        opts.logger.info({ job: job.id, trip: job.trip_id, kind: job.kind, outcome }, 'Booking reminder job done');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        opts.logger.warn({ job: job.id, err: message }, 'Booking reminder not sent; it will be tried again');
        await opts.queue.fail(job, message, clock());
      }
    }
    return claimed;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          // An unreachable database ends this poll only; the next one tries again.
          opts.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'Reminder poll failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, opts.intervalMs);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

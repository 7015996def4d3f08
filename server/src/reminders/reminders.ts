import type { Logger } from 'pino';
import type { Mailer } from '../auth/mail/mailer';
import type { DatabaseHandle } from '../db/database';
import { createReminderQueue } from './reminder-queue';
import type { ReminderWorker } from './reminder-worker';
import { createReminderWorker } from './reminder-worker';
import type { RemindersService } from './reminders.service';
import { createRemindersService } from './reminders.service';

/** The reminders of one process on a database: the service the routes use and the worker that sends. */
export function createReminders(deps: {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  intervalMs: number;
  /** The current time; only tests pass one. */
  clock?: () => Date;
}): { service: RemindersService; worker: ReminderWorker } {
  const clock = deps.clock ?? (() => new Date());
  const queue = createReminderQueue(deps.database);
  const service = createRemindersService({
    db: deps.database.db,
    queue,
    mailer: deps.mailer,
    clock,
    appUrl: deps.appUrl,
  });
  const worker = createReminderWorker({
    queue,
    deliver: (job) => service.deliver(job),
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    clock,
  });
  return { service, worker };
}

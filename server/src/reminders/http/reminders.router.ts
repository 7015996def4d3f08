import { Router } from 'express';
import { z } from 'zod';
import { stayReminderParamsSchema, tripRemindersInputSchema } from '@shared/schemas/reminders';
import { tripIdSchema } from '@shared/schemas/trip-document';
import type { Authenticators } from '../../auth/http/authenticate';
import { currentUser } from '../../auth/http/authenticate';
import { noStore } from '../../http/security';
import { validate } from '../../http/validate';
import type { RemindersService } from '../reminders.service';

export const reminderParams = z.object({ id: tripIdSchema });
export const stayReminderParams = reminderParams.extend(stayReminderParamsSchema.shape);

/**
 * /api/trip-plans/:id/reminders: the owner reads whether booking-window reminders are on and what
 * they will send, and turns them on (Pro, else 403) or off, for the trip or (…/stays/:day) for the one
 * stay that begins on that day. Another account's trip answers 404.
 */
export function createRemindersRouter(deps: { reminders: RemindersService; auth: Authenticators }) {
  const { reminders, auth } = deps;
  const router = Router();
  router.get('/:id/reminders', noStore, auth.requireAuth, validate({ params: reminderParams }), async (req, res) => {
    res.json(await reminders.get(currentUser(res), String(req.params.id)));
  });
  router.put(
    '/:id/reminders',
    noStore,
    auth.requireAuth,
    validate({ params: reminderParams, body: tripRemindersInputSchema }),
    async (req, res) => {
      const { enabled } = req.body as z.infer<typeof tripRemindersInputSchema>;
      res.json(await reminders.set(currentUser(res), String(req.params.id), enabled));
    },
  );
  router.put(
    '/:id/reminders/stays/:day',
    noStore,
    auth.requireAuth,
    validate({ params: stayReminderParams, body: tripRemindersInputSchema }),
    async (req, res) => {
      const { enabled } = req.body as z.infer<typeof tripRemindersInputSchema>;
      const { day } = stayReminderParams.parse(req.params);
      res.json(await reminders.setStay(currentUser(res), String(req.params.id), day, enabled));
    },
  );
  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import { tripRemindersInputSchema } from '@shared/schemas/reminders';
import { tripIdSchema } from '@shared/schemas/trip-document';
import type { Authenticators } from '../auth/authenticate';
import { currentUser } from '../auth/authenticate';
import { noStore } from '../http/security';
import { validate } from '../http/validate';
import type { RemindersService } from './reminders.service';

export const reminderParams = z.object({ id: tripIdSchema });

/**
 * /api/trip-plans/:id/reminders: the owner reads whether booking-window reminders are on and what
 * they will send, and turns them on (Pro, else 403) or off. Another account's trip answers 404.
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
  return router;
}

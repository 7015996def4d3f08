import { Router } from 'express';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { stayReminderParamsSchema, tripRemindersInputSchema } from '@shared/schemas/reminders';
import { tripIdSchema } from '@shared/schemas/trip-document';
import type { Authenticators } from '../../auth/http/authenticate';
import { currentUser } from '../../auth/http/authenticate';
import type { UserRow } from '../../auth/users.repository';
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
  // Both switches take the same body; `turn` applies it to what the path names (the trip or one stay).
  const putSwitch = <P extends ZodType>(
    path: string,
    params: P,
    turn: (user: UserRow, params: z.infer<P>, enabled: boolean) => Promise<unknown>,
  ) =>
    router.put(
      path,
      noStore,
      auth.requireAuth,
      validate({ params, body: tripRemindersInputSchema }),
      async (req, res) => {
        const { enabled } = req.body as z.infer<typeof tripRemindersInputSchema>;
        // validate() has replaced the raw params with the parsed ones.
        res.json(await turn(currentUser(res), req.params as z.infer<P>, enabled));
      },
    );
  putSwitch('/:id/reminders', reminderParams, (user, { id }, enabled) => reminders.set(user, id, enabled));
  putSwitch('/:id/reminders/stays/:day', stayReminderParams, (user, { id, day }, enabled) =>
    reminders.setStay(user, id, day, enabled),
  );
  return router;
}

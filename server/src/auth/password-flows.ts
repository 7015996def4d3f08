import crypto from 'node:crypto';
import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK_MESSAGE } from '@shared/schemas/auth';
import type { AuthResponse } from '@shared/schemas/user';
import { HttpError } from '../http/errors';
import type { AuthKit } from './auth-kit';
import { SESSION_EXPIRED_MESSAGE, WRONG_PASSWORD_MESSAGE } from './auth-kit';
import { accountCeilingMail } from './mail/account-ceiling-mail';
import type { MailMessage } from './mail/mailer';
import { resetPasswordMail } from './mail/reset-password-mail';
import {
  consumeResetTokens,
  createResetToken,
  deleteStaleResetTokens,
  findUsableResetToken,
  hashResetToken,
  revokeResetTokens,
} from './password-reset.repository';
import type { UserRow } from './users.repository';
import { bumpTokenVersion, findUserByEmail, findUserById, updatePassword } from './users.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Forgotten passwords, resets, password changes and signing out everywhere. A reset, a change and
 * signing out everywhere each end every session and every reset link issued before them.
 */
export function passwordFlows(kit: AuthKit) {
  const { db, config, mailer, logger } = kit;

  /** Issues a reset link for `row` and mails it in the message `compose` makes. */
  async function mailResetLink(row: UserRow, compose: (to: string, name: string, url: string) => MailMessage, what: string) {
    const token = crypto.randomBytes(32).toString('base64url');
    await createResetToken(db, row.id, hashResetToken(token), RESET_TOKEN_TTL_MS);
    const resetUrl = `${config.appUrl}/reset-password?token=${token}`;
    // Not awaited: a slow mail server must not make known addresses answer slower than unknown ones.
    mailer
      .send(compose(row.email, row.first_name || row.username, resetUrl))
      .catch((err: unknown) => logger.error({ err, userId: row.id }, `Could not send the ${what} mail`));
    deleteStaleResetTokens(db).catch((err: unknown) => logger.warn({ err }, 'Could not delete stale reset tokens'));
  }

  return {
    /** Always the same answer; the link goes only to the mailbox, never into the response. */
    async forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
      const row = await findUserByEmail(db, input.email);
      if (row) await mailResetLink(row, resetPasswordMail, 'password reset');
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /** The owner's notice that failed sign-ins passed the account-wide ceiling, with a reset link. */
    async noticeAccountCeiling(userId: string): Promise<void> {
      const row = await findUserById(db, userId);
      if (row) await mailResetLink(row, accountCeilingMail, 'failed sign-in notice');
      logger.warn({ userId }, 'Failed sign-ins passed the account-wide ceiling: the owner is mailed a notice');
    },

    /** `userId` is for the router (the device cookie), never sent. */
    async resetPassword(input: ResetPasswordInput): Promise<{ message: string; userId: string }> {
      // The token is checked before the costly hash, so bogus resets cost a lookup, not a bcrypt run.
      if (!(await findUsableResetToken(db, hashResetToken(input.token)))) {
        throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
      }
      const passwordHash = await kit.hashPassword(input.newPassword);
      const done = await db.transaction().execute(async (trx) => {
        const token = await findUsableResetToken(trx, hashResetToken(input.token));
        if (!token) return false;
        if (!(await consumeResetTokens(trx, token))) return false;
        // The token version bump signs out every session issued before the reset.
        return (await updatePassword(trx, token.user_id, passwordHash)) ? token.user_id : undefined;
      });
      if (!done) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
      return { message: 'Your password has been reset. You can now sign in with your new password.', userId: done };
    },

    /** Returns a fresh session: the change signs out every other session, this one continues. */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<AuthResponse> {
      const row = await kit.requireUser(userId);
      if (!(await kit.passwordMatches(input.currentPassword, row.password_hash))) {
        throw new HttpError(400, WRONG_PASSWORD_MESSAGE);
      }
      const passwordHash = await kit.hashPassword(input.newPassword);
      const updated = await db.transaction().execute(async (trx) => {
        await revokeResetTokens(trx, userId);
        return updatePassword(trx, userId, passwordHash);
      });
      if (!updated) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      return kit.issue(updated);
    },

    /** Sign out everywhere: every session token and reset link issued so far stops working. */
    async signOutEverywhere(userId: string): Promise<void> {
      const done = await db.transaction().execute(async (trx) => {
        await revokeResetTokens(trx, userId);
        return bumpTokenVersion(trx, userId);
      });
      if (!done) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    },
  };
}

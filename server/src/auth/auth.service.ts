import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from '@shared/schemas/auth';
import { FORGOT_PASSWORD_MESSAGE, INVALID_CREDENTIALS_MESSAGE, INVALID_RESET_LINK_MESSAGE } from '@shared/schemas/auth';
import type { AuthResponse, User } from '@shared/schemas/user';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './password/password-hasher';
import { resetPasswordMail } from './mail/reset-password-mail';
import {
  consumeResetTokens,
  createResetToken,
  deleteStaleResetTokens,
  findUsableResetToken,
  hashResetToken,
} from './password-reset.repository';
import { signToken } from './tokens';
import type { UserRow } from './users.repository';
import {
  bumpTokenVersion,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  isUniqueViolation,
  toPublicUser,
  updatePassword,
  updateUserNames,
} from './users.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const BCRYPT_MAX_BYTES = 72;
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';

export type AuthServiceDeps = {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'bcryptCost' | 'appUrl'>;
  mailer: Mailer;
  logger: Logger;
  /** bcrypt in a worker pool, off the event loop. */
  passwords: PasswordHasher;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, mailer, logger, passwords }: AuthServiceDeps) {
  // Unknown users are compared against this hash so they take as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => {
    dummyHash ??= passwords.hash(crypto.randomBytes(16).toString('hex'), config.bcryptCost);
    // A failed first attempt (a full queue) must not stay cached.
    dummyHash.catch(() => (dummyHash = undefined));
    return dummyHash;
  };

  const issue = (row: UserRow): AuthResponse => ({
    token: signToken(config.jwtSecret, row.id, row.token_version),
    user: toPublicUser(row),
  });

  /** bcrypt reads only 72 bytes; a longer candidate never matches, but still costs a full compare. */
  async function passwordMatches(password: string, hash: string): Promise<boolean> {
    const tooLong = Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES;
    const ok = await passwords.compare(tooLong ? password.slice(0, 8) : password, hash);
    return ok && !tooLong;
  }

  const hashPassword = (password: string) => passwords.hash(password, config.bcryptCost);

  async function requireUser(id: string): Promise<UserRow> {
    const row = await findUserById(db, id);
    if (!row) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    return row;
  }

  return {
    async register(input: RegisterInput): Promise<AuthResponse> {
      if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
      if (await findUserByUsername(db, input.username)) throw new HttpError(409, USERNAME_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await createUser(db, {
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        return issue(row);
      } catch (error) {
        // Two registrations racing for the same email or username: the unique index decides.
        if (!isUniqueViolation(error)) throw error;
        if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
        throw new HttpError(409, USERNAME_TAKEN_MESSAGE);
      }
    },

    /**
     * `beforeCompare` runs after the account is looked up and before any hashing: the rate limits are
     * consumed there, keyed by the account whatever identifier was typed.
     */
    async login(input: LoginInput, beforeCompare?: (row: UserRow | undefined) => Promise<void>): Promise<AuthResponse> {
      const row = await findUserByLogin(db, input.emailOrUsername);
      await beforeCompare?.(row);
      const ok = await passwordMatches(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      return issue(row);
    },

    async me(userId: string): Promise<User> {
      return toPublicUser(await requireUser(userId));
    },

    /** Always the same answer; the link goes only to the mailbox, never into the response. */
    async forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
      const row = await findUserByEmail(db, input.email);
      if (row) {
        const token = crypto.randomBytes(32).toString('base64url');
        await createResetToken(db, row.id, hashResetToken(token), RESET_TOKEN_TTL_MS);
        const resetUrl = `${config.appUrl}/reset-password?token=${token}`;
        // Not awaited: a slow mail server must not make known addresses answer slower than unknown ones.
        mailer
          .send(resetPasswordMail(row.email, row.first_name || row.username, resetUrl))
          .catch((err: unknown) => logger.error({ err, userId: row.id }, 'Could not send the password reset mail'));
        deleteStaleResetTokens(db).catch((err: unknown) => logger.warn({ err }, 'Could not delete stale reset tokens'));
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
      // The token is checked before the costly hash, so bogus resets cost a lookup, not a bcrypt run.
      if (!(await findUsableResetToken(db, hashResetToken(input.token)))) {
        throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const done = await db.transaction().execute(async (trx) => {
        const token = await findUsableResetToken(trx, hashResetToken(input.token));
        if (!token) return false;
        if (!(await consumeResetTokens(trx, token))) return false;
        // The token version bump signs out every session issued before the reset.
        return (await updatePassword(trx, token.user_id, passwordHash)) !== undefined;
      });
      if (!done) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      const row = await updateUserNames(db, userId, input);
      if (!row) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      return toPublicUser(row);
    },

    /** Returns a fresh session: the change signs out every other session, this one continues. */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<AuthResponse> {
      const row = await requireUser(userId);
      if (!(await passwordMatches(input.currentPassword, row.password_hash))) {
        throw new HttpError(400, WRONG_PASSWORD_MESSAGE);
      }
      const updated = await updatePassword(db, userId, await hashPassword(input.newPassword));
      if (!updated) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      return issue(updated);
    },

    /** Sign out everywhere: every session token issued so far stops working. */
    async signOutEverywhere(userId: string): Promise<void> {
      if (!(await bumpTokenVersion(db, userId))) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    },

    async deleteAccount(userId: string, input: DeleteAccountInput): Promise<void> {
      const row = await requireUser(userId);
      if (!(await passwordMatches(input.password, row.password_hash))) {
        throw new HttpError(400, 'Password is incorrect');
      }
      await deleteUser(db, userId);
      logger.info({ userId }, 'Account deleted');
    },
  };
}

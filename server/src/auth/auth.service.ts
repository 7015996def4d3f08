import type { DeleteAccountInput, LoginInput, RegisterInput, UpdateProfileInput } from '@shared/schemas/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/schemas/auth';
import type { AuthResponse, User } from '@shared/schemas/user';
import { HttpError } from '../http/errors';
import type { AuthServiceDeps } from './auth-kit';
import { SESSION_EXPIRED_MESSAGE, createAuthKit } from './auth-kit';
import { passwordFlows } from './password-flows';
import type { UserRow } from './users.repository';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserByLogin,
  findUserByUsername,
  isUniqueViolation,
  toPublicUser,
  updateUserNames,
} from './users.repository';

/**
 * A taken email: the answer does not say that the email has an account (usernames are public, so a
 * taken username is named). Registration signs in at once, so a refusal cannot look like a success.
 */
export const EMAIL_TAKEN_MESSAGE =
  'An account could not be created with these details. If you already have an account, sign in or reset your password.';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

export type AuthService = ReturnType<typeof createAuthService>;

/** Accounts and sessions; the password flows (reset, change, sign out everywhere) in passwordFlows. */
export function createAuthService(deps: AuthServiceDeps) {
  const kit = createAuthKit(deps);
  const { db, logger } = kit;

  return {
    async register(input: RegisterInput): Promise<AuthResponse> {
      // Hashed first, so a taken email answers after the same work as a new account.
      const passwordHash = await kit.hashPassword(input.password);
      if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
      if (await findUserByUsername(db, input.username)) throw new HttpError(409, USERNAME_TAKEN_MESSAGE);
      try {
        const row = await createUser(db, {
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        return kit.issue(row);
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
      const ok = await kit.passwordMatches(input.password, row?.password_hash ?? (await kit.getDummyHash()));
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      return kit.issue(row);
    },

    async me(userId: string): Promise<User> {
      return toPublicUser(await kit.requireUser(userId));
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      const row = await updateUserNames(db, userId, input);
      if (!row) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      return toPublicUser(row);
    },

    async deleteAccount(userId: string, input: DeleteAccountInput): Promise<void> {
      const row = await kit.requireUser(userId);
      if (!(await kit.passwordMatches(input.password, row.password_hash))) {
        throw new HttpError(400, 'Password is incorrect');
      }
      await deleteUser(db, userId);
      logger.info({ userId }, 'Account deleted');
    },

    ...passwordFlows(kit),
  };
}

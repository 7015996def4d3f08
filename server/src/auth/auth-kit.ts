import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { AuthResponse } from '@shared/schemas/user';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './password/password-hasher';
import { signToken } from './core/tokens';
import type { UserRow } from './users.repository';
import { findUserById, toPublicUser } from './users.repository';

const BCRYPT_MAX_BYTES = 72;
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export type AuthServiceDeps = {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'bcryptCost' | 'appUrl'>;
  mailer: Mailer;
  logger: Logger;
  /** bcrypt in a worker pool, off the event loop. */
  passwords: PasswordHasher;
};

/** What the parts of the auth service share: sessions, password hashing and comparing. */
export function createAuthKit(deps: AuthServiceDeps) {
  const { db, config, passwords } = deps;
  // Unknown users are compared against this hash so they take as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => {
    dummyHash ??= passwords.hash(crypto.randomBytes(16).toString('hex'), config.bcryptCost);
    // A failed first attempt (a full queue) must not stay cached.
    dummyHash.catch(() => (dummyHash = undefined));
    return dummyHash;
  };

  return {
    ...deps,
    getDummyHash,
    issue: (row: UserRow): AuthResponse => ({
      token: signToken(config.jwtSecret, row.id, row.token_version),
      user: toPublicUser(row),
    }),
    /** bcrypt reads only 72 bytes; a longer candidate never matches, but still costs a full compare. */
    async passwordMatches(password: string, hash: string): Promise<boolean> {
      const tooLong = Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES;
      const ok = await passwords.compare(tooLong ? password.slice(0, 8) : password, hash);
      return ok && !tooLong;
    },
    hashPassword: (password: string) => passwords.hash(password, config.bcryptCost),
    async requireUser(id: string): Promise<UserRow> {
      const row = await findUserById(db, id);
      if (!row) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      return row;
    },
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;

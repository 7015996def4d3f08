import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { verifyToken } from '../core/tokens';
import type { UserRow } from '../users.repository';
import { findUserById } from '../users.repository';

declare module 'express-serve-static-core' {
  interface Locals {
    user?: UserRow;
  }
}

const INVALID = 'Your session has expired. Please sign in again.';

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)$/i.exec(header.trim());
  return match ? match[1] : '';
}

/**
 * Brings a signed-in user up to date before the request sees it (the app passes billing's: a
 * cancelled or unpaid subscription returns the user to free once its period has ended).
 */
export type RefreshUser = (user: UserRow, now: Date) => Promise<UserRow>;

export interface AuthenticatorOptions {
  db: Db;
  secret: string;
  now?: () => Date;
  refreshUser?: RefreshUser;
}

async function resolveUser(opts: AuthenticatorOptions, token: string): Promise<UserRow | null> {
  const claims = verifyToken(opts.secret, token);
  if (!claims) return null;
  const user = await findUserById(opts.db, claims.sub);
  // A deleted user, or a token issued before a password reset or change, is refused.
  if (!user || user.token_version !== claims.tv) return null;
  const now = opts.now ?? (() => new Date());
  return opts.refreshUser ? opts.refreshUser(user, now()) : user;
}

export type Authenticators = {
  /** 401 unless a valid bearer token of an existing user is sent; the user goes to res.locals.user. */
  requireAuth: RequestHandler;
  /** Sets res.locals.user when a valid token is sent; anonymous otherwise. A bad token is still 401. */
  optionalAuth: RequestHandler;
};

/** Made once by the app and handed to every router that needs a signed-in user. */
export function createAuthenticators(opts: AuthenticatorOptions): Authenticators {
  return {
    requireAuth: async (req, res, next) => {
      const token = bearer(req);
      if (!token) throw new HttpError(401, 'Authentication required');
      const user = await resolveUser(opts, token);
      if (!user) throw new HttpError(401, INVALID);
      res.locals.user = user;
      next();
    },
    optionalAuth: async (req, res, next) => {
      const token = bearer(req);
      if (token === null) return next();
      const user = token ? await resolveUser(opts, token) : null;
      if (!user) throw new HttpError(401, INVALID);
      res.locals.user = user;
      next();
    },
  };
}

/**
 * The user of a validly signed session token, without a database read: a key for limits and fair
 * shares, not an authorization (a deleted user's or a revoked token still names its user).
 */
export function tokenAccount(secret: string, req: Request): string | null {
  const token = bearer(req);
  return token ? (verifyToken(secret, token)?.sub ?? null) : null;
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(res: Response): UserRow {
  const user = res.locals.user;
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}

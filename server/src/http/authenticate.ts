import type { Request, RequestHandler, Response } from 'express';
import type { UserRow } from '../auth/users.repository';
import { findUserById } from '../auth/users.repository';
import { verifyToken } from '../auth/tokens';
import { expireLapsedSubscription } from '../billing/subscription-tier';
import type { Db } from '../db/database';
import { HttpError } from './errors';

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

async function resolveUser(db: Db, secret: string, token: string, now: () => Date): Promise<UserRow | null> {
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const user = await findUserById(db, claims.sub);
  // A deleted user, or a token issued before a password reset or change, is refused.
  if (!user || user.token_version !== claims.tv) return null;
  // A cancelled or unpaid subscription returns the user to free once its period has ended.
  return expireLapsedSubscription(db, user, now());
}

export type Authenticators = {
  /** 401 unless a valid bearer token of an existing user is sent; the user goes to res.locals.user. */
  requireAuth: RequestHandler;
  /** Sets res.locals.user when a valid token is sent; anonymous otherwise. A bad token is still 401. */
  optionalAuth: RequestHandler;
};

export function createAuthenticators(db: Db, secret: string, now: () => Date = () => new Date()): Authenticators {
  return {
    requireAuth: async (req, res, next) => {
      const token = bearer(req);
      if (!token) throw new HttpError(401, 'Authentication required');
      const user = await resolveUser(db, secret, token, now);
      if (!user) throw new HttpError(401, INVALID);
      res.locals.user = user;
      next();
    },
    optionalAuth: async (req, res, next) => {
      const token = bearer(req);
      if (token === null) return next();
      const user = token ? await resolveUser(db, secret, token, now) : null;
      if (!user) throw new HttpError(401, INVALID);
      res.locals.user = user;
      next();
    },
  };
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(res: Response): UserRow {
  const user = res.locals.user;
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}

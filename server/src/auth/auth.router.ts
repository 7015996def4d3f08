import crypto from 'node:crypto';
import express from 'express';
import type { RequestHandler } from 'express';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
} from '@shared/schemas/auth';
import type * as Auth from '@shared/schemas/auth';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { noStore } from '../http/security';
import type { Limiter, RateLimitStore } from '../http/rate-limit';
import { clientIp, isRejection, retryAfterSeconds, retryMessage } from '../http/rate-limit';
import { validate } from '../http/validate';
import { createAuthService } from './auth.service';
import { currentUser } from './authenticate';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './password/password-hasher';
import { sharedPasswordHasher } from './password/password-hasher';

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
const AUTH_WINDOW_SEC = AUTH_WINDOW_MS / 1000;
/** Failures (or requests, for register and forgot) per account in one window. */
export const AUTH_MAX_PER_ACCOUNT = 10;
/** Failed sign-ins to one account from all addresses together in one window before it is slowed. */
export const ACCOUNT_FAILURE_CEILING = 50;
/** Past the ceiling the account takes one sign-in attempt per this many seconds, from anywhere. */
export const ACCOUNT_PACE_SEC = 5;

/** Identifiers (emails, usernames, reset tokens) are hashed so the limit store never holds them. */
const digest = (value: string) => crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Consumes one point from each limiter in turn, before any password is hashed: parallel requests
 * cannot all pass a check made before the count goes up. The first one over its limit answers 429.
 */
async function consumeAll(checks: Array<[Limiter, string]>, what: string): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!isRejection(rejection)) throw rejection;
      throw new HttpError(
        429,
        retryMessage(rejection.msBeforeNext, what),
        undefined,
        retryAfterSeconds(rejection.msBeforeNext),
      );
    }
  }
}

/** Undoing a point must never fail the request it belongs to. */
const quietly = (work: Promise<unknown>) => work.then(() => undefined, () => undefined);

/** The limits of the auth routes; `perIp` is AUTH_RATE_LIMIT_MAX. */
function authLimiters(rateLimitStore: RateLimitStore, perIp: number) {
  const limiter = (name: string, points: number) =>
    rateLimitStore.limiter({ name: `auth-${name}`, points, durationSec: AUTH_WINDOW_SEC, durable: true });
  // Across all addresses: past the ceiling the account is slowed to one attempt per ACCOUNT_PACE_SEC,
  // never locked, so many addresses cannot buy 10 guesses each and nobody can keep the owner out.
  // A reset link is never limited by the account, so the owner can always take it back.
  const loginByAccount = limiter('login-account', ACCOUNT_FAILURE_CEILING);
  const loginPace = rateLimitStore.limiter({ name: 'auth-login-pace', points: 1, durationSec: ACCOUNT_PACE_SEC, durable: true });
  // One notice to the owner per window, counted in the shared store, whichever instance sees the ceiling.
  const ceilingNotice = limiter('ceiling-notice', 1);
  return {
    registerByIp: limiter('register-ip', perIp),
    registerByEmail: limiter('register-email', AUTH_MAX_PER_ACCOUNT),
    loginByIp: limiter('login-ip', perIp),
    // The library's login protection: consecutive failures counted per account and IP. A lock ends
    // guessing from that address only, so nobody elsewhere can lock the owner out; the account is the
    // user id whatever identifier (email or username, any case) was typed.
    loginByAccountAndIp: limiter('login-account-ip', AUTH_MAX_PER_ACCOUNT),
    loginByAccount,
    passwordByUser: limiter('password-user', AUTH_MAX_PER_ACCOUNT),
    forgotByIp: limiter('forgot-ip', perIp),
    forgotByEmail: limiter('forgot-email', AUTH_MAX_PER_ACCOUNT),
    resetByIp: limiter('reset-ip', perIp),
    resetByToken: limiter('reset-token', AUTH_MAX_PER_ACCOUNT),
    /** `notice` runs at most once per window for an account, when the ceiling is passed. */
    async slowPastCeiling(userId: string, notice: () => Promise<void>): Promise<void> {
      try {
        await loginByAccount.consume(userId);
      } catch (rejection) {
        if (!isRejection(rejection)) throw rejection;
        const first = await ceilingNotice.consume(userId).then(() => true, () => false);
        if (first) await notice();
        await consumeAll([[loginPace, userId]], 'Too many sign-in attempts');
      }
    },
  };
}

export interface AuthRouterDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  /** bcrypt in a bounded worker pool; the process's shared pool when not given. */
  passwords?: PasswordHasher;
  /** 401 unless a signed-in user's token is sent (the app's authenticators). */
  requireAuth: RequestHandler;
}

export function createAuthRouter(deps: AuthRouterDeps) {
  const { config, db, logger, mailer, rateLimitStore, requireAuth } = deps;
  const passwords = deps.passwords ?? sharedPasswordHasher();
  const service = createAuthService({ db, config, mailer, logger, passwords });
  const {
    registerByIp,
    registerByEmail,
    loginByIp,
    loginByAccountAndIp,
    loginByAccount,
    passwordByUser,
    forgotByIp,
    forgotByEmail,
    resetByIp,
    resetByToken,
    slowPastCeiling,
  } = authLimiters(rateLimitStore, config.authRateLimitMax);
  // Every handler's req.body is the value validate() parsed with the shared schema.
  const router = express.Router();
  // Sessions and the account's own details.
  router.use(noStore);

  router.post('/register', validate({ body: registerInputSchema }), async (req, res) => {
    const body: Auth.RegisterInput = req.body;
    await consumeAll(
      [
        [registerByIp, clientIp(req)],
        [registerByEmail, digest(body.email)],
      ],
      'Too many registration attempts',
    );
    res.status(201).json(await service.register(body));
  });

  router.post('/login', validate({ body: loginInputSchema }), async (req, res) => {
    const body: Auth.LoginInput = req.body;
    const ip = clientIp(req);
    let accountKey = '';
    const result = await service.login(body, async (row) => {
      accountKey = `${row ? row.id : `unknown:${digest(body.emailOrUsername)}`}:${ip}`;
      await consumeAll(
        [
          [loginByIp, ip],
          [loginByAccountAndIp, accountKey],
        ],
        'Too many sign-in attempts',
      );
      const notice = (id: string) => () =>
        service.noticeAccountCeiling(id).catch((err: unknown) => logger.error({ err }, 'Could not send the failed sign-in notice'));
      if (row) await slowPastCeiling(row.id, notice(row.id));
    });
    // Only failures count: a correct password gives back the IP's point and clears the account's.
    await Promise.all([
      quietly(loginByIp.reward(ip)),
      quietly(loginByAccountAndIp.delete(accountKey)),
      quietly(loginByAccount.delete(result.user.id)),
    ]);
    res.json(result);
  });

  router.get('/me', requireAuth, async (_req, res) => {
    res.json(await service.me(currentUser(res).id));
  });

  router.patch('/me', requireAuth, validate({ body: updateProfileInputSchema }), async (req, res) => {
    res.json(await service.updateProfile(currentUser(res).id, req.body as Auth.UpdateProfileInput));
  });

  /** Sign out everywhere: bumps the token version, so this and every other session ends. */
  router.post('/logout', requireAuth, async (_req, res) => {
    await service.signOutEverywhere(currentUser(res).id);
    res.status(204).end();
  });

  router.post('/change-password', requireAuth, validate({ body: changePasswordInputSchema }), async (req, res) => {
    const userId = currentUser(res).id;
    await consumeAll([[passwordByUser, userId]], 'Too many password attempts');
    const body: Auth.ChangePasswordInput = req.body;
    const result = await service.changePassword(userId, body);
    await quietly(passwordByUser.delete(userId));
    res.json(result);
  });

  router.delete('/me', requireAuth, validate({ body: deleteAccountInputSchema }), async (req, res) => {
    const userId = currentUser(res).id;
    await consumeAll([[passwordByUser, userId]], 'Too many password attempts');
    const body: Auth.DeleteAccountInput = req.body;
    await service.deleteAccount(userId, body);
    await quietly(passwordByUser.delete(userId));
    res.status(204).end();
  });

  router.post('/forgot-password', validate({ body: forgotPasswordInputSchema }), async (req, res) => {
    const body: Auth.ForgotPasswordInput = req.body;
    await consumeAll(
      [
        [forgotByIp, clientIp(req)],
        [forgotByEmail, digest(body.email)],
      ],
      'Too many password reset requests',
    );
    res.json(await service.forgotPassword(body));
  });

  router.post('/reset-password', validate({ body: resetPasswordInputSchema }), async (req, res) => {
    const body: Auth.ResetPasswordInput = req.body;
    await consumeAll(
      [
        [resetByIp, clientIp(req)],
        [resetByToken, digest(body.token)],
      ],
      'Too many password reset attempts',
    );
    res.json(await service.resetPassword(body));
  });

  return router;
}

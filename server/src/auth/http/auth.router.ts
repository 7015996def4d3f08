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
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { noStore } from '../../http/security';
import type { Limiter, RateLimitStore } from '../../http/rate-limit';
import { clientIp, isRejection, retryAfterSeconds, retryMessage } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { createAuthService } from '../auth.service';
import { currentUser } from './authenticate';
import { deviceKey, readDeviceCookie, setDeviceCookie } from './device-cookie';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from '../password/password-hasher';
import { sharedPasswordHasher } from '../password/password-hasher';

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
const AUTH_WINDOW_SEC = AUTH_WINDOW_MS / 1000;
/** Failures (or requests, for register and forgot) per account in one window. */
export const AUTH_MAX_PER_ACCOUNT = 10;
/** The account-wide window: an hour, opened by its first failure. */
export const ACCOUNT_WINDOW_SEC = 60 * 60;
/**
 * Failed sign-ins evaluated for one account from all untrusted devices together in one window; past
 * it the account is locked to them until the window ends. Windows never overlap, so any 60 minutes
 * see at most two windows' worth: OWASP ASVS's "no more than 100 failed attempts per hour".
 */
export const ACCOUNT_FAILURE_CEILING = 50;
/** Failures allowed to one trusted device (one device cookie) in one account window. */
export const DEVICE_FAILURE_LIMIT = AUTH_MAX_PER_ACCOUNT;
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts on this account. Sign in from a device you have signed in on before, or reset your password.';

/** Identifiers (emails, usernames, reset tokens) are hashed so the limit store never holds them. */
const digest = (value: string) =>
  crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

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
const quietly = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

/** The limits of the auth routes; `perIp` is AUTH_RATE_LIMIT_MAX. */
function authLimiters(rateLimitStore: RateLimitStore, perIp: number) {
  const limiter = (name: string, points: number, durationSec = AUTH_WINDOW_SEC) =>
    rateLimitStore.limiter({ name: `auth-${name}`, points, durationSec, durable: true });
  // Across all untrusted devices and addresses: at most ACCOUNT_FAILURE_CEILING evaluated per window,
  // then the account is locked to them. The owner's trusted devices (device cookies) are counted
  // apart and never locked by it, and a reset link is never limited by the account.
  const loginByAccount = limiter('login-account-hour', ACCOUNT_FAILURE_CEILING, ACCOUNT_WINDOW_SEC);
  const loginByDevice = limiter('login-device', DEVICE_FAILURE_LIMIT, ACCOUNT_WINDOW_SEC);
  // One notice to the owner per window, counted in the shared store, whichever instance sees the ceiling.
  const ceilingNotice = limiter('ceiling-notice-hour', 1, ACCOUNT_WINDOW_SEC);
  return {
    registerByIp: limiter('register-ip', perIp),
    registerByEmail: limiter('register-email', AUTH_MAX_PER_ACCOUNT),
    loginByIp: limiter('login-ip', perIp),
    // The library's login protection: consecutive failures counted per account and IP. A lock ends
    // guessing from that address only; the account is the user id whatever identifier was typed.
    loginByAccountAndIp: limiter('login-account-ip', AUTH_MAX_PER_ACCOUNT),
    loginByAccount,
    loginByDevice,
    passwordByUser: limiter('password-user', AUTH_MAX_PER_ACCOUNT),
    forgotByIp: limiter('forgot-ip', perIp),
    forgotByEmail: limiter('forgot-email', AUTH_MAX_PER_ACCOUNT),
    resetByIp: limiter('reset-ip', perIp),
    resetByToken: limiter('reset-token', AUTH_MAX_PER_ACCOUNT),
    /** True when the trusted device may try (its point is taken); false once it is past its own limit. */
    deviceMayTry: (key: string) =>
      loginByDevice.consume(key).then(
        () => true,
        (rejection: unknown) => {
          if (!isRejection(rejection)) throw rejection;
          return false;
        },
      ),
    /** Takes the account's point; past the ceiling a 429, and `notice` at most once per window. */
    async lockPastCeiling(accountKey: string, notice?: () => Promise<void>): Promise<void> {
      try {
        await loginByAccount.consume(accountKey);
      } catch (rejection) {
        if (!isRejection(rejection)) throw rejection;
        if (
          notice &&
          (await ceilingNotice.consume(accountKey).then(
            () => true,
            () => false,
          ))
        )
          await notice();
        throw new HttpError(
          429,
          ACCOUNT_LOCKED_MESSAGE,
          { code: 'account-locked' },
          retryAfterSeconds(rejection.msBeforeNext),
        );
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
    loginByDevice,
    passwordByUser,
    forgotByIp,
    forgotByEmail,
    resetByIp,
    resetByToken,
    deviceMayTry,
    lockPastCeiling,
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
    const created = await service.register(body);
    setDeviceCookie(req, res, config.jwtSecret, created.user.id);
    res.status(201).json(created);
  });

  router.post('/login', validate({ body: loginInputSchema }), async (req, res) => {
    const body: Auth.LoginInput = req.body;
    const ip = clientIp(req);
    const cookie = readDeviceCookie(req);
    let accountKey = '';
    let account = '';
    let device: string | null = null;
    const result = await service.login(body, async (row) => {
      account = row ? row.id : `unknown:${digest(body.emailOrUsername)}`;
      await consumeAll([[loginByIp, ip]], 'Too many sign-in attempts');
      // A trusted device is counted by its own cookie and never stopped by the account's lock.
      device = row ? deviceKey(config.jwtSecret, cookie, row.id) : null;
      if (device && (await deviceMayTry(device))) return;
      device = null;
      accountKey = `${account}:${ip}`;
      await consumeAll([[loginByAccountAndIp, accountKey]], 'Too many sign-in attempts');
      const notice = (id: string) => () =>
        service
          .noticeAccountCeiling(id)
          .catch((err: unknown) => logger.error({ err }, 'Could not send the failed sign-in notice'));
      await lockPastCeiling(account, row ? notice(row.id) : undefined);
    });
    // Only failures count: a correct password gives back this request's own points, no more, so the
    // owner's sign-ins never hand guessing from elsewhere a fresh allowance.
    await Promise.all([
      quietly(loginByIp.reward(ip)),
      device ? quietly(loginByDevice.reward(device)) : quietly(loginByAccount.reward(account)),
      accountKey ? quietly(loginByAccountAndIp.delete(accountKey)) : undefined,
    ]);
    setDeviceCookie(req, res, config.jwtSecret, result.user.id);
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

  router.post(
    '/change-password',
    requireAuth,
    validate({ body: changePasswordInputSchema }),
    async (req, res) => {
      const userId = currentUser(res).id;
      await consumeAll([[passwordByUser, userId]], 'Too many password attempts');
      const body: Auth.ChangePasswordInput = req.body;
      const result = await service.changePassword(userId, body);
      await quietly(passwordByUser.delete(userId));
      res.json(result);
    },
  );

  router.delete('/me', requireAuth, validate({ body: deleteAccountInputSchema }), async (req, res) => {
    const userId = currentUser(res).id;
    await consumeAll([[passwordByUser, userId]], 'Too many password attempts');
    const body: Auth.DeleteAccountInput = req.body;
    await service.deleteAccount(userId, body);
    await quietly(passwordByUser.delete(userId));
    res.status(204).end();
  });

  passwordResetRoutes(
    router,
    service,
    { forgotByIp, forgotByEmail, resetByIp, resetByToken },
    config.jwtSecret,
  );

  return router;
}

// A forgotten password: the reset link by mail, then the reset with its token; each limited by the
// client's address and by the address or token asked for.
function passwordResetRoutes(
  router: express.Router,
  service: ReturnType<typeof createAuthService>,
  limiters: Pick<
    ReturnType<typeof authLimiters>,
    'forgotByIp' | 'forgotByEmail' | 'resetByIp' | 'resetByToken'
  >,
  jwtSecret: string,
): void {
  const { forgotByIp, forgotByEmail, resetByIp, resetByToken } = limiters;
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
    const { message, userId } = await service.resetPassword(body);
    // The reset proved the mailbox: this browser becomes a trusted device, so a lock cannot keep the
    // owner out right after taking the account back.
    setDeviceCookie(req, res, jwtSecret, userId);
    res.json({ message });
  });
}

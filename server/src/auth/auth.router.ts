import crypto from 'node:crypto';
import express from 'express';
import type { Response } from 'express';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
} from '@shared/schemas/auth';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from '@shared/schemas/auth';
import type { AppDeps } from '../app';
import { createAuthenticators, currentUser } from '../http/authenticate';
import { HttpError } from '../http/errors';
import type { RateLimitStore } from '../http/rate-limit';
import { clientIp, retryMessage } from '../http/rate-limit';
import { validate } from '../http/validate';
import { createAuthService } from './auth.service';

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
/** Failures (or requests, for register and forgot) per account identifier in one window. */
export const AUTH_MAX_PER_ACCOUNT = 10;

type Counter = { key: string; max: number };

/** Identifiers (emails, usernames, reset tokens) are hashed so the limit store never holds them. */
const digest = (value: string) => crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

function createLimiter(store: RateLimitStore, windowMs: number) {
  const tooMany = (res: Response, resetAt: number, what: string): never => {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    throw new HttpError(429, retryMessage(resetAt, what));
  };
  return {
    /** 429 when any counter already reached its maximum; counts nothing. */
    async refuseIfOver(res: Response, counters: Counter[], what: string) {
      for (const c of counters) {
        const current = await store.peek(c.key);
        if (current && current.count >= c.max) tooMany(res, current.resetAt, what);
      }
    },
    /** Counts one failure on every counter. */
    async fail(counters: Counter[]) {
      await Promise.all(counters.map((c) => store.hit(c.key, windowMs)));
    },
    /** Counts this request on every counter; 429 when one goes over its maximum. */
    async consume(res: Response, counters: Counter[], what: string) {
      const hits = await Promise.all(counters.map((c) => store.hit(c.key, windowMs)));
      hits.forEach((hit, i) => {
        if (hit.count > counters[i].max) tooMany(res, hit.resetAt, what);
      });
    },
    reset: (key: string) => store.reset(key),
  };
}

/** Runs `action`; a failure with one of `statuses` is counted before it propagates. */
async function countingFailures<T>(
  limiter: ReturnType<typeof createLimiter>,
  counters: Counter[],
  statuses: number[],
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof HttpError && statuses.includes(error.status)) await limiter.fail(counters);
    throw error;
  }
}

export function createAuthRouter(deps: AppDeps) {
  const { config, database, logger, mailer, rateLimitStore } = deps;
  const service = createAuthService({ db: database.db, config, mailer, logger });
  const { requireAuth } = createAuthenticators(database.db, config.jwtSecret, deps.clock);
  const limiter = createLimiter(rateLimitStore, AUTH_WINDOW_MS);
  const perIp = config.authRateLimitMax;
  // Every handler's req.body is the value validate() parsed with the shared schema.
  const router = express.Router();

  router.post('/register', validate({ body: registerInputSchema }), async (req, res) => {
    const body: RegisterInput = req.body;
    await limiter.consume(
      res,
      [
        { key: `auth:register:ip:${clientIp(req)}`, max: perIp },
        { key: `auth:register:id:${digest(body.email)}`, max: AUTH_MAX_PER_ACCOUNT },
      ],
      'Too many registration attempts',
    );
    res.status(201).json(await service.register(body));
  });

  router.post('/login', validate({ body: loginInputSchema }), async (req, res) => {
    const body: LoginInput = req.body;
    const accountKey = `auth:login:id:${digest(body.emailOrUsername)}`;
    const counters = [
      { key: `auth:login:ip:${clientIp(req)}`, max: perIp },
      { key: accountKey, max: AUTH_MAX_PER_ACCOUNT },
    ];
    await limiter.refuseIfOver(res, counters, 'Too many sign-in attempts');
    const result = await countingFailures(limiter, counters, [401], () => service.login(body));
    await limiter.reset(accountKey);
    res.json(result);
  });

  router.get('/me', requireAuth, async (_req, res) => {
    res.json(await service.me(currentUser(res).id));
  });

  router.patch('/me', requireAuth, validate({ body: updateProfileInputSchema }), async (req, res) => {
    res.json(await service.updateProfile(currentUser(res).id, req.body as UpdateProfileInput));
  });

  router.post('/change-password', requireAuth, validate({ body: changePasswordInputSchema }), async (req, res) => {
    const userId = currentUser(res).id;
    const counters = [{ key: `auth:password:user:${userId}`, max: AUTH_MAX_PER_ACCOUNT }];
    await limiter.refuseIfOver(res, counters, 'Too many password attempts');
    const body: ChangePasswordInput = req.body;
    res.json(await countingFailures(limiter, counters, [400], () => service.changePassword(userId, body)));
  });

  router.delete('/me', requireAuth, validate({ body: deleteAccountInputSchema }), async (req, res) => {
    const userId = currentUser(res).id;
    const counters = [{ key: `auth:password:user:${userId}`, max: AUTH_MAX_PER_ACCOUNT }];
    await limiter.refuseIfOver(res, counters, 'Too many password attempts');
    const body: DeleteAccountInput = req.body;
    await countingFailures(limiter, counters, [400], () => service.deleteAccount(userId, body));
    res.status(204).end();
  });

  router.post('/forgot-password', validate({ body: forgotPasswordInputSchema }), async (req, res) => {
    const body: ForgotPasswordInput = req.body;
    await limiter.consume(
      res,
      [
        { key: `auth:forgot:ip:${clientIp(req)}`, max: perIp },
        { key: `auth:forgot:id:${digest(body.email)}`, max: AUTH_MAX_PER_ACCOUNT },
      ],
      'Too many password reset requests',
    );
    res.json(await service.forgotPassword(body));
  });

  router.post('/reset-password', validate({ body: resetPasswordInputSchema }), async (req, res) => {
    const body: ResetPasswordInput = req.body;
    const counters = [
      { key: `auth:reset:ip:${clientIp(req)}`, max: perIp },
      { key: `auth:reset:id:${digest(body.token)}`, max: AUTH_MAX_PER_ACCOUNT },
    ];
    await limiter.refuseIfOver(res, counters, 'Too many password reset attempts');
    res.json(await countingFailures(limiter, counters, [400], () => service.resetPassword(body)));
  });

  return router;
}

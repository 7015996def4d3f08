import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PlanProvider } from './planner/plan-provider';
import type { Mailer } from './auth/mail/mailer';
import type { PasswordHasher } from './auth/password/password-hasher';
import type { PaymentProvider } from './billing/payment-provider';
import type { PlanExecutor } from './planner/work/plan-executor';
import type { Cache } from './cache';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { RateLimitStore } from './http/rate-limit';
import type { PlacesProvider } from './places/places.provider';
import type { WeatherService } from './weather/weather.service';
import type { StartState } from './health/core/warm-up';

/** Everything the app is built from: the chosen providers, the database, the config. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** Stripe when configured, else the built-in demo checkout. */
  payments: PaymentProvider;
  /** The current time; tests pass a controllable clock. */
  clock?: () => Date;
  /** The reminders' own clock when it differs (the end-to-end test clock); `clock` otherwise. */
  reminderClock?: () => Date;
  /** Outbox files by default, SMTP when SMTP_URL is set. */
  mailer: Mailer;
  cache: Cache;
  weather: WeatherService;
  places: PlacesProvider;
  planProvider: PlanProvider;
  /**
   * Where plans and road routes run: the server's pool of worker threads (index.ts hands the same
   * pool to the AI provider). Absent, road routes run on this thread (the in-process test app).
   */
  plans?: PlanExecutor;
  /** bcrypt in a bounded worker pool; one shared pool per process when not given. */
  passwords?: PasswordHasher;
  /**
   * Where the start-up warm-up stands (everything a plan needs loaded and indexed): /api/health says
   * `starting` until it is ready, and `degraded` if it failed. Absent: ready.
   */
  startState?: () => StartState;
  /** Redis when REDIS_URL is set: /api/health reports it beside the database. */
  redis?: Redis;
  /**
   * How the single-page app is served: a folder holding the production build, or a middleware
   * (Vite in middleware mode during development). Absent: API only.
   */
  spa?: { dir: string } | { middleware: RequestHandler; indexHtml: (url: string) => Promise<string> };
};

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

export const repoRoot = findRepoRoot();

// An empty variable (`FOO=` in .env) means "not set", so every optional field is blank-tolerant.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText.refine((v) => v === undefined || protocols.test(v), { message: hint });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  APP_URL: optionalUrl(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as http://localhost:3000'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// URL (leave unset for SQLite)'),
  REDIS_URL: optionalUrl(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// URL'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  OPENAI_BASE_URL: optionalUrl(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_/.test(v), {
    message: 'must start with sk_ or rk_',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO_MONTHLY: optionalText,
  STRIPE_PRICE_PRO_YEARLY: optionalText,
  STRIPE_API_BASE: optionalUrl(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalText,
  VITE_MAPBOX_TOKEN: optionalText,
  VITE_GOOGLE_MAPS_KEY: optionalText,
  OPENWEATHER_API_KEY: optionalText,
  VITE_WEATHER_API_KEY: optionalText,
  OPENWEATHER_BASE_URL: optionalUrl(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'),
  RIDB_API_KEY: optionalText,
  NPS_API_KEY: optionalText,
  SMTP_URL: optionalUrl(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalText,
  FUEL_PRICE_PER_GALLON: z.coerce.number().positive().max(20).default(3.6),
  REMINDER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // End-to-end tests only: a file holding the instant the reminders take as now (ignored unless NODE_ENV=test).
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  PLAN_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  PLAN_START: optionalText.pipe(z.enum(['warm', 'loaded', 'on-demand']).optional()),
  OSRM_URL: optionalUrl(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'),
  MAPBOX_ACCESS_TOKEN: optionalText,
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100000).default(1),
  DEMO_CHECKOUT: optionalText.refine((v) => v === undefined || v === 'true' || v === 'false', {
    message: 'must be true or false',
  }),
  TRUST_PROXY: optionalText.refine((v) => v === undefined || parseTrustProxy(v) !== undefined, {
    message: 'must be a hop count (1), true/false, or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal',
  }),
});

/**
 * Which peers may set X-Forwarded-For, in Express's `trust proxy` terms: false (none, the default, so
 * a client can never choose its own IP), a hop count, or a list of addresses and subnets.
 */
export type TrustProxy = boolean | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const v = (raw ?? '').trim();
  if (!v || v === 'false' || v === 'none') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : undefined;
  }
  const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
  const valid = parts.every((p) => namedRanges.has(p) || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p));
  return valid && parts.length > 0 ? parts : undefined;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host?: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  bcryptCost: number;
  /** Per-IP maximum of sign-in failures, registrations, reset requests and reset failures per 15 minutes. */
  authRateLimitMax: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  openaiApiKey?: string;
  openaiModel: string;
  openaiBaseUrl?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripePriceProMonthly: string;
  stripePriceProYearly: string;
  stripeApiBase?: string;
  stripePublishableKey?: string;
  mapboxToken?: string;
  googleMapsKey?: string;
  weatherApiKey?: string;
  weatherApiBase?: string;
  ridbApiKey?: string;
  npsApiKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  fuelPricePerGallon: number;
  /** How often each instance looks for booking-window reminders that are due. */
  reminderPollMs: number;
  /** NODE_ENV=test only: the file the reminders read their clock from (reminders/test-clock.ts). */
  testClockFile?: string;
  /** Worker threads for plans and road routes; unset: one per core (at most 8). */
  planThreads?: number;
  /**
   * When the plan threads start (PLAN_START): `warm`, at start, each planning a long trip before the
   * server is ready; `loaded`, at start without that trip (the first plan runs cold); `on-demand`, at
   * the first plan, road route or catalogue search, which waits for them to load.
   */
  planStart: 'warm' | 'loaded' | 'on-demand';
  osrmUrl?: string;
  mapboxAccessToken?: string;
  rateLimitMultiplier: number;
  /** The built-in demo checkout: on by default except in production, where DEMO_CHECKOUT=true turns it on. */
  demoCheckout: boolean;
  trustProxy: TrustProxy;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** In development a random JWT secret is made once and kept in the data folder, so sign-ins survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: is required when NODE_ENV=production (at least 32 characters)']);
  }
  // E-mailed reset links must point at the public site, never at localhost.
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    throw new ConfigError(['APP_URL: is required when NODE_ENV=production (the public URL, e.g. https://rv.example.com)']);
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? 'var');
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    bcryptCost: e.BCRYPT_COST,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiModel: e.OPENAI_MODEL ?? 'gpt-4o-mini',
    openaiBaseUrl: e.OPENAI_BASE_URL,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripePriceProMonthly: e.STRIPE_PRICE_PRO_MONTHLY ?? 'price_pro_monthly',
    stripePriceProYearly: e.STRIPE_PRICE_PRO_YEARLY ?? 'price_pro_yearly',
    stripeApiBase: e.STRIPE_API_BASE,
    stripePublishableKey: e.VITE_STRIPE_PUBLISHABLE_KEY,
    mapboxToken: e.VITE_MAPBOX_TOKEN,
    googleMapsKey: e.VITE_GOOGLE_MAPS_KEY,
    weatherApiKey: e.OPENWEATHER_API_KEY ?? e.VITE_WEATHER_API_KEY,
    weatherApiBase: e.OPENWEATHER_BASE_URL,
    ridbApiKey: e.RIDB_API_KEY,
    npsApiKey: e.NPS_API_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'RV Trip Planner <no-reply@rvtripplanner.local>',
    fuelPricePerGallon: e.FUEL_PRICE_PER_GALLON,
    reminderPollMs: e.REMINDER_POLL_MS,
    // Never outside tests: a production server's reminders always run on the real time.
    ...(e.NODE_ENV === 'test' && e.TEST_CLOCK_FILE ? { testClockFile: e.TEST_CLOCK_FILE } : {}),
    planThreads: e.PLAN_THREADS,
    planStart: e.PLAN_START ?? 'warm',
    osrmUrl: e.OSRM_URL,
    mapboxAccessToken: e.MAPBOX_ACCESS_TOKEN,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    demoCheckout: e.DEMO_CHECKOUT === 'true' || (e.NODE_ENV !== 'production' && e.DEMO_CHECKOUT !== 'false'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
  };
}

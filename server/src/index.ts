import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import dotenv from 'dotenv';
import { createPlanProvider } from './plan-providers';
import { createApp } from './app';
import type { AppDeps } from './app';
import { createMailer } from './auth/mail/mailer';
import { sharedPasswordHasher } from './auth/password/password-hasher';
import { createPaymentProvider } from './billing/payment-provider';
import { createMemoryCache, createRedisCache } from './cache';
import { ConfigError, loadConfig, repoRoot, type Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { createHttpServer } from './http/http-server';
import {
  createDatabaseRateLimitStore,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  scaleRateLimits,
} from './http/rate-limit';
import { startRateLimitPurge } from './http/rate-limit-purge';
import type { Logger } from 'pino';
import { createLogger } from './logger';
import { createDelegatedPlacesProvider, createPlacesProvider } from './places/places.provider';
import { createPlanPool } from './planner/work/plan-pool';
import { createRedis } from './redis';
import { createReminders } from './reminders/reminders';
import { fileClock } from './reminders/test-clock';
import { createWeatherService } from './weather/weather.service';
import { createWarmUp } from './health/core/warm-up';
import { startupSteps } from './warm-up';

const dev = process.argv.includes('--dev');

// The config from the environment (and .env when there is one); a bad variable stops the start with its message.
function configFromEnv(): Config {
  const envFile = path.join(repoRoot, '.env');
  if (fs.existsSync(envFile)) dotenv.config({ path: envFile, quiet: true });
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      console.error('Fix these variables (see .env.example) and start again.');
      process.exit(1);
    }
    throw error;
  }
}

// The client: Vite's dev server in middleware mode with --dev, else the built files.
async function clientApp(): Promise<{ spa: AppDeps['spa']; closeVite?: () => Promise<void> }> {
  if (!dev) return { spa: { dir: path.join(repoRoot, 'dist/client') } };
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const template = path.join(repoRoot, 'client/index.html');
  return {
    spa: {
      middleware: vite.middlewares,
      indexHtml: async (url) => vite.transformIndexHtml(url, fs.readFileSync(template, 'utf8')),
    },
    closeVite: () => vite.close(),
  };
}

// Says at start when checkout takes no payment: none configured, or the demo checkout in production.
function warnOfPayments(kind: string, config: Config, logger: Logger): void {
  if (kind === 'none') {
    logger.warn(
      'Payments are not configured: set the STRIPE_* variables (or DEMO_CHECKOUT=true for a test-mode checkout)',
    );
  } else if (kind === 'demo' && config.env === 'production') {
    logger.warn('DEMO_CHECKOUT=true: the test-mode checkout makes accounts Pro without payment');
  }
}

async function main() {
  const config = configFromEnv();
  const logger = createLogger(config);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'app.db'),
  });
  await migrateToLatest(database.db);

  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const rateLimitStore = scaleRateLimits(
    // Without Redis the limits live in this process; with it, they fall back to the database while Redis fails.
    redis
      ? createRedisRateLimitStore(
          redis,
          'rl',
          (message) => logger.warn(message),
          createDatabaseRateLimitStore(database),
        )
      : createMemoryRateLimitStore(),
    config.rateLimitMultiplier,
  );
  // The database store's expired rows (a row per address and account counted) go at start and every few minutes.
  const stopPurge = startRateLimitPurge(database, (message, err) => logger.warn({ err }, message));
  const cache = redis ? createRedisCache(redis) : createMemoryCache();
  const weather = createWeatherService({
    apiKey: config.weatherApiKey,
    baseUrl: config.weatherApiBase,
    cache,
  });
  const mailer = createMailer(config, logger);

  const { spa, closeVite } = await clientApp();

  const warn = (message: string, err?: unknown) => logger.warn({ err }, message);
  // Plans, road routes and catalogue searches run in worker threads that load the graph and the
  // catalogue as they start; this thread validates, queues and answers.
  const plans = createPlanPool({
    threads: config.planThreads,
    start: config.planStart === 'on-demand' ? 'on-demand' : 'at-once',
    warmUp: config.planStart === 'warm',
    osrmUrl: config.osrmUrl,
    mapboxAccessToken: config.mapboxAccessToken,
    fuelPricePerGallon: config.fuelPricePerGallon,
  });
  const places = createPlacesProvider(config, { warn, bundled: createDelegatedPlacesProvider(plans) });
  const planProvider = createPlanProvider(config, places, { warn }, plans);
  const payments = createPaymentProvider(config);
  warnOfPayments(payments.kind, config, logger);
  // Only the OpenAI provider's grounding reads the catalogue on this thread.
  const warmUp = createWarmUp(startupSteps(places, plans, Boolean(config.openaiApiKey)));
  const startState = warmUp.state;
  // Only an end-to-end test server (NODE_ENV=test) moves the reminders' time; loadConfig drops the file otherwise.
  const reminderClock = config.testClockFile ? fileClock(config.testClockFile) : undefined;
  if (reminderClock) logger.warn({ file: config.testClockFile }, 'Reminders run on the test clock file');
  const app = createApp({
    config,
    database,
    logger,
    rateLimitStore,
    redis,
    cache,
    weather,
    places,
    planProvider,
    plans,
    mailer,
    payments,
    spa,
    startState,
    reminderClock,
  });
  // Every instance polls the reminder jobs; a claim gives each job to one of them.
  const reminderWorker = createReminders({
    database,
    mailer,
    logger,
    appUrl: config.appUrl,
    intervalMs: config.reminderPollMs,
    clock: reminderClock,
  }).worker;
  reminderWorker.start();
  const server: Server = createHttpServer(app);
  server.listen(config.port, config.host ?? '0.0.0.0', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`RV Trip Planner is running at http://localhost:${port}`);
    console.log(
      `Database: ${database.dialect === 'sqlite' ? path.join(config.dataDir, 'app.db') : 'PostgreSQL'}`,
    );
    // Load and index everything a request needs now, so the first plan or search does not build it;
    // health checks answer meanwhile and say "starting" until it is done.
    const warmStart = Date.now();
    warmUp.start().then(
      () =>
        logger.info(
          { ms: Date.now() - warmStart },
          config.planStart === 'on-demand'
            ? 'Ready; the plan threads start with the first plan or search (PLAN_START=on-demand)'
            : 'Catalogue and road graph loaded, plan threads ready',
        ),
      (err: unknown) =>
        logger.error({ err }, 'Start-up loading failed: what it was loading loads on first use'),
    );
  });

  // Finish in-flight requests, then close the database and Redis.
  shutdownOnSignals(server, logger, async () => {
    stopPurge();
    await closeVite?.();
    await reminderWorker.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    await redis?.quit().catch(() => undefined);
    await sharedPasswordHasher()
      .close()
      .catch(() => undefined);
    await plans.close().catch(() => undefined);
  });
}

// On SIGTERM or SIGINT: stop taking connections, close what `close` closes once the requests in
// flight are answered, and exit (after 10 s at the latest).
function shutdownOnSignals(server: Server, logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Could not start the server:', error instanceof Error ? error.message : error);
  process.exit(1);
});

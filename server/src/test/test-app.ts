import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createPlanProvider } from '../plan-providers';
import type { AppDeps } from '../app';
import { createMemoryCache } from '../cache';
import { createApp } from '../app';
import { createDemoProvider } from '../billing/payment-provider';
import { createMemoryMailer } from '../auth/mail/mailer';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest, openDatabase } from '../db/database';
import { createMemoryRateLimitStore } from '../http/rate-limit';
import { createLogger } from '../logger';
import { createWeatherService } from '../weather/weather.service';
import { createPlacesProvider } from '../places/places.provider';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(os.tmpdir(), `rvtp-test-${crypto.randomBytes(4).toString('hex')}`);
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      BCRYPT_COST: '4',
    }),
    ...overrides,
  };
}

/** A fresh migrated database: SQLite in memory, or its own PostgreSQL schema when `databaseUrl` is given. */

export async function createTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  const database = await openDatabase(
    databaseUrl
      ? {
          databaseUrl,
          pgSchema: `t_${process.env.TEST_RUN_ID ?? 'local'}_${crypto.randomBytes(5).toString('hex')}`,
        }
      : { sqliteFile: ':memory:' },
  );
  // Test files share one PostgreSQL server, each database in its own schema; the migration's look-ups
  // read that schema only (db/own-schema-dialect.ts), so another file's drops cannot fail it.
  await migrateToLatest(database.db);
  return database;
}

export type TestContext = { app: ReturnType<typeof createApp>; deps: AppDeps; close: () => Promise<void> };

/** createApp() exactly as production builds it, on a fresh database, without listening. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const config = overrides.config ?? testConfig();
  const database = overrides.database ?? (await createTestDatabase());
  const cache = overrides.cache ?? createMemoryCache();
  const places = overrides.places ?? createPlacesProvider(config);
  const deps: AppDeps = {
    config,
    database,
    logger: createLogger(config),
    rateLimitStore: createMemoryRateLimitStore(),
    payments: createDemoProvider(),
    // Messages are recorded; a test that reads them passes its own createMemoryMailer().
    mailer: createMemoryMailer(),
    cache,
    weather: createWeatherService({ apiKey: config.weatherApiKey, baseUrl: config.weatherApiBase, cache }),
    places,
    planProvider: createPlanProvider(config, places),
    ...overrides,
  };
  return { app: createApp(deps), deps, close: () => database.close() };
}

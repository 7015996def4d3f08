import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import type { TestContext } from './test-app';
import { createTestApp, createTestDatabase } from './test-app';

/** The databases a suite runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): Array<[string, string | undefined]> {
  const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
  if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);
  return targets;
}

/**
 * Inside a describe block: one app on a fresh database (`databaseUrl`, or SQLite in memory) for the
 * whole block, closed after it. The returned context reads the app once beforeAll has built it.
 */
export function useTestApp(config: Config, databaseUrl?: string): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestApp({ config, database: await createTestDatabase(databaseUrl) });
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestContext => {
    if (!current) throw new Error('The test app is built in beforeAll; use it inside a test.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get deps() {
      return started().deps;
    },
    close: () => started().close(),
  };
}

/** The app served on an ephemeral loopback port, with its base URL; close the server when done. */
export async function listenOnLoopback(
  app: Pick<Express, 'listen'>,
): Promise<{ server: Server; baseUrl: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Inside a describe block: useTestApp's app served on a loopback port for the whole block, and the
 * base URL it answers on (read inside a test), the server closed after the block.
 */
export function useLoopbackApp(config: Config, databaseUrl?: string): { ctx: TestContext; base: () => string } {
  const ctx = useTestApp(config, databaseUrl);
  let server: Server | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    ({ server, baseUrl } = await listenOnLoopback(ctx.app));
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { ctx, base: () => baseUrl };
}

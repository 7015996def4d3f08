import { startAppServer } from './support/app-server';

/**
 * One server for the whole run: the production build (scripts/start.mjs, as `npm start`) on
 * E2E_PORT with the data folder E2E_DATA_DIR (playwright.config.ts sets both, and the workers inherit
 * them). Started here rather than by Playwright's webServer, whose wait for it is a fixed time on the
 * wall clock (a start is 12 CPU-s with two plan threads, 56 s at load 22): startAppServer waits for
 * /api/ready, not /api/health (200 "starting" while the plan threads still load the road graph and
 * the catalogue, and the first specs then ran beside that load), and gives up on the process's state.
 * Stopped once every spec has run.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT);
  const server = await startAppServer(
    'shared',
    port,
    {
      NODE_ENV: 'development',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      // The server's own sizing (a plan thread a core), as in production, unless the run sets one.
      PLAN_THREADS: process.env.PLAN_THREADS,
      // Every spec registers its users from this one IP: lift the per-IP auth limit for the run.
      AUTH_RATE_LIMIT_MAX: '10000',
      // ...and every spec plans from it too: two workers can pass the 20 plans a minute one address
      // may ask for (a 429 there made a steering spec flaky). No spec tests that limit; unit tests do.
      RATE_LIMIT_MULTIPLIER: '20',
    },
    { dataDir: process.env.E2E_DATA_DIR, showErrors: true },
  );
  return () => server.stop();
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { testServerDir } from './server/src/test/server-process';

// PostgreSQL test databases are schemas named t_<run>_<n>, all dropped here once every test file has
// finished (a migration reads only its own schema, db/own-schema-dialect.ts, so this is tidiness).
export function setup() {
  process.env.TEST_RUN_ID ??= crypto.randomBytes(3).toString('hex');
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.TEST_RUN_ID;
  // The server bundle the run's server-starting tests built (server-process.ts), and any half-built one.
  if (run) {
    const bundle = testServerDir(run);
    for (const name of fs.existsSync(path.dirname(bundle)) ? fs.readdirSync(path.dirname(bundle)) : []) {
      if (name.startsWith(path.basename(bundle))) fs.rmSync(path.join(path.dirname(bundle), name), { recursive: true, force: true });
    }
  }
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like $1",
      [`t\\_${run}\\_%`],
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Migration, MigrationProvider } from 'kysely';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/0001-initial';
import * as tripUsage from './migrations/0002-trip-usage';
import * as tripSummary from './migrations/0004-trip-summary';
import * as checkoutTrialEnd from './migrations/0005-checkout-trial-end';
import * as rateLimits from './migrations/0006-rate-limits';
import * as reminderJobs from './migrations/0007-reminder-jobs';
import * as stayReminders from './migrations/0008-stay-reminders';
import { OwnSchemaPostgresDialect } from './own-schema-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** The driver's own connection, for libraries that take one (the database rate limit store). */
  client: { sqlite: SQLite.Database } | { pool: pg.Pool };
  /** Resolves when a trivial query succeeds; rejects when the database is unreachable. */
  check(): Promise<void>;
  close(): Promise<void>;
};

// Migrations are named, not positioned: add a file and a line here; the name decides the order.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-trip-usage': tripUsage,
  '0004-trip-summary': tripSummary,
  '0005-checkout-trial-end': checkoutTrialEnd,
  '0006-rate-limits': rateLimits,
  '0007-reminder-jobs': reminderJobs,
  '0008-stay-reminders': stayReminders,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export type DatabaseOptions = {
  /** postgres://... for PostgreSQL; otherwise SQLite at `sqliteFile` (":memory:" allowed). */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (created when missing); tests give each run its own. */
  pgSchema?: string;
  /** Drop `pgSchema` when the handle is closed (test databases). */
  dropSchemaOnClose?: boolean;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A dropped connection must not crash the process: an idle client's error reaches the pool, a
    // checked-out client's error reaches only the client, so both get a listener. The query in flight
    // fails (the error handler answers 503) and the pool opens fresh connections once the database is back.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      client: { pool },
      check: async () => {
        await sql`select 1`.execute(db);
      },
      close: async () => {
        if (schema && options.dropSchemaOnClose) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db);
        await db.destroy();
      },
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // The database holds password hashes and private trips: owner-only (0600), whatever the umask.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  if (file !== ':memory:') {
    // SQLite gives the -wal and -shm files the database file's mode; set them too for older files.
    for (const extra of [`${file}-wal`, `${file}-shm`]) if (fs.existsSync(extra)) fs.chmodSync(extra, 0o600);
  }
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    client: { sqlite },
    check: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its migration tables across every schema it can see; on PostgreSQL pin them to the
  // connection's own schema so a database holding other schemas (one per test run) does not confuse it.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

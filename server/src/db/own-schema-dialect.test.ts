import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { migrateToLatest, openDatabase } from './database';

// Runs where PostgreSQL is configured (TEST_DATABASE_URL, set by .ci/run); SQLite has one schema only.
const url = process.env.TEST_DATABASE_URL;
const schemaName = (tag: string) => `t_${process.env.TEST_RUN_ID ?? 'local'}_${tag}_${crypto.randomBytes(4).toString('hex')}`;

describe.runIf(url)('introspection of the connection own schema (PostgreSQL)', () => {
  const opened: DatabaseHandle[] = [];
  const open = async (tag: string) => {
    const handle = await openDatabase({ databaseUrl: url, pgSchema: schemaName(tag), dropSchemaOnClose: true });
    opened.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('lists the tables and columns of its own schema only, never another schema', async () => {
    const ours = await open('own');
    const theirs = await open('other');
    await sql`create table visits (id serial primary key, note text not null default '', seen_at text)`.execute(ours.db);
    await sql`create table elsewhere (id integer)`.execute(theirs.db);

    const tables = await ours.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(['visits']);
    const [visits] = tables;
    expect(visits.columns.map((c) => [c.name, c.isNullable, c.hasDefaultValue, c.isAutoIncrementing])).toEqual([
      ['id', false, true, true],
      ['note', false, true, false],
      ['seen_at', true, false, false],
    ]);
    expect((await ours.db.introspection.getSchemas()).map((s) => s.name)).toEqual([visits.schema]);
  });

  it('migrates while another schema drops and adds a column over and over', async () => {
    // Kysely's own introspector called pg_get_serial_sequence() on every schema's columns: a column
    // dropped meanwhile elsewhere failed the migration ('column "x" of relation "y" does not exist').
    const busy = await open('busy');
    await sql`create table churn (id integer, extra integer)`.execute(busy.db);
    let stop = false;
    let churned = 0;
    const churn = (async () => {
      while (!stop) {
        await sql`alter table churn drop column extra`.execute(busy.db);
        await sql`alter table churn add column extra integer`.execute(busy.db);
        churned++;
      }
    })();
    try {
      for (let i = 0; i < 4; i++) {
        const fresh = await open(`mig${i}`);
        await migrateToLatest(fresh.db);
        const names = (await fresh.db.introspection.getTables()).map((t) => t.name);
        expect(names).toContain('trips');
        expect(names).not.toContain('churn');
      }
    } finally {
      stop = true;
      await churn;
    }
    expect(churned).toBeGreaterThan(0);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { migrateToLatest, openDatabase } from './database';

const now = () => new Date().toISOString();

const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);

describe.each(targets)('database on %s', (dialect, url) => {
  it('migrates and stores users and trips', async () => {
    const database = await createTestDatabase(url);
    try {
      expect(database.dialect).toBe(dialect);
      await database.check();
      const id = crypto.randomUUID();
      await database.db
        .insertInto('users')
        .values({
          id,
          email: 'Ann@Example.com',
          email_lower: 'ann@example.com',
          username: 'Ann',
          username_lower: 'ann',
          password_hash: 'x',
          first_name: null,
          last_name: null,
          stripe_customer_id: null,
          subscription_id: null,
          subscription_status: null,
          current_period_end: null,
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      await database.db
        .insertInto('trips')
        .values({ id: 'ABCD1234', owner_id: id, title: 'Trip', data: '{}', created_at: now(), updated_at: now() })
        .execute();
      const user = await database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(user.tier).toBe('free');
      expect(user.token_version).toBe(0);
      const trip = await database.db.selectFrom('trips').selectAll().executeTakeFirstOrThrow();
      expect(trip.version).toBe(1);
      // Case-insensitive uniqueness is enforced through the *_lower columns.
      await expect(
        database.db
          .insertInto('users')
          .values({ ...user, id: crypto.randomUUID(), username_lower: 'other' })
          .execute(),
      ).rejects.toThrow();
      // Deleting a user deletes their trips.
      await database.db.deleteFrom('users').where('id', '=', id).execute();
      expect(await database.db.selectFrom('trips').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('SQLite file database', () => {
  it('uses WAL mode and migrating twice is harmless', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-db-')), 'app.db');
    const first = await openDatabase({ sqliteFile: file });
    await migrateToLatest(first.db);
    await first.close();
    const second = await openDatabase({ sqliteFile: file });
    await migrateToLatest(second.db);
    await second.check();
    await second.close();
    expect(fs.existsSync(`${file}-wal`) || fs.existsSync(file)).toBe(true);
  });
});

import type { Kysely } from 'kysely';

// The database's rate limit counters (rate-limiter-flexible's SQLite and PostgreSQL layout): the limits
// fall back to them while Redis is unreachable, so a lock holds through an outage on every instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}

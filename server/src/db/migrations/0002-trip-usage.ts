import type { Kysely } from 'kysely';

// Trips created per user per calendar month: deleting a trip does not give a free trip back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trip_usage')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('trip_usage_pk', ['user_id', 'month'])
    .execute();
  await db.schema.alterTable('trips').addColumn('origin', 'varchar(10)', (c) => c.notNull().defaultTo('user')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trips').dropColumn('origin').execute();
  await db.schema.dropTable('trip_usage').ifExists().execute();
}

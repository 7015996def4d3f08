import type { Kysely } from 'kysely';

// Booking-window reminders for one stay (reminders are for a trip or a single stay): the stays, by the day
// that begins them, whose owner turned reminders on for that stay alone. Deleting the trip deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stay_reminders')
    .addColumn('trip_id', 'varchar(16)', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stay_reminders_pk', ['trip_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stay_reminders').ifExists().execute();
}

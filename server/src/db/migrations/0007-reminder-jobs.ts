import type { Kysely } from 'kysely';

// Booking-window reminders: which trips have them turned on, and the durable jobs that send them. A
// job is claimed by one instance at a time (reminders/reminder-queue.ts); a claim's lease lets another
// instance take it over when the claimer died before marking it sent. Deleting a trip deletes both.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trip_reminders')
    .addColumn('trip_id', 'varchar(16)', (c) => c.primaryKey().references('trips.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reminder_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('trip_id', 'varchar(16)', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('opens_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .execute();
  // The claim's search: due jobs by time; a trip's jobs for re-planning and the status route.
  await db.schema.createIndex('reminder_jobs_due').on('reminder_jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('reminder_jobs_trip').on('reminder_jobs').columns(['trip_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_jobs').ifExists().execute();
  await db.schema.dropTable('trip_reminders').ifExists().execute();
}

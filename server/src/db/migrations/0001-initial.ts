import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('email_lower', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('tier', 'varchar(10)', (c) => c.notNull().defaultTo('free'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stripe_customer_id', 'varchar(255)')
    .addColumn('subscription_id', 'varchar(255)')
    .addColumn('subscription_status', 'varchar(40)')
    .addColumn('current_period_end', 'varchar(40)')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trips')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts_toward_quota', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trips_owner_created').on('trips').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(10)', (c) => c.notNull())
    .addColumn('price_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('billing', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('customer_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('customer_name', 'varchar(200)')
    .addColumn('current_period_end', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('processed_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kv_cache')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kv_cache', 'processed_events', 'checkout_sessions', 'trips', 'password_reset_tokens', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

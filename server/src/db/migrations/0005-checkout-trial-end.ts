import type { Kysely } from 'kysely';

// When a checkout's free trial ends, so the success page can say it beside the renewal date.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_sessions').addColumn('trial_end', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_sessions').dropColumn('trial_end').execute();
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { summaryColumns } from '../../trips/core/trip-summary';

// The trip list's columns beside each document, so listing reads these and never the documents.
// Existing trips are filled in batches, each document parsed once here and never again by a list.

const COLUMNS: [string, 'text' | 'varchar(40)' | 'varchar(20)' | 'double precision'][] = [
  ['from_location', 'text'],
  ['to_location', 'text'],
  ['departure_date', 'varchar(40)'],
  ['return_date', 'varchar(40)'],
  ['duration', 'varchar(40)'],
  ['rv_type', 'varchar(40)'],
  ['travel_style', 'varchar(40)'],
  ['status', 'varchar(20)'],
  ['plan_distance', 'double precision'],
  ['plan_cost', 'double precision'],
];

const BATCH = 200;

type Row = { id: string; data: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('trips').addColumn(name, sql.raw(type)).execute();
  }
  await db.schema.alterTable('trips').addColumn('has_plan', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable('trips')
    .addColumn('summary_extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // The list's order and cursor: newest first, ties broken by id.
  await db.schema.createIndex('trips_owner_created_id').on('trips').columns(['owner_id', 'created_at', 'id']).execute();

  const trips = db as unknown as Kysely<{ trips: Row & Record<string, unknown> }>;
  let after = '';
  for (;;) {
    const rows = await trips
      .selectFrom('trips')
      .select(['id', 'data'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      let data: { trip?: Record<string, unknown>; aiPlan?: Record<string, unknown> | null } = {};
      try {
        data = JSON.parse(row.data) as typeof data;
      } catch {
        // An unreadable document keeps empty summary columns; reading it shows the problem.
      }
      await trips
        .updateTable('trips')
        .set(summaryColumns(data.trip ?? {}, data.aiPlan ?? null))
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trips_owner_created_id').ifExists().execute();
  for (const name of [...COLUMNS.map(([n]) => n), 'has_plan', 'summary_extra']) {
    await db.schema.alterTable('trips').dropColumn(name).execute();
  }
}

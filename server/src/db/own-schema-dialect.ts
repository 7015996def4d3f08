import type {
  ColumnMetadata,
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  Kysely,
  SchemaMetadata,
  TableMetadata,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, PostgresDialect, sql } from 'kysely';

// Kysely's PostgreSQL introspector (which its Migrator asks whether the migration tables exist) reads
// every schema in the database and calls pg_get_serial_sequence() on each column it finds. When another
// connection drops a schema, a table or a column meanwhile (tests give each file its own schema on one
// server, and one test runs a migration's down()), that call fails with 'column "x" of relation "y" does
// not exist' although nothing of ours changed. The product only ever uses its connection's own schema,
// so this introspector reads that schema alone, from information_schema, and calls no such function.

type ColumnRow = {
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  udt_schema: string | null;
  is_nullable: string | null;
  column_default: string | null;
};

const KYSELY_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows.filter((row) => row.name !== null).map((row) => ({ name: row.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select t.table_name, t.table_type, c.column_name, c.udt_name as data_type, c.udt_schema,
             c.is_nullable, c.column_default
        from information_schema.tables t
        left join information_schema.columns c
          on c.table_schema = t.table_schema and c.table_name = t.table_name
       where t.table_schema = current_schema()
       order by t.table_name, c.ordinal_position`.execute(this.#db);
    const schema = (await this.getSchemas())[0]?.name;
    const tables = new Map<string, { name: string; isView: boolean; schema?: string; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, isView: row.table_type === 'VIEW', schema, columns: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type ?? '',
        dataTypeSchema: row.udt_schema ?? undefined,
        isAutoIncrementing: row.column_default?.startsWith('nextval(') ?? false,
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgresDialect whose introspection (and so the Migrator's look-ups) sees the connection's own schema only. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Logger } from '@sitesage/logger';

export type { Migration } from 'kysely';

/**
 * Runs one service's migrations inside its own schema; the bookkeeping tables live there too, so
 * services migrate independently. Migrations are passed in code (not read from a folder) so the
 * built service carries them. Names sort in the order they must run: `0001-create-users`.
 */
export async function migrateSchema(
  db: Kysely<unknown>,
  { schema, migrations, log }: { schema: string; migrations: Record<string, Migration>; log: Logger },
): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    log.info({ schema, migration: result.migrationName, status: result.status }, 'migration');
  }
  if (error)
    throw error instanceof Error ? error : new Error(`migrations of ${schema} failed`, { cause: error });
}

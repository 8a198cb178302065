import { createLogger } from '@sitesage/logger';
import { createDatabase } from './create-database.js';
import { migrateSchema, type Migration } from './migrate.js';

export type RunMigrationsOptions = {
  schema: string;
  databaseUrl: string;
  logLevel: string;
  migrations: Record<string, Migration>;
};

/**
 * The body of every service's `migrate.js`: bring its schema up to date, then let the process
 * exit (non-zero on failure). The supervisor and the Kubernetes initContainers run it before the
 * service starts.
 */
export async function runMigrations({
  schema,
  databaseUrl,
  logLevel,
  migrations,
}: RunMigrationsOptions): Promise<void> {
  const log = createLogger({ service: `${schema}-migrate`, level: logLevel });
  const db = createDatabase<unknown>({
    url: databaseUrl,
    poolMax: 1,
    log,
    applicationName: `sitesage-${schema}-migrate`,
  });
  try {
    await migrateSchema(db, { schema, migrations, log });
    log.info(`${schema} schema is up to date`);
  } catch (error) {
    log.fatal({ err: error }, `${schema} migration failed`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

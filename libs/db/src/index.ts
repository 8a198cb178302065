export { createDatabase, type CreateDatabaseOptions, type Executor } from './create-database.js';
export { migrateSchema, type Migration } from './migrate.js';
export {
  startEmbeddedPostgres,
  dumpFreshCluster,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres.js';
export { isUniqueViolation } from './unique-violation.js';
export { isDatabaseUnavailable, asUnavailable } from './database-outage.js';
export { databaseHealthCheck } from './database-health.js';
export { runMigrations, type RunMigrationsOptions } from './run-migrations.js';

import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Logger } from '@sitesage/logger';

export type CreateDatabaseOptions = {
  url: string;
  poolMax: number;
  log: Logger;
  /** Name sent to PostgreSQL as application_name, to tell services apart in pg_stat_activity. */
  applicationName: string;
};

/** Either the database or an open transaction: every repository method accepts both. */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

export function createDatabase<DB>({
  url,
  poolMax,
  log,
  applicationName,
}: CreateDatabaseOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    application_name: applicationName,
    // A request waiting longer than this for a connection fails fast (503) instead of piling up.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    log.warn({ err: error }, 'idle database connection lost');
  });
  // The pool listens only to idle clients. A client checked out between two statements (inside a
  // transaction, say) that loses its connection emits 'error' with nobody listening, which would
  // crash the process; its next statement fails anyway ("not queryable", a 503) and the pool drops
  // it on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log.debug({ err: error }, 'database connection lost while checked out');
    });
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

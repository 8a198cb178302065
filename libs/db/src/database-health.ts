import { sql, type Kysely } from 'kysely';

/**
 * The cheapest question PostgreSQL can answer, for health checks: resolves when the database
 * answers, rejects with the driver's error when it cannot (down, restarting, pool exhausted).
 */
export function databaseHealthCheck<DB>(db: Kysely<DB>): () => Promise<void> {
  return async () => {
    await sql`select 1`.execute(db);
  };
}

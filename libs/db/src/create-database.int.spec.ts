import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@sitesage/logger';
import { createDatabase } from './create-database.js';
import { isDatabaseUnavailable } from './database-outage.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const log = createLogger({ service: 'db-test', level: 'silent' });

describe('a service database pool when PostgreSQL goes away', () => {
  it('fails the statement of an open transaction as an outage instead of crashing the process', async () => {
    const server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    const db = createDatabase<unknown>({ url: server.url, poolMax: 2, log, applicationName: 'test' });
    const outcome = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // Between two statements the connection is checked out and idle: nobody listens on it but
      // the pool's own handler. Vitest fails the file on the process-level error this once was.
      await server.stop();
      // Time for the closed socket to reach the client (no assertion depends on how long).
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`select 2`.execute(trx);
    });
    const error = await outcome.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await db.destroy();
  });
});

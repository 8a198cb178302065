import { Writable } from 'node:stream';
import { createDatabase, migrateSchema, type Migration } from '@sitesage/db';
import { createLogger, type Logger } from '@sitesage/logger';
import { startTestPostgres, type TestPostgres } from './test-postgres.js';
import { startTestRedis, type TestRedis } from './test-redis.js';

/** A logger whose JSON lines land in `lines`, so tests can assert on what a service logged. */
export function captureLogs(service: string, lines: string[]): Logger {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger({ service, level: 'debug', destination });
}

export type ServiceStores = { postgres: TestPostgres; redis: TestRedis };

/**
 * What every service's integration harness starts from: a fresh PostgreSQL with the service's
 * schema migrated, and a fresh Redis. The migrations always run; on PGlite the database starts
 * from the run's migrated snapshot, so they only confirm it is up to date.
 */
export async function startServiceStores({
  schema,
  migrations,
  log,
}: {
  schema: string;
  migrations: Record<string, Migration>;
  log: Logger;
}): Promise<ServiceStores> {
  const [postgres, redis] = await Promise.all([
    startTestPostgres({ migrated: { schema, migrations } }),
    startTestRedis(),
  ]);
  const migrator = createDatabase<unknown>({
    url: postgres.url,
    poolMax: 1,
    log,
    applicationName: `${schema}-test-migrate`,
  });
  await migrateSchema(migrator, { schema, migrations, log });
  await migrator.destroy();
  return { postgres, redis };
}

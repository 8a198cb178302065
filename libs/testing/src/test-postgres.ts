import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@sitesage/db';
import { freshClusterTemplate } from './cluster-template.js';
import { migratedClusterSnapshot, type SchemaMigrations } from './migrated-cluster.js';
import { startOutageProxy, type OutageProxy } from './outage-proxy.js';

export type TestPostgres = {
  url: string;
  /**
   * An outage as a crash or `pg_ctl stop -m fast` gives one: open connections end (on a real
   * server with 57P01 admin_shutdown) and new ones are refused, until resume().
   */
  interrupt(): Promise<void>;
  /** The database answers again at the same address, with its data. */
  resume(): Promise<void>;
  /** For good: the outage first (so a service still running sees one), then the data is dropped. */
  stop(): Promise<void>;
};

/**
 * A PostgreSQL with pgvector for one test file. With TEST_DATABASE_URL it creates a fresh database
 * on that server (dropped afterwards); with TEST_USE_TESTCONTAINERS=1 it starts a pgvector/pgvector
 * container; otherwise an in-memory PGlite served over the wire on a free port. Services reach it
 * through a local relay, so a test can take it away and bring it back without touching a server
 * other test files share.
 *
 * `migrated` names the schema the file will migrate: the in-memory PGlite then starts from the
 * run's snapshot of it (see migrated-cluster.ts), so the file's own migration finds nothing to do.
 * The data is still the file's own: a copy, not a shared database.
 */
export async function startTestPostgres({
  migrated,
}: { migrated?: SchemaMigrations } = {}): Promise<TestPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createDatabaseOn(serverUrl);
  if (process.env.TEST_USE_TESTCONTAINERS === '1') return startPostgresContainer();
  const snapshot = migrated ? await migratedClusterSnapshot(migrated) : undefined;
  const embedded = await startEmbeddedPostgres({
    dataDir: 'memory://',
    port: 0,
    template: snapshot ?? (await freshClusterTemplate()),
  });
  return behindProxy(embedded.url, { dropData: () => embedded.stop() });
}

/** Puts the relay in front of `url`; `endSessions` lets a real server say goodbye itself first. */
async function behindProxy(
  url: string,
  { dropData, endSessions }: { dropData: () => Promise<void>; endSessions?: () => Promise<void> },
): Promise<TestPostgres> {
  const direct = new URL(url);
  const proxy: OutageProxy = await startOutageProxy({
    host: direct.hostname,
    port: Number(direct.port || 5432),
  });
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(proxy.port);
  const interrupt = async () => {
    await proxy.refuse();
    await endSessions?.();
    await proxy.cut();
  };
  let stopping: Promise<void> | undefined;
  return {
    url: relayed.toString(),
    interrupt,
    resume: () => proxy.restore(),
    stop: () =>
      (stopping ??= (async () => {
        await interrupt();
        await proxy.stop();
        await dropData();
      })()),
  };
}

async function createDatabaseOn(serverUrl: string): Promise<TestPostgres> {
  const name = `sitesage_test_${randomBytes(6).toString('hex')}`;
  const asAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(async (admin) => {
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  await setup.query('create extension if not exists vector');
  await setup.end();
  return behindProxy(url.toString(), {
    // What the server's own shutdown does to each session: FATAL 57P01 admin_shutdown.
    endSessions: () =>
      asAdmin(async (admin) => {
        await admin.query(
          // The second argument waits until each session has ended (and so has sent its goodbye).
          'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1',
          [name],
        );
      }),
    dropData: () =>
      asAdmin(async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  });
}

async function startPostgresContainer(): Promise<TestPostgres> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('pgvector/pgvector:pg17')
    .withEnvironment({ POSTGRES_PASSWORD: 'test' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const url = `postgres://postgres:test@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('create extension if not exists vector');
  await setup.end();
  return behindProxy(url, {
    dropData: async () => {
      await container.stop();
    },
  });
}

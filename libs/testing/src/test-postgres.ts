import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@sitesage/db';

export type TestPostgres = { url: string; stop(): Promise<void> };

/**
 * A PostgreSQL with pgvector for one test file. With TEST_DATABASE_URL it creates a fresh database
 * on that server (dropped afterwards); with TEST_USE_TESTCONTAINERS=1 it starts a pgvector/pgvector
 * container; otherwise an in-memory PGlite served over the wire on a free port.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createDatabaseOn(serverUrl);
  if (process.env.TEST_USE_TESTCONTAINERS === '1') return startPostgresContainer();
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
  return { url: embedded.url, stop: () => embedded.stop() };
}

async function createDatabaseOn(serverUrl: string): Promise<TestPostgres> {
  const name = `sitesage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  await setup.query('create extension if not exists vector');
  await setup.end();
  return {
    url: url.toString(),
    async stop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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
  return {
    url,
    async stop() {
      await container.stop();
    },
  };
}

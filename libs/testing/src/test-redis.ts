import { spawn } from 'node:child_process';
import { freePort, waitForPort } from './free-port.js';

export type TestRedis = { url: string; port: number; stop(): Promise<void> };

/**
 * A Redis for one test file: the machine's redis-server on a free port, in memory only, with the
 * production eviction policy. TEST_REDIS_URL points at an existing server instead; with
 * TEST_USE_TESTCONTAINERS=1 a redis:7 container is started.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const existing = process.env.TEST_REDIS_URL;
  if (existing)
    return { url: existing, port: Number(new URL(existing).port || 6379), stop: () => Promise.resolve() };
  if (process.env.TEST_USE_TESTCONTAINERS === '1') return startRedisContainer();
  return startRedisServerOn(await freePort());
}

/**
 * The machine's redis-server on `port` (chosen by the caller, e.g. to bring a configured Redis
 * back after an outage), in memory only, with the production eviction policy.
 */
export async function startRedisServerOn(port: number): Promise<TestRedis> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  child.once('error', () => undefined);
  try {
    await waitForPort(port, 5_000);
  } catch {
    child.kill('SIGKILL');
    throw new Error(
      'redis-server did not start: install it (apt-get install redis-server) or set TEST_REDIS_URL',
    );
  }
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startRedisContainer(): Promise<TestRedis> {
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine')
    .withCommand(['redis-server', '--maxmemory-policy', 'noeviction'])
    .withExposedPorts(6379)
    .start();
  const port = container.getMappedPort(6379);
  return {
    url: `redis://${container.getHost()}:${port}`,
    port,
    async stop() {
      await container.stop();
    },
  };
}

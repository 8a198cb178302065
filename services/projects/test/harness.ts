import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { projectsProto, type ProjectsServiceClient } from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import type { Resolver } from '@sitesage/egress';
import { createPromiseClient, type GrpcServer, type PromiseClient } from '@sitesage/grpc';
import { createRedis, projectPurgeQueues } from '@sitesage/queue';
import { captureLogs, startServiceStores } from '@sitesage/testing';
import { loadProjectsConfig } from '../src/config.js';
import { createProjectsContainer } from '../src/container.js';
import type { ProjectsDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import type { PurgeRelay } from '../src/domain/purge/purge-relay.service.js';
import { startProjectsServer } from '../src/server.js';

export type ProjectsHarness = {
  client: PromiseClient<ProjectsServiceClient>;
  /** host:port of the running server. */
  target: string;
  /** Direct access for assertions (rows no RPC shows: tombstones, the outbox). */
  db: Kysely<ProjectsDatabase>;
  redis: Redis;
  /** BullMQ queues of the purge announcements, by name, to read the jobs the service added. */
  queues: Map<string, Queue>;
  /** While true, every purge enqueue fails (a Redis outage or a crash between commit and enqueue). */
  failEnqueue(fail: boolean): void;
  /** The service's own relay. */
  relay: PurgeRelay;
  logs: string[];
  /** An outage: stops Redis under the running service. */
  stopRedis(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Answers names under .test with loopback (or the given table) and every other name as unknown:
 * no test makes a real DNS query. The egress rules still judge every answer.
 */
export function testResolver(table: Record<string, string[]> = {}): Resolver {
  return (hostname) => {
    const answers = table[hostname] ?? (hostname.endsWith('.test') ? ['127.0.0.1'] : undefined);
    if (!answers) {
      return Promise.reject(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
      );
    }
    return Promise.resolve(
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const),
    );
  };
}

/** The real projects server on a free port, against a fresh PostgreSQL and Redis, called over gRPC. */
export async function startProjectsHarness(env: Record<string, string> = {}): Promise<ProjectsHarness> {
  const logs: string[] = [];
  const log = captureLogs('projects', logs);
  const { postgres, redis: redisServer } = await startServiceStores({ schema: 'projects', migrations, log });
  const config = loadProjectsConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisServer.url,
    ...env,
  });

  let enqueueFails = false;
  const container = createProjectsContainer(config, log, {
    lookup: testResolver(),
    wrapProducer: (_queue, producer) => ({
      add: (data, options) =>
        enqueueFails ? Promise.reject(new Error('simulated Redis outage')) : producer.add(data, options),
    }),
  });
  const server: GrpcServer = await startProjectsServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const client = createPromiseClient<ProjectsServiceClient>(
    projectsProto().sitesage.projects.v1.ProjectsService,
    {
      serviceName: 'projects',
      target: `127.0.0.1:${server.port}`,
      deadlineMs: 20_000,
    },
  );
  const db = createDatabase<ProjectsDatabase>({
    url: postgres.url,
    poolMax: 2,
    log,
    applicationName: 'projects-test',
  });
  const redis = createRedis(redisServer.url, 'request');
  const { hostname, port } = new URL(redisServer.url);
  const queues = new Map(
    projectPurgeQueues.map(({ name }) => [
      name,
      new Queue(name, { connection: { host: hostname, port: Number(port) } }),
    ]),
  );

  let redisStopping: Promise<void> | undefined;
  const stopRedis = () => (redisStopping ??= redisServer.stop());

  return {
    client,
    target: `127.0.0.1:${server.port}`,
    db,
    redis,
    queues,
    failEnqueue(fail) {
      enqueueFails = fail;
    },
    relay: container.relay,
    logs,
    stopRedis,
    async stop() {
      client.close();
      await server.shutdown(1_000);
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await container.close();
      redis.disconnect();
      await db.destroy();
      await Promise.all([postgres.stop(), stopRedis()]);
    },
  };
}

let sequence = 0;

/** An owner unique within the run. */
export function newOwner(plan = 'PRO'): { user_id: string; plan: string } {
  sequence += 1;
  return { user_id: `OWNER${process.pid % 1000}X${sequence}`, plan };
}

/** Resolves to the AppError a call failed with (fails the test if it succeeded). */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; field: string | undefined }> {
  try {
    await call;
  } catch (error) {
    const { code, message, field } = error as { code: string; message: string; field?: string };
    return { code, message, field };
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export const notFound = { code: 'NOT_FOUND', message: 'Project not found', field: undefined };

/** Polls until check returns a value (no timing is asserted: it only waits for an event). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the awaited condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

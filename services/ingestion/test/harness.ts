import type { Kysely } from 'kysely';
import { ingestionProto, type IngestionServiceClient, type KnowledgeBase__Output } from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import type { Resolver } from '@sitesage/egress';
import { createPromiseClient, type GrpcServer, type PromiseClient } from '@sitesage/grpc';
import { captureLogs, hashingEmbeddingEnv, startServiceStores, type ServiceStores } from '@sitesage/testing';
import { loadIngestionConfig, type IngestionConfig } from '../src/config.js';
import { createIngestionContainer } from '../src/container.js';
import type { IngestionDatabase } from '../src/db/database.js';
import type { Embedder } from '../src/domain/content/index.js';
import { migrations } from '../src/db/migrations/index.js';
import { startIngestionServer } from '../src/server.js';
import { startIngestionWorkers, type IngestionWorkers } from '../src/worker-container.js';

export const owner = { user_id: 'owner-1', plan: 'PRO' };
export const otherOwner = { user_id: 'owner-2', plan: 'PRO' };

export type IngestionHarness = {
  client: PromiseClient<IngestionServiceClient>;
  db: Kysely<IngestionDatabase>;
  config: IngestionConfig;
  stores: ServiceStores;
  logs: string[];
  /** Starts one more in-process worker (they share the queues like separate processes do). */
  startWorker(): Promise<IngestionWorkers>;
  /** Stops every worker started so far, as a restart of the worker processes does. */
  stopWorkers(): Promise<void>;
  /** Polls the set until `done` says so (or the test times out); returns every state seen. */
  waitFor(
    id: string,
    done: (kb: KnowledgeBase__Output) => boolean,
  ): Promise<{ last: KnowledgeBase__Output; seen: KnowledgeBase__Output[] }>;
  stop(): Promise<void>;
};

/**
 * The real ingestion service over gRPC and `workers` in-process pipeline workers, against a fresh
 * PostgreSQL (pgvector) and Redis. `env` adds configuration, e.g. CRAWL_ALLOW_HOSTS for a fixture site;
 * `lookup` answers host names for the service and every worker instead of the OS resolver;
 * `embedder` replaces the workers' embedder (e.g. to count what they embed).
 */
export async function startIngestionHarness(
  env: Record<string, string> = {},
  {
    workers = 1,
    lookup,
    embedder,
    serviceEmbedder,
  }: {
    workers?: number;
    lookup?: Resolver;
    /** The workers' embedder instead of the configured one. */
    embedder?: Embedder;
    /** The service's (Search, MatchQa, ScoreTexts) instead of the configured one. */
    serviceEmbedder?: Embedder;
  } = {},
): Promise<IngestionHarness> {
  const logs: string[] = [];
  const log = captureLogs('ingestion', logs);
  const stores = await startServiceStores({ schema: 'ingestion', migrations, log });
  const config = loadIngestionConfig({
    DATABASE_URL: stores.postgres.url,
    DATABASE_POOL_MAX: '6',
    REDIS_URL: stores.redis.url,
    // Not about embedding unless the test says so (EMBEDDING_PROVIDER=local in env).
    ...hashingEmbeddingEnv,
    ...env,
  });
  const overrides = { lookup };
  const container = createIngestionContainer(
    config,
    log,
    serviceEmbedder ? { ...overrides, embedder: serviceEmbedder } : overrides,
  );
  const server: GrpcServer = await startIngestionServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const running: IngestionWorkers[] = [];
  const startWorker = async () => {
    const worker = await startIngestionWorkers(
      config,
      log,
      embedder ? { ...overrides, embedder } : overrides,
    );
    running.push(worker);
    return worker;
  };
  for (let i = 0; i < workers; i += 1) await startWorker();
  const client = createPromiseClient<IngestionServiceClient>(
    ingestionProto().sitesage.ingestion.v1.IngestionService,
    { serviceName: 'ingestion', target: `127.0.0.1:${String(server.port)}`, deadlineMs: 30_000 },
  );
  const db = createDatabase<IngestionDatabase>({
    url: stores.postgres.url,
    poolMax: 2,
    log,
    applicationName: 'ingestion-test',
  });

  return {
    client,
    db,
    config,
    stores,
    logs,
    startWorker,
    async stopWorkers() {
      await Promise.all(running.splice(0).map((worker) => worker.close()));
    },
    async waitFor(id, done) {
      const seen: KnowledgeBase__Output[] = [];
      for (;;) {
        const kb = await client.GetKnowledgeBase({ owner, id });
        seen.push(kb);
        if (done(kb)) return { last: kb, seen };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      client.close();
      await Promise.all(running.map((worker) => worker.close()));
      await server.shutdown(1_000);
      await container.close();
      await db.destroy();
      await stores.redis.stop();
      await stores.postgres.stop();
    },
  };
}

export const isFinished = (kb: KnowledgeBase__Output) => kb.status === 'COMPLETED' || kb.status === 'FAILED';

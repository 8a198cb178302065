import type { Redis } from 'ioredis';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import type { DependencyChecks } from '@sitesage/grpc';
import { createEgressPolicy, type Resolver } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import { createRedis } from '@sitesage/queue';
import type { IngestionConfig } from './config.js';
import { createChunksRepository } from './db/chunks.repository.js';
import { createCommonWordsRepository } from './db/common-words.repository.js';
import type { IngestionDatabase } from './db/database.js';
import type { Embedder } from './domain/content/index.js';
import { createEmbedder } from './embedding/index.js';
import { createFilesRepository } from './db/files.repository.js';
import { createKnowledgeBasesRepository } from './db/knowledge-bases.repository.js';
import { createResourcesRepository } from './db/resources.repository.js';
import { createKnowledgeService } from './domain/knowledge/knowledge.service.js';
import type { Transact } from './domain/knowledge/transact.port.js';
import { createSyncStarter } from './domain/sync/start-sync.js';
import { createUploadService } from './domain/knowledge/upload.service.js';
import { createSearchService, unitVectorsKept } from './domain/search/search.service.js';
import { createTextVectorCache } from './domain/search/text-vector.cache.js';
import { createQaService } from './domain/qa/qa.service.js';
import { createQaPairsRepository } from './db/qa-pairs.repository.js';
import type { IngestionServices } from './grpc/ingestion.handlers.js';
import { createScheduler } from './queues/bullmq-scheduler.js';
import { createHostGate } from './redis/host-gate.js';

export type ContainerOverrides = {
  /** Tests answer host names themselves instead of asking the OS resolver. */
  lookup?: Resolver;
  embedder?: Embedder;
};

/**
 * The configured embedder, made on first use and then kept: making it may ask a provider for its
 * width, which must not hold up the service's start. A failed attempt is forgotten, so the next
 * search tries again.
 */
function lazyEmbedder(config: IngestionConfig, log: Logger): () => Promise<Embedder> {
  let pending: Promise<Embedder> | undefined;
  return () => {
    pending ??= createEmbedder(config.embedding, log).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The repositories and connections both the service and the worker process build on. */
export function createStores(config: IngestionConfig, log: Logger, role: 'request' | 'worker') {
  const db = createDatabase<IngestionDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: role === 'request' ? 'sitesage-ingestion' : 'sitesage-ingestion-worker',
  });
  const redis: Redis = createRedis(config.redis.url, role);
  redis.on('error', (error: Error) => {
    log.warn({ err: error }, 'redis connection problem');
  });
  return {
    db,
    redis,
    // The crawl's workers and the sitemap generator share one politeness limit per site.
    hostGate: createHostGate(redis, {
      perHost: config.crawl.hostConcurrency,
      // A slot is held for one fetch (and its render), which the timeouts cap; a slot older than
      // that belongs to a process that died mid-fetch and would otherwise keep the site closed.
      slotTtlMs: config.crawl.pageTimeoutMs + config.render.timeoutMs + 5_000,
    }),
    knowledgeBases: createKnowledgeBasesRepository(db),
    resources: createResourcesRepository(db),
    chunks: createChunksRepository(db),
    commonWords: createCommonWordsRepository(db),
    files: createFilesRepository(db),
  };
}

export type IngestionContainer = {
  services: IngestionServices;
  /** What health watches: the database (gRPC health is NOT_SERVING while it cannot answer). */
  dependencies: DependencyChecks;
  close(): Promise<void>;
};

/** Hand wiring of the gRPC service: no container library, just calls. */
export function createIngestionContainer(
  config: IngestionConfig,
  log: Logger,
  overrides: ContainerOverrides = {},
): IngestionContainer {
  const stores = createStores(config, log, 'request');
  const policy = createEgressPolicy({
    allowHosts: config.egress.allowHosts,
    ...(overrides.lookup ? { lookup: overrides.lookup } : {}),
  });
  const scheduler = createScheduler(stores.redis);
  const transact: Transact = (work) => stores.db.transaction().execute(work);
  const syncs = createSyncStarter({
    transact,
    knowledgeBases: stores.knowledgeBases,
    resources: stores.resources,
    scheduler,
  });
  const knowledge = createKnowledgeService({
    log,
    transact,
    knowledgeBases: stores.knowledgeBases,
    resources: stores.resources,
    files: stores.files,
    scheduler,
    policy,
    pageCap: config.crawl.maxPages,
    syncs,
  });
  const upload = createUploadService({
    transact,
    knowledge,
    knowledgeBases: stores.knowledgeBases,
    resources: stores.resources,
    files: stores.files,
    scheduler,
  });
  const { embedder } = overrides;
  const configured = lazyEmbedder(config, log);
  // The local model takes a second to load (a few the very first time): start now, not on the
  // first visitor's question. Its failure is handled inside (hashing fallback).
  if (!embedder && config.embedding.provider === 'local') void configured().catch(() => undefined);
  // One visitor question goes to MatchQa and then to Search: embedded once, kept for both.
  const textVectors = createTextVectorCache(unitVectorsKept);
  const search = createSearchService({
    log,
    chunks: stores.chunks,
    commonWords: stores.commonWords,
    // The pipeline's embedder, so questions and chunks are vectors of the same model.
    embedder: embedder ? () => Promise.resolve(embedder) : configured,
    textVectors,
  });
  const qa = createQaService({
    log,
    transact,
    knowledgeBases: stores.knowledgeBases,
    qaPairs: createQaPairsRepository(stores.db),
    embedder: embedder ? () => Promise.resolve(embedder) : configured,
    questionVectors: textVectors,
  });
  return {
    services: {
      knowledge,
      upload,
      search,
      qa,
      sitemap: {
        policy,
        hostGate: stores.hostGate,
        timeoutMs: config.crawl.pageTimeoutMs,
        maxBytes: config.crawl.maxPageBytes,
        maxDepth: config.crawl.maxDepth,
      },
    },
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(stores.db) },
    },
    async close() {
      await scheduler.close();
      stores.redis.disconnect();
      await stores.db.destroy();
    },
  };
}

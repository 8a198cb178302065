import type { Worker } from 'bullmq';
import { createEgressPolicy, type EgressPolicy, type Resolver } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { IngestionConfig } from './config.js';
import { createStores } from './container.js';
import type { Embedder } from './domain/content/index.js';
import { createEmbedder, resolveEmbeddingSettings } from './embedding/index.js';
import type { PipelineDeps } from './pipeline/pipeline-deps.js';
import { queueReEmbedding } from './pipeline/re-embed-sweep.js';
import { startReconciler } from './pipeline/reconciler.js';
import { createSyncStarter } from './domain/sync/start-sync.js';
import { startSyncSweep } from './domain/sync/sync-sweep.js';
import { createScheduler } from './queues/bullmq-scheduler.js';
import { startPipelineWorkers } from './workers/pipeline-workers.js';
import { startProjectPurgeWorker } from './workers/project-purge.worker.js';
import { createPageRenderer, isRendererAvailable, type PageRenderer } from './rendering/index.js';

/**
 * Cores one inference of a worker's model uses. On the 500-page fixture site (bench/ingestion-crawl)
 * with the two cores otherwise idle, two threads finished in 53.4 and 48.6 s against 62.0 and
 * 63.3 s for one: one thread spends about a fifth less CPU per chunk, but the model is the crawl's
 * critical path and leaves the second core half idle. When other work shares the cores, one thread
 * did better (75.7 s against 106.6 s), so a worker sharing its machine may want fewer.
 */
const indexingModelThreads = 2;

/**
 * Pages indexed at once. Their chunks wait for the model together and go to it in one message,
 * sorted by length across pages, so they pad less than one page's chunks alone.
 */
const indexConcurrency = 16;

export type WorkerOverrides = { lookup?: Resolver; embedder?: Embedder };

export type IngestionWorkers = {
  /** Finishes the jobs in hand (up to the grace period), then closes connections. */
  close(): Promise<void>;
};

/** The browser for JavaScript-only pages, when configured and installed; pages fail with that reason otherwise. */
async function startRenderer(
  config: IngestionConfig,
  policy: EgressPolicy,
  log: Logger,
): Promise<PageRenderer | undefined> {
  const path = config.render.chromiumPath;
  if (!path) return undefined;
  if (!(await isRendererAvailable(path))) {
    log.warn({ path }, 'no Chromium here: JavaScript-only pages will fail with that reason');
    return undefined;
  }
  return createPageRenderer({
    policy,
    executablePath: path,
    timeoutMs: config.render.timeoutMs,
    maxBytes: config.render.maxBytes,
    maxRequests: config.render.maxRequests,
    maxConcurrentPages: config.render.concurrency,
  });
}

/** Starts every pipeline worker of one ingestion-worker process. */
export async function startIngestionWorkers(
  config: IngestionConfig,
  log: Logger,
  overrides: WorkerOverrides = {},
): Promise<IngestionWorkers> {
  const stores = createStores(config, log, 'worker');
  const scheduler = createScheduler(stores.redis);
  const policy = createEgressPolicy({
    allowHosts: config.egress.allowHosts,
    ...(overrides.lookup ? { lookup: overrides.lookup } : {}),
  });
  const renderer = await startRenderer(config, policy, log);
  const deps: PipelineDeps = {
    log,
    knowledgeBases: stores.knowledgeBases,
    resources: stores.resources,
    chunks: stores.chunks,
    files: stores.files,
    scheduler,
    hostGate: stores.hostGate,
    policy,
    ...(renderer ? { renderer } : {}),
    embedder:
      overrides.embedder ?? (await createEmbedder(config.embedding, log, { threads: indexingModelThreads })),
    limits: {
      maxDepth: config.crawl.maxDepth,
      pageTimeoutMs: config.crawl.pageTimeoutMs,
      maxPageBytes: config.crawl.maxPageBytes,
    },
  };
  const workers: Worker[] = [
    ...startPipelineWorkers(
      deps,
      stores.redis,
      {
        discover: 2,
        fetch: config.crawl.concurrency,
        check: config.crawl.concurrency,
        parse: 1,
        index: indexConcurrency,
        reEmbed: 1,
      },
      config.crawl.jobLockMs,
    ),
    startProjectPurgeWorker({
      connection: stores.redis,
      knowledgeBases: stores.knowledgeBases,
      commonWords: stores.commonWords,
      log,
    }),
  ];
  const reconciler = startReconciler(deps, scheduler);
  const syncs = createSyncStarter({
    transact: (work) => stores.db.transaction().execute(work),
    knowledgeBases: stores.knowledgeBases,
    resources: stores.resources,
    scheduler,
  });
  const syncSweep = startSyncSweep(syncs, log, config.sync.sweepIntervalMs);
  // Re-embed what an earlier model indexed — but not while the configured model failed to load and
  // this process fell back to another: that would turn good vectors into fallback ones.
  if (deps.embedder.model === resolveEmbeddingSettings(config.embedding).model) {
    queueReEmbedding(deps, scheduler).catch((error: unknown) => {
      log.warn({ err: error }, 'could not queue re-embedding; the next worker start tries again');
    });
  }
  return {
    async close() {
      reconciler.stop();
      syncSweep.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await renderer?.close();
      await scheduler.close();
      stores.redis.disconnect();
      await stores.db.destroy();
    },
  };
}

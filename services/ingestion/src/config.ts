import { z } from 'zod';
import {
  databaseVariables,
  grpcServerVariables,
  loadConfig,
  logVariables,
  positiveInt,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';
import { egressVariables } from '@sitesage/egress';
import { embeddingVariables, resolveEmbeddingSettings } from './embedding/embedding.config.js';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('ingestion'),
  database: databaseVariables,
  /** BullMQ: the service queues work, ingestion-worker processes run it. */
  redis: redisVariables,
  egress: egressVariables,
  embedding: embeddingVariables,
  crawl: {
    maxPages: variable(
      'CRAWL_MAX_PAGES',
      positiveInt(500),
      'Most page sources one website or sitemap training set may hold (the plan page cap).',
    ),
    maxDepth: variable(
      'CRAWL_MAX_DEPTH',
      positiveInt(6),
      'Most link hops from the start page a website crawl follows.',
    ),
    concurrency: variable(
      'CRAWL_CONCURRENCY',
      positiveInt(16),
      'Pages one ingestion-worker process fetches at once (across all sites).',
    ),
    hostConcurrency: variable(
      'CRAWL_HOST_CONCURRENCY',
      positiveInt(2),
      'Most requests all workers together make to one site at a time (politeness).',
    ),
    pageTimeoutMs: variable('CRAWL_PAGE_TIMEOUT_MS', positiveInt(30_000), 'Time cap on fetching one page.'),
    workerShutdownGraceMs: variable(
      'CRAWL_WORKER_SHUTDOWN_GRACE_MS',
      positiveInt(45_000),
      'How long an ingestion-worker finishes the jobs in hand after SIGTERM before it exits (they resume on another worker); longer than a page fetch.',
    ),
    jobLockMs: variable(
      'CRAWL_JOB_LOCK_MS',
      positiveInt(30_000),
      'How long an ingestion-worker holds a pipeline job without renewing its claim; a killed worker’s jobs go to another worker about this long after it died (longer than the worker’s busiest pause).',
    ),
    maxPageBytes: variable(
      'CRAWL_MAX_PAGE_BYTES',
      positiveInt(5 * 1024 * 1024),
      'Cap on one decoded page or sitemap; larger ones fail with a reason.',
    ),
  },
  sync: {
    sweepIntervalMs: variable(
      'SYNC_SWEEP_INTERVAL_MS',
      positiveInt(60_000),
      'How often each ingestion-worker looks for website and sitemap sets whose scheduled re-sync is due (the plan sets how often each set syncs).',
    ),
  },
  render: {
    chromiumPath: variable(
      'RENDER_CHROMIUM_PATH',
      z.string().default('/usr/bin/chromium'),
      'Chromium that renders pages showing their content only with JavaScript (every request it makes goes through the egress rules); empty turns rendering off, and such pages then fail with that reason.',
    ),
    timeoutMs: variable(
      'RENDER_TIMEOUT_MS',
      positiveInt(30_000),
      'Time cap on rendering one page in the browser (loading, scripts, settling).',
    ),
    maxBytes: variable(
      'RENDER_MAX_BYTES',
      positiveInt(10 * 1024 * 1024),
      'Cap on everything one rendered page loads (document, scripts, data) and on its final HTML.',
    ),
    maxRequests: variable(
      'RENDER_MAX_REQUESTS',
      positiveInt(50),
      'Most requests one rendered page may make; later ones are refused.',
    ),
    concurrency: variable(
      'RENDER_CONCURRENCY',
      positiveInt(2),
      'Pages one ingestion-worker process renders at once (roughly 100 MB each).',
    ),
  },
};

export type IngestionConfig = ConfigOf<typeof configShape>;

export function loadIngestionConfig(env: NodeJS.ProcessEnv = process.env): IngestionConfig {
  const config = loadConfig(configShape, env);
  // Rules across variables (a provider needing a key) fail at start, not at the first embedding.
  resolveEmbeddingSettings(config.embedding);
  return config;
}

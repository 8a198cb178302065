#!/usr/bin/env node
// Where a website crawl's time goes. The same crawl as bench/ingestion-crawl.bench.mjs (built code,
// embedded PGlite and redis-server in their own processes), but the one pipeline worker runs in
// this process, wired like services/ingestion/src/worker-container.ts with every repository,
// the host gate, the scheduler and the embedder wrapped in timers. Then each database call is
// repeated alone on the filled database: its cost without waiting behind other calls.
//   node bench/ingestion-crawl.profile.mjs [--pages 500] [--host-concurrency 16]
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ingestionProto } from '@sitesage/contracts';
import { createEgressPolicy } from '@sitesage/egress';
import { createPromiseClient } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { startFixtureSite } from '@sitesage/testing';
import { loadIngestionConfig } from '../services/ingestion/dist/config.js';
import { createStores } from '../services/ingestion/dist/container.js';
import { createEmbedder } from '../services/ingestion/dist/embedding/index.js';
import { createHostGate } from '../services/ingestion/dist/redis/host-gate.js';
import { startPipelineWorkers } from '../services/ingestion/dist/workers/pipeline-workers.js';
import { createScheduler } from '../services/ingestion/dist/queues/bullmq-scheduler.js';
import { startIngestionStack } from './ingestion-stack.mjs';
import { processUsage } from './process-usage.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '500' },
    'host-concurrency': { type: 'string', default: '16' },
  },
});
const owner = { user_id: 'bench-owner', plan: 'PRO' };

const site = await startFixtureSite({ pages: Number(values.pages) });
const crawlEnv = { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: values['host-concurrency'] };
const stack = await startIngestionStack({ workers: 0, env: crawlEnv });
const config = loadIngestionConfig({
  DATABASE_URL: stack.databaseUrl,
  REDIS_URL: stack.redisUrl,
  ...crawlEnv,
});
const log = createLogger({ service: 'ingestion-worker', level: 'warn' });

const calls = new Map();
/** `object` with every method timed under `name.method` (time includes waiting for the database). */
const timed = (name, object) =>
  new Proxy(object, {
    get(target, key) {
      const value = target[key];
      if (typeof value !== 'function') return value;
      return async (...args) => {
        const started = performance.now();
        try {
          return await value.apply(target, args);
        } finally {
          const entry = calls.get(`${name}.${String(key)}`) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += performance.now() - started;
          calls.set(`${name}.${String(key)}`, entry);
        }
      };
    },
  });

const stores = createStores(config, log, 'worker');
const scheduler = createScheduler(stores.redis);
const deps = {
  log,
  ...stores,
  knowledgeBases: timed('knowledgeBases', stores.knowledgeBases),
  resources: timed('resources', stores.resources),
  chunks: timed('chunks', stores.chunks),
  scheduler: timed('scheduler', scheduler),
  hostGate: timed('hostGate', createHostGate(stores.redis, { perHost: config.crawl.hostConcurrency })),
  policy: createEgressPolicy({ allowHosts: config.egress.allowHosts }),
  embedder: timed('embedder', await createEmbedder(config.embedding, log, { threads: 1 })),
  limits: {
    maxDepth: config.crawl.maxDepth,
    pageTimeoutMs: config.crawl.pageTimeoutMs,
    maxPageBytes: config.crawl.maxPageBytes,
  },
};
const workers = startPipelineWorkers(deps, stores.redis, {
  discover: 2,
  fetch: config.crawl.concurrency,
  check: config.crawl.concurrency,
  parse: 1,
  index: 16,
  reEmbed: 1,
});
const client = createPromiseClient(ingestionProto().sitesage.ingestion.v1.IngestionService, {
  serviceName: 'ingestion',
  target: stack.grpcTarget,
  deadlineMs: 30_000,
});

try {
  const postgresPid = stack.processes.postgres.pid;
  const postgresBefore = processUsage(postgresPid)?.cpuMs ?? 0;
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const created = await client.CreateKnowledgeBase({
    owner,
    project_id: 'bench-project',
    title: '',
    url: site.origin,
    type: 'WEBSITE',
  });
  let kb = created;
  let nextReport = 2_000;
  while (kb.status !== 'COMPLETED' && kb.status !== 'FAILED') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    kb = await client.GetKnowledgeBase({ owner, id: created.id });
    if (performance.now() - started >= nextReport) {
      nextReport += 2_000;
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s: ${kb.pages_done}/${kb.pages_total} ` +
          `done, page-fetch ${await queued('ingestion.page-fetch')}, embed-index ${await queued('ingestion.embed-index')}, ` +
          `${site.totalHits()} requests so far`,
      );
    }
  }
  const wallS = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const postgresS = ((processUsage(postgresPid)?.cpuMs ?? 0) - postgresBefore) / 1000;
  console.log(
    `${kb.status}: ${kb.pages_total} pages in ${wallS.toFixed(1)} s; CPU: PGlite process ` +
      `${postgresS.toFixed(1)} s (${Math.round((100 * postgresS) / wallS)} % of one core), worker + fixture ` +
      `site ${((own.user + own.system) / 1e6).toFixed(1)} s`,
  );
  console.log('\nduring the crawl (time per call includes waiting for the database):');
  for (const [name, { count, ms }] of [...calls].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `  ${name.padEnd(34)} ${String(count).padStart(5)} calls ${(ms / 1000).toFixed(1).padStart(6)} s ` +
        `${(ms / count).toFixed(1).padStart(7)} ms each`,
    );
  }

  await Promise.all(workers.map((worker) => worker.close()));
  await soloCosts(created.id, postgresPid);
} finally {
  client.close();
  await Promise.all(workers.map((worker) => worker.close()));
  await scheduler.close();
  stores.redis.disconnect();
  await stores.db.destroy();
  await stack.stop();
  await site.close();
}

/** Jobs of a BullMQ queue still waiting and running. */
async function queued(queue) {
  const [waiting, prioritized, active, delayed] = await Promise.all([
    stores.redis.llen(`bull:${queue}:wait`),
    stores.redis.zcard(`bull:${queue}:prioritized`),
    stores.redis.llen(`bull:${queue}:active`),
    stores.redis.zcard(`bull:${queue}:delayed`),
  ]);
  return `${waiting + prioritized + delayed} waiting/${active} running`;
}

/** Each call the pipeline makes per page, repeated alone: wall time and PGlite CPU per call. */
async function soloCosts(knowledgeBaseId, postgresPid) {
  console.log('\nalone on the filled database (one call at a time):');
  const sources = await stores.db
    .selectFrom('ingestion.resources')
    .select(['id', 'url', 'content_hash'])
    .where('knowledge_base_id', '=', knowledgeBaseId)
    .execute();
  const knowledgeBase = await stores.knowledgeBases.findById(knowledgeBaseId);
  const chunkRows = await stores.db
    .selectFrom('ingestion.chunks')
    .selectAll()
    .where('knowledge_base_id', '=', knowledgeBaseId)
    .execute();
  const chunksBySource = new Map();
  for (const row of chunkRows)
    chunksBySource.set(row.resource_id, [...(chunksBySource.get(row.resource_id) ?? []), row]);
  const sourceIds = [...chunksBySource.keys()];
  const source = (i) => sources[i % sources.length];

  const solo = async (label, call, times = 100) => {
    const cpuBefore = processUsage(postgresPid)?.cpuMs ?? 0;
    const started = performance.now();
    for (let i = 0; i < times; i += 1) await call(i);
    const wallMs = (performance.now() - started) / times;
    const cpuMs = ((processUsage(postgresPid)?.cpuMs ?? 0) - cpuBefore) / times;
    console.log(
      `  ${label.padEnd(40)} ${wallMs.toFixed(2).padStart(6)} ms each, PGlite CPU ${cpuMs.toFixed(1)} ms`,
    );
  };
  await solo('select 1', () => sql`select 1`.execute(stores.db));
  await solo('resources.findById', (i) => stores.resources.findById(source(i).id));
  await solo('knowledgeBases.findById', () => stores.knowledgeBases.findById(knowledgeBaseId));
  await solo('knowledgeBases.refresh', () => stores.knowledgeBases.refresh(knowledgeBaseId));
  await solo('resources.sampleTexts', (i) => stores.resources.sampleTexts(knowledgeBaseId, source(i).id, 20));
  await solo('resources.findSameContent', (i) =>
    stores.resources.findSameContent(knowledgeBaseId, source(i).content_hash, source(i).id),
  );
  await solo('resources.addPages (16 links, all known)', (i) =>
    stores.resources.addPages(
      { ...knowledgeBase, page_cap: 100_000 },
      sources.slice(i % 400, (i % 400) + 16).map(({ url }) => ({ url, origin: 'link', depth: 2 })),
      knowledgeBase.run,
    ),
  );
  // The same page's chunks written again: delete, insert (pgvector HNSW + full-text index), commit.
  await solo(
    'chunks.replaceForResource',
    (i) => {
      const resourceId = sourceIds[i % sourceIds.length];
      const rows = chunksBySource.get(resourceId).map((row) => {
        const { search: _search, created_at: _created, ...columns } = row;
        return { ...columns, id: crypto.randomUUID() };
      });
      return stores.chunks.replaceForResource(resourceId, rows, () => Promise.resolve(true));
    },
    50,
  );
}

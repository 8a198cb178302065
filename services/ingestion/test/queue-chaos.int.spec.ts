import { QueueEvents } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase__Output } from '@sitesage/contracts';
import { crawlDiscoverQueue, embedIndexQueue, pageFetchQueue } from '@sitesage/queue';
import {
  freePort,
  startFixtureSite,
  startRedisServerOn,
  type FixtureSite,
  type FixtureSiteOptions,
} from '@sitesage/testing';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';
import { quickHandoverEnv } from './quick-handover.js';
import { startWorkerProcess, type WorkerProcess } from './worker-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the set every 200 ms, adding each state to `seen`, until `done` says so. */
async function poll(
  harness: IngestionHarness,
  id: string,
  seen: KnowledgeBase__Output[],
  done: (kb: KnowledgeBase__Output) => boolean,
): Promise<KnowledgeBase__Output> {
  for (;;) {
    const kb = await harness.client.GetKnowledgeBase({ owner, id });
    seen.push(kb);
    if (done(kb)) return kb;
    await sleep(200);
  }
}

async function duplicateChunks(harness: IngestionHarness, knowledgeBaseId: string) {
  const { rows } = await sql<{ resource_id: string; ordinal: number }>`
    select resource_id, ordinal from ingestion.chunks where knowledge_base_id = ${knowledgeBaseId}
    group by resource_id, ordinal having count(*) > 1
  `.execute(harness.db);
  return rows;
}

async function sourcesOf(harness: IngestionHarness, knowledgeBaseId: string) {
  return harness.db
    .selectFrom('ingestion.resources')
    .select(['url', 'status', 'content'])
    .where('knowledge_base_id', '=', knowledgeBaseId)
    .execute();
}

/** URLs (of `urls`) that are not exactly one Completed source. */
function notCompletedOnce(sources: readonly { url: string; status: string }[], urls: readonly string[]) {
  return urls.filter((url) => {
    const rows = sources.filter((source) => source.url === url);
    return rows.length !== 1 || rows[0]?.status !== 'Completed';
  });
}

/**
 * The service alone (no in-process workers) against one fixture site: every page is crawled by
 * worker processes the test starts, kills and stops. One per scenario, so that a failure in one
 * cannot leave work or connections behind for the next.
 */
function crawlScenario(siteOptions: FixtureSiteOptions, workerEnv: Record<string, string>) {
  let started: { site: FixtureSite; harness: IngestionHarness } | undefined;
  const workers: WorkerProcess[] = [];
  const running = () => {
    if (!started) throw new Error('the scenario starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    const site = await startFixtureSite(siteOptions);
    const harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host }, { workers: 0 });
    started = { site, harness };
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await started?.harness.stop();
    await started?.site.close();
  });
  return {
    get site() {
      return running().site;
    },
    get harness() {
      return running().harness;
    },
    async startWorker() {
      const { site, harness } = running();
      const worker = await startWorkerProcess({
        DATABASE_URL: harness.stores.postgres.url,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: harness.stores.redis.url,
        CRAWL_ALLOW_HOSTS: site.host,
        LOG_LEVEL: 'info',
        ...workerEnv,
      });
      workers.push(worker);
      return worker;
    },
    createWebsite(projectId: string) {
      const { site, harness } = running();
      return harness.client.CreateKnowledgeBase({
        owner,
        project_id: projectId,
        title: '',
        url: site.origin,
        type: 'WEBSITE',
      });
    },
  };
}

describe('queue chaos: a worker killed with -9 mid-crawl (H1)', () => {
  const scenario = crawlScenario(
    { pages: 100, latencyMs: 50 },
    { CRAWL_HOST_CONCURRENCY: '4', ...quickHandoverEnv },
  );

  it('loses nothing: its successor finishes every page once, with no duplicate chunks', async () => {
    const { harness, site } = scenario;
    const workerA = await scenario.startWorker();
    const created = await scenario.createWebsite('project-h1');
    const seen: KnowledgeBase__Output[] = [];
    const atKill = await poll(harness, created.id, seen, (kb) => kb.pages_done >= 30);
    workerA.kill('SIGKILL');
    expect(await workerA.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(atKill.status).not.toBe('COMPLETED');

    // Nobody works for 5 s; then a fresh worker takes over, including the jobs A held when it died
    // (BullMQ hands them on once their locks lapse).
    const restartAt = Date.now() + 5_000;
    await poll(harness, created.id, seen, () => Date.now() >= restartAt);
    await scenario.startWorker();
    const last = await poll(harness, created.id, seen, isFinished);

    expect(last.status).toBe('COMPLETED');
    expect(last.progress).toBe(100);
    const progress = seen.map((kb) => kb.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const sources = await sourcesOf(harness, created.id);
    expect(notCompletedOnce(sources, site.expected.linkedPages)).toEqual([]);
    expect(last.pages_total).toBe(sources.length);
    expect(await duplicateChunks(harness, created.id)).toEqual([]);
  }, 240_000);
});

describe('queue chaos: SIGTERM with pages in flight (H4)', () => {
  // 2 s pages keep several in flight at any moment; politeness raised so the crawl stays short.
  const scenario = crawlScenario({ pages: 9, latencyMs: 2_000 }, { CRAWL_HOST_CONCURRENCY: '8' });

  it('the worker finishes the pages in hand and exits 0; they are indexed once, nothing stalls', async () => {
    const { harness, site } = scenario;
    const stalled: string[] = [];
    const events = [crawlDiscoverQueue, pageFetchQueue, embedIndexQueue].map((queue) => {
      const queueEvents = new QueueEvents(queue.name, { connection: { url: harness.stores.redis.url } });
      queueEvents.on('stalled', ({ jobId }) => stalled.push(`${queue.name} ${jobId}`));
      return queueEvents;
    });
    await Promise.all(events.map((queueEvents) => queueEvents.waitUntilReady()));

    const workerC = await scenario.startWorker();
    const created = await scenario.createWebsite('project-h4');
    // Pages being answered right now; not robots.txt or sitemaps, and not pages also reached
    // through a redirect or a canonical link, which are fetched once more by design.
    const aliasTargets = new Set([
      ...Object.values(site.expected.redirects),
      ...Object.values(site.expected.canonicalAliases),
    ]);
    const pagesInFlight = () =>
      site.requestLog
        .filter((request) => request.status === undefined && !/robots|sitemap/.test(request.path))
        .map((request) => site.url(request.path))
        .filter((url) => site.expected.linkedPages.includes(url) && !aliasTargets.has(url));
    while (pagesInFlight().length < 2) await sleep(50);
    const inHand = pagesInFlight();
    workerC.kill('SIGTERM');
    expect(await workerC.exited).toEqual({ code: 0, signal: null });

    // What it had in hand was fetched and kept, not dropped for another worker to fetch again.
    const afterStop = await sourcesOf(harness, created.id);
    for (const url of inHand) {
      expect(site.pageHits(url), url).toBe(1);
      expect(afterStop.find((source) => source.url === url)?.content, url).toBeTruthy();
    }

    await scenario.startWorker();
    const last = await poll(harness, created.id, [], isFinished);
    expect(last.status).toBe('COMPLETED');
    const sources = await sourcesOf(harness, created.id);
    expect(notCompletedOnce(sources, inHand)).toEqual([]);
    expect(notCompletedOnce(sources, site.expected.linkedPages)).toEqual([]);
    for (const url of inHand) expect(site.pageHits(url), url).toBe(1);
    expect(await duplicateChunks(harness, created.id)).toEqual([]);
    expect(stalled).toEqual([]);
    await Promise.all(events.map((queueEvents) => queueEvents.close()));
  }, 120_000);
});

describe('queue chaos: Redis down when the service and a worker start (H2)', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;
  let redisPort: number;
  let redis: { stop(): Promise<void> } | undefined;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 9 });
    redisPort = await freePort();
    // Nothing listens on redisPort yet.
    harness = await startIngestionHarness(
      { REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`, CRAWL_ALLOW_HOSTS: site.host },
      { workers: 0 },
    );
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await worker?.exited;
    await harness.stop();
    await redis?.stop();
    await site.close();
  });

  it('refuses new training while Redis is down, and a waiting worker attaches once it is back', async () => {
    const create = () =>
      // A gateway's deadline: the owner is told to try again rather than kept waiting.
      harness.client.CreateKnowledgeBase(
        { owner, project_id: 'project-h2', title: '', url: site.origin, type: 'WEBSITE' },
        { deadlineMs: 10_000 },
      );
    await expect(create()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const left = await harness.db
      .selectFrom('ingestion.knowledge_bases')
      .select('id')
      .where('project_id', '=', 'project-h2')
      .execute();
    expect(left).toEqual([]);

    worker = await startWorkerProcess({
      DATABASE_URL: harness.stores.postgres.url,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`,
      CRAWL_ALLOW_HOSTS: site.host,
      LOG_LEVEL: 'info',
    });
    await sleep(3_000);
    expect(worker.isRunning()).toBe(true);

    redis = await startRedisServerOn(redisPort);
    // The service's connection comes back by itself too; the worker is the only one crawling.
    let created: KnowledgeBase__Output | undefined;
    while (!created) {
      created = await create().catch(async () => {
        await sleep(200);
        return undefined;
      });
    }
    const { last } = await harness.waitFor(created.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    const sources = await sourcesOf(harness, created.id);
    expect(notCompletedOnce(sources, site.expected.linkedPages)).toEqual([]);
    expect(worker.isRunning()).toBe(true);
  }, 90_000);
});

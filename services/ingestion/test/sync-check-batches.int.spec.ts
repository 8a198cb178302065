import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase__Output } from '@sitesage/contracts';
import { startChangingSite, type ChangingSite } from '@sitesage/testing';
import { createHashingEmbedder, type Embedder } from '../src/domain/content/index.js';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';
import { always, createTestResolver, startWebPortCanary, type WebPortCanary } from './test-network.js';
import { quickHandoverEnv } from './quick-handover.js';
import { startWorkerProcess, type WorkerProcess } from './worker-process.js';

/**
 * A sync asks a set's known pages whether they changed in batches (`ingestion.page-check`): one job
 * per batch, the conditional requests over one kept-alive connection, the 304s recorded together.
 * These tests hold the batch to everything a page's own fetch does.
 */

/** The workers' embedder, recording which guide page each call embedded. */
function countingEmbedder(): Embedder & { pages: number[] } {
  const inner = createHashingEmbedder();
  const pages: number[] = [];
  return {
    model: inner.model,
    dimensions: inner.dimensions,
    wordsOnly: true,
    pages,
    async embed(texts) {
      pages.push(Number(/Guide (\d+)/.exec(texts.join(' '))?.[1] ?? 0));
      return inner.embed(texts);
    },
  };
}

type Source = { url: string; status: string; reason_code: string; sync_change: string };

async function sourcesByPage(harness: IngestionHarness, setId: string): Promise<Map<number, Source>> {
  const rows = await harness.db
    .selectFrom('ingestion.resources')
    .select(['url', 'status', 'reason_code', 'sync_change'])
    .where('knowledge_base_id', '=', setId)
    .execute();
  return new Map(rows.map((row) => [Number(/\/guide\/(\d+)$/.exec(row.url)?.[1] ?? 0), row]));
}

/** Each page's chunk ids, to tell a page embedded again (new ids) from one left alone. */
async function chunkIdsByUrl(harness: IngestionHarness, setId: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ url: string; ids: string }>`
    select url, string_agg(id::text, ',' order by id) as ids from ingestion.chunks
    where knowledge_base_id = ${setId} group by url
  `.execute(harness.db);
  return new Map(rows.map((row) => [row.url, row.ids]));
}

async function createSitemapSet(harness: IngestionHarness, site: ChangingSite, projectId: string) {
  const created = await harness.client.CreateKnowledgeBase({
    owner,
    project_id: projectId,
    title: '',
    url: site.sitemapUrl,
    type: 'SITEMAP',
  });
  await harness.waitFor(created.id, isFinished);
  return created.id;
}

describe('a sync checks known pages in batches', () => {
  let site: ChangingSite;
  let canary: WebPortCanary;
  let harness: IngestionHarness;
  const embedder = countingEmbedder();
  let setId = '';

  beforeAll(async () => {
    [site, canary] = await Promise.all([startChangingSite({ pages: 30 }), startWebPortCanary()]);
    const resolver = createTestResolver({ 'internal.test': always(canary.address) });
    harness = await startIngestionHarness(
      { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' },
      { workers: 1, embedder, lookup: resolver.lookup },
    );
    setId = await createSitemapSet(harness, site, 'batch-agent');
  });
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site.close(), canary.close()]);
  });

  it('records each answer of a mixed batch as its own fetch would: 304, 200, 404, 503, robots and the egress rules', async () => {
    const before = await chunkIdsByUrl(harness, setId);
    site.change([4]);
    site.breakPage(7);
    site.failNext(10, 1);
    site.disallow(12);
    // A page that now sends the crawler to an internal address, by name and by port.
    site.redirect(15, 'http://internal.test/latest/meta-data/');
    site.redirect(18, `http://${canary.address}:80/`);
    site.resetCounts();
    embedder.pages.length = 0;

    await harness.client.SyncKnowledgeBase({ owner, id: setId });
    const { last } = await harness.waitFor(setId, (kb) => isFinished(kb) && kb.progress === 100);

    expect(last).toMatchObject({ status: 'COMPLETED', sync_changed: 1, sync_added: 0, sync_removed: 0 });
    expect(last.pages_done).toBe(last.pages_total);
    // Only the rewritten page is embedded again.
    expect(embedder.pages).toEqual([4]);
    const sources = await sourcesByPage(harness, setId);
    expect(sources.get(4)).toMatchObject({ status: 'Completed', sync_change: 'changed' });
    // Missing once: kept with its last copy, counted toward retirement.
    expect(sources.get(7)).toMatchObject({ status: 'Completed', sync_change: 'unchanged' });
    // A passing 503 goes to the page's own fetch job, which finds it unchanged.
    expect(sources.get(10)).toMatchObject({ status: 'Completed', sync_change: 'unchanged' });
    expect(sources.get(12)).toMatchObject({ status: 'Failed', reason_code: 'robots_txt' });
    expect(sources.get(15)).toMatchObject({ status: 'Failed', reason_code: 'address_refused' });
    expect(sources.get(18)).toMatchObject({ status: 'Failed', reason_code: 'address_refused' });
    expect(canary.hits()).toBe(0);
    const unchanged = [...sources].filter(([page]) => ![4, 7, 10, 12, 15, 18].includes(page));
    expect(unchanged).toHaveLength(24);
    for (const [page, source] of unchanged) {
      expect(source, `page ${String(page)}`).toMatchObject({ status: 'Completed', sync_change: 'unchanged' });
    }

    // One request per page asked (the disallowed one is not asked), the 503 asked again once.
    expect(Object.fromEntries(site.answers)).toEqual({ 200: 1, 302: 2, 304: 25, 404: 1, 503: 1 });
    // Kept-alive: the batch asked 29 pages over a handful of connections, not one each.
    expect(site.connections()).toBeLessThanOrEqual(10);

    const after = await chunkIdsByUrl(harness, setId);
    for (const [page] of unchanged) {
      const url = `${site.origin}/guide/${String(page)}`;
      expect(after.get(url), `page ${String(page)}`).toBe(before.get(url));
    }
    expect(after.get(`${site.origin}/guide/4`)).not.toBe(before.get(`${site.origin}/guide/4`));
  });
});

describe('a check batch whose worker is killed mid-way', () => {
  let site: ChangingSite;
  let harness: IngestionHarness;
  const workers: WorkerProcess[] = [];
  const embedder = countingEmbedder();
  let setId = '';

  beforeAll(async () => {
    site = await startChangingSite({ pages: 40 });
    harness = await startIngestionHarness(
      { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4', ...quickHandoverEnv },
      { workers: 0, embedder },
    );
    await harness.startWorker();
    setId = await createSitemapSet(harness, site, 'batch-restart-agent');
    await harness.stopWorkers();
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await harness.stop();
    await site.close();
  });

  it('loses no page and counts none twice: the next worker redoes what was not recorded', async () => {
    const before = await chunkIdsByUrl(harness, setId);
    site.change([5, 25]);
    site.setLatency(150);
    site.resetCounts();
    embedder.pages.length = 0;
    const workerA = await startWorkerProcess({
      DATABASE_URL: harness.stores.postgres.url,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: harness.stores.redis.url,
      CRAWL_ALLOW_HOSTS: site.host,
      CRAWL_HOST_CONCURRENCY: '4',
      ...quickHandoverEnv,
    });
    workers.push(workerA);
    await harness.client.SyncKnowledgeBase({ owner, id: setId });
    // Mid-batch: some pages have answered 304, none of them recorded yet.
    for (;;) {
      if ((site.answers.get(304) ?? 0) >= 8) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    workerA.kill('SIGKILL');
    await workerA.exited;
    const atKill = await harness.client.GetKnowledgeBase({ owner, id: setId });
    expect(atKill.status).not.toBe('COMPLETED');

    site.setLatency(0);
    await harness.startWorker();
    const seen: KnowledgeBase__Output[] = [];
    const { last } = await harness.waitFor(setId, (kb) => {
      seen.push(kb);
      return isFinished(kb) && kb.progress === 100;
    });

    expect(last).toMatchObject({
      status: 'COMPLETED',
      pages_total: 40,
      pages_done: 40,
      pages_completed: 40,
      sync_changed: 2,
      sync_added: 0,
      sync_removed: 0,
    });
    const progress = seen.map((kb) => kb.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const sources = await sourcesByPage(harness, setId);
    const changes = [...sources.values()].map((source) => source.sync_change);
    expect(changes.filter((change) => change === 'unchanged')).toHaveLength(38);
    expect(changes.filter((change) => change === 'changed')).toHaveLength(2);
    // Nothing unchanged embedded again; the changed pages once, by whichever worker got to them.
    expect(embedder.pages.filter((page) => page !== 5 && page !== 25)).toEqual([]);
    const after = await chunkIdsByUrl(harness, setId);
    for (let page = 1; page <= 40; page += 1) {
      const url = `${site.origin}/guide/${String(page)}`;
      if (page === 5 || page === 25) expect(after.get(url)).not.toBe(before.get(url));
      else expect(after.get(url), `page ${String(page)}`).toBe(before.get(url));
    }
    const { rows: duplicates } = await sql<{ resource_id: string }>`
      select resource_id from ingestion.chunks where knowledge_base_id = ${setId}
      group by resource_id, ordinal having count(*) > 1
    `.execute(harness.db);
    expect(duplicates).toEqual([]);
  }, 180_000);
});

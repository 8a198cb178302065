import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase__Output } from '@sitesage/contracts';
import { startChangingSite, type ChangingSite } from '@sitesage/testing';
import { createHashingEmbedder, type Embedder } from '../src/domain/content/index.js';
import { syncMessages } from '../src/domain/sync/start-sync.js';
import { isFinished, otherOwner, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

const day = 24 * 60 * 60_000;

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
      const page = /Guide (\d+)/.exec(texts.join(' '))?.[1];
      pages.push(Number(page ?? 0));
      return inner.embed(texts);
    },
  };
}

describe('scheduled re-sync of a sitemap training set', () => {
  let site: ChangingSite;
  let harness: IngestionHarness;
  const embedder = countingEmbedder();
  let setId = '';

  beforeAll(async () => {
    site = await startChangingSite({ pages: 40 });
    harness = await startIngestionHarness(
      { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4', SYNC_SWEEP_INTERVAL_MS: '200' },
      { workers: 0, embedder },
    );
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  const source = (url: string) =>
    harness.db
      .selectFrom('ingestion.resources')
      .select(['id', 'status', 'reason', 'reason_code'])
      .where('knowledge_base_id', '=', setId)
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
  const chunkCount = async (resourceId: string) =>
    Number(
      (
        await harness.db
          .selectFrom('ingestion.chunks')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('resource_id', '=', resourceId)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const guide = (page: number) => `${site.origin}/guide/${String(page)}`;
  const syncAndWait = async (): Promise<KnowledgeBase__Output> => {
    embedder.pages.length = 0;
    site.resetCounts();
    const started = await harness.client.SyncKnowledgeBase({ owner, id: setId });
    expect(['INQUEUE', 'INPROGRESS']).toContain(started.status);
    return (await harness.waitFor(setId, isFinished)).last;
  };

  it('the first crawl embeds every page once and schedules the next sync within the plan’s week', async () => {
    await harness.startWorker();
    const created = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: 'sync-agent',
      title: '',
      url: site.sitemapUrl,
      type: 'SITEMAP',
    });
    setId = created.id;
    const { last } = await harness.waitFor(setId, isFinished);
    expect(last).toMatchObject({
      status: 'COMPLETED',
      pages_completed: 40,
      sync_added: 40,
      sync_every_days: 7,
    });
    expect(embedder.pages.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(last.last_synced_at).not.toBe('');
    const next = Date.parse(last.next_sync_at) - Date.now();
    expect(next).toBeGreaterThan(3.5 * day - 60_000);
    expect(next).toBeLessThan(10.5 * day);
  });

  it('a sync with 5 % of pages changed, one dropped from the sitemap and one added re-embeds exactly the changed and new pages', async () => {
    site.change([3, 17]);
    site.unlist(5);
    site.breakPage(9);
    const added = site.addPage();
    const synced = await syncAndWait();

    expect(embedder.pages.sort((a, b) => a - b)).toEqual([3, 17, added]);
    expect(synced).toMatchObject({ status: 'COMPLETED', sync_changed: 2, sync_added: 1, sync_removed: 1 });
    // Unchanged pages cost one conditional request each, answered 304; the dropped page none.
    expect(site.answers.get(304)).toBe(36);
    expect(site.answers.get(200)).toBe(3);
    expect(site.answers.get(404)).toBe(1);

    const dropped = await source(guide(5));
    expect(dropped).toMatchObject({ status: 'Failed', reason_code: 'retired' });
    expect(dropped.reason).toMatch(/no longer listed in the site’s sitemap/i);
    expect(await chunkCount(dropped.id)).toBe(0);
    // A page missing once keeps answering with its last copy.
    const missingOnce = await source(guide(9));
    expect(missingOnce.status).toBe('Completed');
    expect(await chunkCount(missingOnce.id)).toBeGreaterThan(0);
    const found = await harness.client.Search({
      project_id: 'sync-agent',
      query: 'Guide 3 revision r2x3',
      limit: 3,
    });
    expect(found.passages[0]?.content).toContain('r2x3');
  });

  it('a page still missing at the next sync is retired with its reason; nothing unchanged is embedded', async () => {
    const synced = await syncAndWait();
    expect(embedder.pages).toEqual([]);
    expect(synced).toMatchObject({ sync_changed: 0, sync_added: 0, sync_removed: 1 });
    const gone = await source(guide(9));
    expect(gone).toMatchObject({ status: 'Failed', reason_code: 'retired' });
    expect(gone.reason).toMatch(/not found on 2 syncs in a row/);
    expect(await chunkCount(gone.id)).toBe(0);
    // The 39 pages still listed and answering, asked conditionally; the retired one is not asked again.
    expect(site.answers.get(304)).toBe(39);
    expect(site.answers.get(404)).toBe(1);
  });

  it('a site that ignores conditional requests still costs no embedding for unchanged text', async () => {
    site.setConditional(false);
    site.change([20]);
    const synced = await syncAndWait();
    expect(site.answers.get(304)).toBeUndefined();
    expect(embedder.pages).toEqual([20]);
    expect(synced).toMatchObject({ sync_changed: 1, sync_added: 0, sync_removed: 0 });
    site.setConditional(true);
  });

  it('refuses Sync now while a crawl of the set runs, and to another owner', async () => {
    await harness.db
      .updateTable('ingestion.knowledge_bases')
      .set({ status: 'INPROGRESS' })
      .where('id', '=', setId)
      .execute();
    await expect(harness.client.SyncKnowledgeBase({ owner, id: setId })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: syncMessages.running,
    });
    await harness.db
      .updateTable('ingestion.knowledge_bases')
      .set({ status: 'COMPLETED' })
      .where('id', '=', setId)
      .execute();
    await expect(harness.client.SyncKnowledgeBase({ owner: otherOwner, id: setId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('schedules survive a restart: a sync that fell due while no worker ran starts on the next worker', async () => {
    const before = await harness.client.GetKnowledgeBase({ owner, id: setId });
    // Every worker stops; meanwhile the week passes.
    await harness.stopWorkers();
    await harness.db
      .updateTable('ingestion.knowledge_bases')
      .set({ next_sync_at: new Date(Date.now() - 60_000) })
      .where('id', '=', setId)
      .execute();
    site.change([30]);
    embedder.pages.length = 0;
    await harness.startWorker();
    const { last } = await harness.waitFor(
      setId,
      (kb) => isFinished(kb) && kb.last_synced_at !== before.last_synced_at,
    );
    expect(embedder.pages).toEqual([30]);
    expect(last.sync_changed).toBe(1);
    expect(Date.parse(last.next_sync_at) - Date.now()).toBeGreaterThan(3.5 * day - 60_000);
  });

  it('on FREE, sets sync by hand only: a downgrade clears the schedule and the sweep leaves the set alone', async () => {
    const free = { ...owner, plan: 'FREE' };
    const seen = await harness.client.GetKnowledgeBase({ owner: free, id: setId });
    expect(seen).toMatchObject({ next_sync_at: '', sync_every_days: 0 });
    const row = await harness.db
      .selectFrom('ingestion.knowledge_bases')
      .select(['next_sync_at', 'plan'])
      .where('id', '=', setId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ next_sync_at: null, plan: 'FREE' });
    // Sync now is the way on FREE.
    site.change([31]);
    embedder.pages.length = 0;
    await harness.client.SyncKnowledgeBase({ owner: free, id: setId });
    let last = await harness.client.GetKnowledgeBase({ owner: free, id: setId });
    while (!isFinished(last)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await harness.client.GetKnowledgeBase({ owner: free, id: setId });
    }
    expect(embedder.pages).toEqual([31]);
    expect(last.next_sync_at).toBe('');
  });
});

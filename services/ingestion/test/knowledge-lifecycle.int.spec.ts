import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { ingestionProjectPurgeQueue, createRedis, purgeJobId } from '@sitesage/queue';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { createChunksRepository } from '../src/db/chunks.repository.js';
import { createHashingEmbedder } from '../src/domain/content/index.js';
import { isFinished, otherOwner, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

const project = 'project-lifecycle';

describe('training sets and their sources', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 30, failPattern: { path: '/help/returns', statuses: [403] } });
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  it('a SITEMAP set indexes the sitemap’s pages, sitemap-only ones included, and nothing it does not list', async () => {
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: 'Shop sitemap',
      url: site.url('/sitemap-index.xml'),
      type: 'SITEMAP',
    });
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    const { data, total } = await harness.client.ListResources({
      owner,
      knowledge_base_id: kb.id,
      limit: 100,
      offset: 0,
    });
    expect(total).toBe(site.expected.sitemapPages.length);
    // Exactly the sitemap's pages (sitemap-only ones included): no link is followed.
    expect(new Set(data.map((r) => r.url))).toEqual(new Set(site.expected.sitemapPages));
    for (const url of site.expected.sitemapOnlyPages)
      expect(data.find((r) => r.url === url)?.status).toBe('Completed');
    const disallowed = data.find((r) => site.expected.disallowedPages.includes(r.url));
    expect(disallowed?.status).toBe('Failed');
    expect(disallowed?.reason).toMatch(/robots\.txt/);
  });

  it('URL sources: at most 5 at once, private addresses refused at once, a failed one retried', async () => {
    site.reset(); // re-arms the one-time 403 of /help/returns
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: 'Picked pages',
      url: '',
      type: 'URL',
    });
    expect(kb.status).toBe('COMPLETED');
    const six = Array.from({ length: 6 }, (_, i) => ({ url: site.url(`/p${String(i)}`), type: 'URL' }));
    await expect(
      harness.client.AddUrlResources({ owner, knowledge_base_id: kb.id, resources: six }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'At most 5 URLs can be added at a time',
    });
    await expect(
      harness.client.AddUrlResources({
        owner,
        knowledge_base_id: kb.id,
        resources: [{ url: 'http://10.0.0.10/', type: 'URL' }],
      }),
    ).rejects.toThrow(/SiteSage only visits public websites/);

    const pages = [site.url('/help/shipping'), site.url('/help/returns')];
    const added = await harness.client.AddUrlResources({
      owner,
      knowledge_base_id: kb.id,
      resources: pages.map((url) => ({ url, type: 'URL' })),
    });
    expect(added.data.map((r) => r.status)).toEqual(['Processing', 'Processing']);
    await harness.waitFor(kb.id, isFinished);
    const failed = (
      await harness.client.ListResources({ owner, knowledge_base_id: kb.id, limit: 10, offset: 0 })
    ).data.find((r) => r.url === pages[1]);
    expect(failed?.status).toBe('Failed');
    expect(failed?.reason).toBe('The page is forbidden to visitors (HTTP 403).');
    // A refusal may be lifted, so this one is worth another try (a 404 is not: see failure-reasons).
    expect(failed?.retryable).toBe(true);

    // The fault is gone now (the fixture answers 403 once): Retry indexes it.
    const retried = await harness.client.RetryResource({
      owner,
      knowledge_base_id: kb.id,
      resource_id: failed?.id ?? '',
    });
    expect(retried.status).toBe('Processing');
    await harness.waitFor(kb.id, isFinished);
    const after = await harness.client.GetResource({
      owner,
      knowledge_base_id: kb.id,
      resource_id: failed?.id ?? '',
    });
    expect(after.status).toBe('Completed');
    expect(after.indexed_title).not.toBe('');

    await harness.client.DeleteResource({ owner, knowledge_base_id: kb.id, resource_id: after.id });
    await expect(
      harness.client.GetResource({ owner, knowledge_base_id: kb.id, resource_id: after.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Training source not found' });
    const chunks = createChunksRepository(harness.db);
    expect(await chunks.countForResource(after.id)).toBe(0);
  });

  it('retraining re-embeds only the pages whose content changed', async () => {
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: '',
      url: site.origin,
      type: 'WEBSITE',
    });
    await harness.waitFor(kb.id, isFinished);
    const before = await harness.db
      .selectFrom('ingestion.chunks')
      .select(['id', 'resource_id'])
      .where('knowledge_base_id', '=', kb.id)
      .execute();
    expect(before.length).toBeGreaterThan(30);
    // One page as if it had changed since it was indexed (the fixture site itself never changes).
    const changed = before[0]?.resource_id ?? '';
    await harness.db
      .updateTable('ingestion.resources')
      .set({ content_hash: 'an-older-version' })
      .where('id', '=', changed)
      .execute();

    const retrained = await harness.client.RetrainKnowledgeBase({ owner, id: kb.id });
    expect(['INQUEUE', 'INPROGRESS']).toContain(retrained.status);
    expect(retrained.progress).toBeLessThan(100);
    const { last, seen } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const after = await harness.db
      .selectFrom('ingestion.chunks')
      .select(['id', 'resource_id'])
      .where('knowledge_base_id', '=', kb.id)
      .execute();
    // The changed page got new chunks; every other page kept its rows (it was not embedded again).
    const ids = (rows: typeof before, changedOnes: boolean) =>
      new Set(rows.filter((r) => (r.resource_id === changed) === changedOnes).map((r) => r.id));
    expect(ids(after, false)).toEqual(ids(before, false));
    expect(ids(after, true).size).toBeGreaterThan(0);
    expect([...ids(after, true)].some((id) => ids(before, true).has(id))).toBe(false);
  });

  it('a project-filtered vector search returns k rows of that project only', async () => {
    const embedder = createHashingEmbedder();
    const [vector = []] = await embedder.embed(['How long does shipping take?']);
    const hits = await createChunksRepository(harness.db).nearest(
      project,
      { vector, model: embedder.model },
      5,
    );
    expect(hits).toHaveLength(5);
    expect(hits.map((h) => h.distance)).toEqual([...hits.map((h) => h.distance)].sort((a, b) => a - b));
    expect(
      await createChunksRepository(harness.db).nearest('someone-else', { vector, model: embedder.model }, 5),
    ).toEqual([]);
  });

  it('another owner sees none of it, and a deleted agent’s knowledge is purged', async () => {
    const { data } = await harness.client.ListKnowledgeBases({
      owner,
      project_id: project,
      limit: 10,
      offset: 0,
    });
    expect(data.length).toBeGreaterThan(0);
    const id = data[0]?.id ?? '';
    await expect(harness.client.GetKnowledgeBase({ owner: otherOwner, id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(harness.client.DeleteKnowledgeBase({ owner: otherOwner, id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const counts = await harness.client.CountResources({ project_ids: [project, 'nothing-here'] });
    expect(counts.counts.find((c) => c.project_id === project)?.resources).toBeGreaterThan(0);
    expect(counts.counts.find((c) => c.project_id === 'nothing-here')?.resources).toBe(0);

    const connection = createRedis(harness.stores.redis.url, 'worker');
    const queue = new Queue(ingestionProjectPurgeQueue.name, { connection });
    const job = await queue.add(
      ingestionProjectPurgeQueue.name,
      { projectId: project, ownerId: owner.user_id, requestedAt: new Date().toISOString() },
      { jobId: purgeJobId(project) },
    );
    for (;;) {
      if (await job.isCompleted()) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.close();
    connection.disconnect();
    const left = await harness.client.ListKnowledgeBases({
      owner,
      project_id: project,
      limit: 10,
      offset: 0,
    });
    expect(left.total).toBe(0);
    const chunks = await harness.db
      .selectFrom('ingestion.chunks')
      .select('id')
      .where('project_id', '=', project)
      .execute();
    expect(chunks).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase__Output, Resource__Output } from '@sitesage/contracts';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { isFinished, otherOwner, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

// Issue 16 item 2: a crawl's totals say how many pages were learned and how many failed, failures
// carry the crawler's own classification, the list filters on the server, and Retry is offered
// (and accepted) only where another try may end differently.

const project = 'project-failures';

describe('failed sources: counted, classified, filtered and retried only where it helps', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;
  let set: KnowledgeBase__Output;
  let sources: Resource__Output[];
  const byUrl = (url: string) => sources.find((source) => source.url === url);

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 30 });
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' });
    const created = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: '',
      url: site.origin,
      type: 'WEBSITE',
    });
    set = (await harness.waitFor(created.id, isFinished)).last;
    sources = (
      await harness.client.ListResources({ owner, knowledge_base_id: set.id, limit: 100, offset: 0 })
    ).data;
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  it('a completed set counts its learned and failed pages apart', () => {
    expect(set.status).toBe('COMPLETED');
    const completed = sources.filter((source) => source.status === 'Completed').length;
    const failed = sources.filter((source) => source.status === 'Failed').length;
    expect(failed).toBeGreaterThan(0);
    expect(set.pages_completed).toBe(completed);
    expect(set.pages_failed).toBe(failed);
    expect(set.pages_completed + set.pages_failed).toBe(set.pages_total);
  });

  it('each failure carries the crawler’s code, and Retry is offered only where it may help', () => {
    const expectedCodes: Record<string, [string, boolean]> = {
      'not-found': ['http_not_found', false],
      forbidden: ['http_forbidden', true],
      'redirect-loop': ['redirect_loop', false],
      noindex: ['noindex', false],
    };
    for (const [url, kind] of Object.entries(site.expected.failingPages)) {
      const source = byUrl(url);
      const expected = expectedCodes[kind];
      if (!source || !expected) continue;
      expect([source.reason_code, source.retryable], `${kind} ${url}`).toEqual(expected);
    }
    const robots = site.expected.disallowedPages.map(byUrl).filter((source) => source !== undefined);
    expect(robots.length).toBeGreaterThan(0);
    for (const source of robots)
      expect([source.reason_code, source.retryable]).toEqual(['robots_txt', false]);
    for (const source of sources.filter((s) => s.status !== 'Failed')) {
      expect([source.reason_code, source.retryable]).toEqual(['', false]);
    }
  });

  it('the list filters by status, failure kind and words on the server, and counts failures by kind', async () => {
    const list = (filter: { status?: string; search?: string; reason_code?: string; offset?: number }) =>
      harness.client.ListResources({
        owner,
        knowledge_base_id: set.id,
        limit: 5,
        offset: filter.offset ?? 0,
        status: filter.status ?? '',
        search: filter.search ?? '',
        reason_code: filter.reason_code ?? '',
      });

    const failedPage = await list({ status: 'Failed' });
    expect(failedPage.total).toBe(set.pages_failed);
    expect(failedPage.data.length).toBe(Math.min(5, set.pages_failed));
    expect(failedPage.data.every((source) => source.status === 'Failed')).toBe(true);
    const secondPage = await list({ status: 'Failed', offset: 5 });
    const firstIds = new Set(failedPage.data.map((source) => source.id));
    expect(secondPage.data.some((source) => firstIds.has(source.id))).toBe(false);

    const completed = await list({ status: 'completed' });
    expect(completed.total).toBe(set.pages_completed);

    const groups = failedPage.failure_groups;
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(set.pages_failed);
    const counts = groups.map((group) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const robotsGroup = groups.find((group) => group.reason_code === 'robots_txt');
    expect(robotsGroup).toMatchObject({ retryable: false });
    expect(robotsGroup?.count).toBe(sources.filter((s) => s.reason_code === 'robots_txt').length);

    const robotsOnly = await list({ reason_code: 'robots_txt' });
    expect(robotsOnly.total).toBe(robotsGroup?.count);

    const target = sources.find((source) => source.status === 'Completed' && source.indexed_title !== '');
    const word = target?.indexed_title.split(' ').find((w) => w.length > 4) ?? '';
    const searched = await list({ search: word.toUpperCase() });
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.total).toBeLessThan(sources.length);
    for (const source of searched.data) {
      expect(`${source.url} ${source.indexed_title}`.toLowerCase()).toContain(word.toLowerCase());
    }
    // Wildcards typed by the owner match themselves.
    expect((await list({ search: '%' })).total).toBe(0);

    await expect(list({ status: 'Broken' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Status must be Processing, Completed or Failed',
    });
    await expect(list({ reason_code: 'nope' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Unknown failure reason',
    });
  });

  it('Retry of a missing page or a robots.txt refusal is refused; Retry failed queues only the rest', async () => {
    const notFound = sources.find((source) => source.reason_code === 'http_not_found');
    const robots = sources.find((source) => source.reason_code === 'robots_txt');
    for (const source of [notFound, robots]) {
      await expect(
        harness.client.RetryResource({ owner, knowledge_base_id: set.id, resource_id: source?.id ?? '' }),
      ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    }
    await expect(
      harness.client.RetryFailedResources({ owner: otherOwner, id: set.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const retryable = sources.filter((source) => source.retryable);
    expect(retryable.length).toBeGreaterThan(0);
    const reply = await harness.client.RetryFailedResources({ owner, id: set.id });
    expect(reply.retried).toBe(retryable.length);
    const after = (await harness.waitFor(set.id, isFinished)).last;
    expect(after.status).toBe('COMPLETED');
    const rows = await harness.db
      .selectFrom('ingestion.resources')
      .select(['id', 'run', 'status', 'reason_code'])
      .where('knowledge_base_id', '=', set.id)
      .execute();
    const runOf = new Map(rows.map((row) => [row.id, row.run]));
    for (const source of sources.filter((s) => s.status === 'Failed' && !s.retryable)) {
      expect(runOf.get(source.id), source.url).toBe(1);
    }
    for (const source of retryable) expect(runOf.get(source.id), source.url).toBe(2);
    expect(after.pages_failed).toBe(rows.filter((row) => row.status === 'Failed').length);
  });

  it('the agent’s counts say how many sources were learned, failed or are processing', async () => {
    const { counts } = await harness.client.CountResources({ project_ids: [project, 'project-none'] });
    const rows = await harness.db
      .selectFrom('ingestion.resources')
      .select(['status'])
      .where('project_id', '=', project)
      .execute();
    expect(counts).toEqual([
      {
        project_id: project,
        resources: rows.length,
        completed: rows.filter((row) => row.status === 'Completed').length,
        failed: rows.filter((row) => row.status === 'Failed').length,
        processing: rows.filter((row) => row.status === 'Processing').length,
      },
      { project_id: 'project-none', resources: 0, completed: 0, failed: 0, processing: 0 },
    ]);
  });
});

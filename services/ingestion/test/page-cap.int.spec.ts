import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

describe('the page cap of a training set', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 80 });
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host, CRAWL_MAX_PAGES: '40' });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  it('holds exactly the cap of sources, the start page first, and fetches no page beyond it', async () => {
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: 'capped',
      title: '',
      url: site.origin,
      type: 'WEBSITE',
    });
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    expect(last.pages_total).toBe(40);
    const first = await harness.client.ListResources({
      owner,
      knowledge_base_id: kb.id,
      limit: 1,
      offset: 0,
    });
    expect(first.total).toBe(40);
    expect(first.data[0]?.url).toBe(`${site.origin}/`);
    // Every request is robots.txt, a sitemap, or one of the 40 sources (a redirect's target may be a 41st address).
    const pageRequests = site.requestLog.filter((r) => !/^\/(robots\.txt|sitemap|sitemaps\/)/.test(r.path));
    expect(new Set(pageRequests.map((r) => r.path)).size).toBeLessThanOrEqual(41);
  });
});

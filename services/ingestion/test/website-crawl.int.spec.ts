import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

describe('a WEBSITE training set crawls the fixture site', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;

  beforeAll(async () => {
    site = await startFixtureSite();
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  it('indexes every linked and sitemap page exactly once, with progress that never goes back', async () => {
    const created = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: 'project-1',
      title: '',
      url: site.origin,
      type: 'WEBSITE',
    });
    expect(created.status).toBe('INQUEUE');
    expect(created.title).toBe('127.0.0.1');

    const { last, seen } = await harness.waitFor(created.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    expect(last.progress).toBe(100);
    const progress = seen.map((kb) => kb.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const sources = await harness.db
      .selectFrom('ingestion.resources')
      .select(['url', 'status', 'reason', 'depth'])
      .where('knowledge_base_id', '=', created.id)
      .execute();
    const completed = new Set(sources.filter((s) => s.status === 'Completed').map((s) => s.url));
    const expected = [...site.expected.linkedPages, ...site.expected.sitemapOnlyPages];
    const missing = expected.filter((url) => !completed.has(url));
    expect(missing).toEqual([]);
    for (const url of site.expected.disallowedPages) {
      expect(completed.has(url), url).toBe(false);
    }
    const disallowed = sources.filter((s) => site.expected.disallowedPages.includes(s.url));
    for (const source of disallowed) expect(source.reason).toMatch(/robots\.txt/);
    // Robots-disallowed pages were never requested.
    for (const url of site.expected.disallowedPages) expect(site.hits(new URL(url).pathname)).toBe(0);

    // Every failing page is a source with a reason a person can act on.
    const reasonPatterns: Record<string, RegExp> = {
      forbidden: /forbidden to visitors \(HTTP 403\)/,
      'not-found': /not found \(HTTP 404\)/,
      'redirect-loop': /redirected more than 5 times/,
      'js-only': /./, // rendered in Chromium instead: checked below
      noindex: /not to index it \(noindex\)/,
    };
    const byUrl = new Map(sources.map((source) => [source.url, source]));
    const failing = Object.entries(site.expected.failingPages);
    // Only one end of the redirect loop is linked; the other is reached through it.
    const reached = failing.filter(([url, kind]) => kind !== 'redirect-loop' || byUrl.has(url));
    expect(reached.filter(([, kind]) => kind === 'redirect-loop').length).toBeGreaterThan(0);
    for (const [url, kind] of reached.filter(([, kind]) => kind !== 'js-only')) {
      expect(byUrl.get(url)?.reason, url).toMatch(reasonPatterns[kind] ?? /./);
    }
    // A redirecting address points at the page it lands on, which is indexed under its own address.
    const redirects = Object.entries(site.expected.redirects).filter(([from]) => byUrl.has(from));
    expect(redirects.length).toBeGreaterThan(0);
    for (const [from, to] of redirects) {
      expect(byUrl.get(from)?.reason, from).toBe(`Redirects to ${to}; indexed there.`);
      expect(completed.has(to), to).toBe(true);
    }
    // B2: variants of a URL (fragment, utm_*, trailing slash) are one page, fetched once; pages
    // reached by a redirect or named as canonical are fetched once more through the alias.
    const aliasTargets = new Set([
      ...Object.values(site.expected.redirects),
      ...Object.values(site.expected.canonicalAliases),
    ]);
    const fetchedTwice = site.expected.linkedPages.filter(
      (url) => !aliasTargets.has(url) && site.hits(new URL(url).pathname) !== 1,
    );
    expect(fetchedTwice).toEqual([]);
    // B1: the endless calendar stays within the depth cap; non-HTML links are not sources.
    const trapPages = sources.filter((s) => new URL(s.url).pathname.startsWith(site.expected.trapPrefix));
    expect(trapPages.length).toBeGreaterThan(0);
    for (const page of trapPages) expect(page.depth).toBeLessThanOrEqual(harness.config.crawl.maxDepth);
    for (const url of site.expected.nonHtmlLinks) expect(byUrl.has(url), url).toBe(false);

    // B6: hidden text never reaches the chunks, the visible text does.
    const chunks = await harness.db
      .selectFrom('ingestion.chunks')
      .select(['url', 'content', 'embedding_model', 'embedding_dimensions'])
      .where('knowledge_base_id', '=', created.id)
      .execute();
    const hiddenPage = chunks
      .filter((c) => c.url === site.expected.hiddenText.page)
      .map((c) => c.content)
      .join('\n');
    expect(hiddenPage).toContain(site.expected.hiddenText.visible);
    for (const sentence of site.expected.hiddenText.hidden) expect(hiddenPage).not.toContain(sentence);
    expect(new Set(chunks.map((c) => `${c.embedding_model}/${String(c.embedding_dimensions)}`)).size).toBe(1);

    // The JavaScript-only page was rendered in Chromium (through the egress rules) and indexed.
    const jsOnlyPages = Object.entries(site.expected.failingPages).filter(([, kind]) => kind === 'js-only');
    for (const [url] of jsOnlyPages) {
      expect(byUrl.get(url)?.status, url).toBe('Completed');
      expect(
        chunks
          .filter((c) => c.url === url)
          .map((c) => c.content)
          .join('\n'),
      ).toContain(site.expected.jsOnlyText);
    }

    // Each page's chunks were written once (a repeated job would have left a second set).
    const duplicates = await sql<{ resource_id: string }>`
      select resource_id from ingestion.chunks where knowledge_base_id = ${created.id}
      group by resource_id, ordinal having count(*) > 1
    `.execute(harness.db);
    expect(duplicates.rows).toEqual([]);
    expect(last.pages_total).toBe(sources.length);
  });
});

/**
 * SECURITY.md B3, B4, H7, H8: the crawler is polite to the sites it reads (at most
 * CRAWL_HOST_CONCURRENCY requests to one host across all workers, silence while the site asked for
 * it), keeps each training set's crawl apart from every other's, retries only what may work on a
 * later try, and does not let one owner's big crawl hold back another owner's single page.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase__Output } from '@sitesage/contracts';
import {
  startCanaryServer,
  startFixtureSite,
  startHostileServer,
  type CanaryServer,
  type FixtureSite,
  type HostileServer,
} from '@sitesage/testing';
import { parseSitemap } from '../src/domain/discovery/index.js';
import { isFinished, otherOwner, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

type Owner = typeof owner;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the set as its owner sees it until it is finished. */
async function waitUntilFinished(
  harness: IngestionHarness,
  who: Owner,
  id: string,
): Promise<KnowledgeBase__Output> {
  for (;;) {
    const set = await harness.client.GetKnowledgeBase({ owner: who, id });
    if (isFinished(set)) return set;
    await pause(100);
  }
}

async function crawlWebsite(harness: IngestionHarness, who: Owner, site: FixtureSite) {
  const created = await harness.client.CreateKnowledgeBase({
    owner: who,
    project_id: `project-of-${who.user_id}`,
    title: '',
    url: site.origin,
    type: 'WEBSITE',
  });
  return created.id;
}

async function sourcesOf(harness: IngestionHarness, knowledgeBaseId: string) {
  return harness.db
    .selectFrom('ingestion.resources')
    .select(['id', 'url', 'status', 'reason'])
    .where('knowledge_base_id', '=', knowledgeBaseId)
    .execute();
}

/** Linked pages of the fixture that the set does not hold as Completed sources. */
async function missingPages(harness: IngestionHarness, knowledgeBaseId: string, site: FixtureSite) {
  const sources = await sourcesOf(harness, knowledgeBaseId);
  const completed = new Set(sources.filter((s) => s.status === 'Completed').map((s) => s.url));
  return site.expected.linkedPages.filter((url) => !completed.has(url));
}

/** The pages a GenerateSitemap stream of the owner lists. */
async function generatedSitemap(harness: IngestionHarness, site: FixtureSite): Promise<string[]> {
  let xml = '';
  for await (const piece of harness.client.GenerateSitemap({ owner, url: site.origin, max_pages: 500 })) {
    xml += piece.text;
  }
  return parseSitemap(xml).entries.map((entry) => entry.loc);
}

/** Two owners crawl the same site at once and wait for both sets. */
async function crawlTogether(harness: IngestionHarness, site: FixtureSite) {
  const [mine, theirs] = await Promise.all([
    crawlWebsite(harness, owner, site),
    crawlWebsite(harness, otherOwner, site),
  ]);
  const [mineDone, theirsDone] = await Promise.all([
    waitUntilFinished(harness, owner, mine),
    waitUntilFinished(harness, otherOwner, theirs),
  ]);
  return { mine, theirs, statuses: [mineDone.status, theirsDone.status] };
}

describe('B3: two owners crawl one host with two worker processes', () => {
  const latencyMs = 30;
  const retryAfterSeconds = 5;
  let site: FixtureSite;
  let limitedSite: FixtureSite;
  let mappedSite: FixtureSite;
  let harness: IngestionHarness;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 50, latencyMs });
    mappedSite = await startFixtureSite({ pages: 50, latencyMs });
    limitedSite = await startFixtureSite({
      pages: 50,
      latencyMs,
      rateLimitAfter: { requests: 20, retryAfterSeconds },
    });
    // CRAWL_HOST_CONCURRENCY is left at its default of 2.
    harness = await startIngestionHarness(
      { CRAWL_ALLOW_HOSTS: `${site.host},${limitedSite.host},${mappedSite.host}` },
      { workers: 2 },
    );
  });
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site.close(), limitedSite.close(), mappedSite.close()]);
  });

  it('the host never sees more than 2 requests at once, and both sets hold every linked page', async () => {
    expect(harness.config.crawl.hostConcurrency).toBe(2);
    const { mine, theirs, statuses } = await crawlTogether(harness, site);

    expect(statuses).toEqual(['COMPLETED', 'COMPLETED']);
    expect(site.maxConcurrent()).toBe(2);
    expect(await missingPages(harness, mine, site)).toEqual([]);
    expect(await missingPages(harness, theirs, site)).toEqual([]);
  }, 60_000);

  it('the sitemap generator takes the same slots: generating while a crawl runs, the host never sees more than 2 requests at once', async () => {
    const [crawled, listed] = await Promise.all([
      crawlWebsite(harness, owner, mappedSite).then((id) => waitUntilFinished(harness, owner, id)),
      generatedSitemap(harness, mappedSite),
    ]);

    expect(crawled.status).toBe('COMPLETED');
    expect(mappedSite.maxConcurrent()).toBeLessThanOrEqual(2);
    // Waiting for slots costs the sitemap nothing: every linked page is listed.
    expect(mappedSite.expected.linkedPages.filter((url) => !listed.includes(url))).toEqual([]);
  }, 60_000);

  it('after a 429 with Retry-After: 5 nobody asks the host anything for 5 s, then both sets complete', async () => {
    const { mine, theirs, statuses } = await crawlTogether(harness, limitedSite);

    const log = limitedSite.requestLog;
    const limited = log.find((request) => request.status === 429);
    if (!limited) throw new Error('The fixture never answered 429');
    // With 2 slots per host, at most one other request can already hold a slot when the 429
    // arrives (however late a busy machine sends it); nothing else may come during the pause.
    // Times are the fixture's own arrival clock.
    const pauseEnds = limited.time + retryAfterSeconds * 1000 - 500;
    const duringPause = log.filter((request) => request.time > limited.time && request.time < pauseEnds);
    expect(duringPause.length).toBeLessThanOrEqual(harness.config.crawl.hostConcurrency - 1);
    expect(
      log.some((request) => request.time >= pauseEnds),
      'the crawl went on after the pause',
    ).toBe(true);
    expect(limitedSite.maxConcurrent()).toBeLessThanOrEqual(2);

    expect(statuses).toEqual(['COMPLETED', 'COMPLETED']);
    const limitedUrl = limitedSite.url(limited.path);
    for (const set of [mine, theirs]) {
      expect(await missingPages(harness, set, limitedSite)).toEqual([]);
      const limitedSource = (await sourcesOf(harness, set)).find((s) => s.url === limitedUrl);
      expect(limitedSource?.status, limitedUrl).toBe('Completed');
    }
  }, 60_000);
});

describe('one worker process serving several owners', () => {
  let site: FixtureSite;
  let flakySite: FixtureSite;
  let bigSite: FixtureSite;
  let otherSite: FixtureSite;
  let hostile: HostileServer;
  let canary: CanaryServer;
  let harness: IngestionHarness;

  beforeAll(async () => {
    [site, flakySite, bigSite, otherSite, canary] = await Promise.all([
      startFixtureSite({ pages: 50 }),
      startFixtureSite({ pages: 20, failPattern: { path: '/help/returns', statuses: [503, 503] } }),
      startFixtureSite({ pages: 300, latencyMs: 20 }),
      startFixtureSite({ pages: 20 }),
      startCanaryServer(),
    ]);
    hostile = await startHostileServer();
    const hosts = [site, flakySite, bigSite, otherSite, hostile].map((s) => s.host);
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: hosts.join(',') }, { workers: 1 });
  });
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site, flakySite, bigSite, otherSite, hostile, canary].map((s) => s.close()));
  });

  it('B4: two owners crawling the same site at once each get every page', async () => {
    const { mine, theirs, statuses } = await crawlTogether(harness, site);

    expect(statuses).toEqual(['COMPLETED', 'COMPLETED']);
    expect(await missingPages(harness, mine, site)).toEqual([]);
    expect(await missingPages(harness, theirs, site)).toEqual([]);
    // Each set fetched the pages itself: nothing was skipped as "already seen" by the other.
    const unshared = site.expected.linkedPages.filter((url) => site.pageHits(url) < 2);
    expect(unshared).toEqual([]);
  }, 60_000);

  it('H7: a page failing 503, 503 succeeds on the third try after backoff; refused pages are tried once', async () => {
    const flakyUrl = flakySite.url('/help/returns');
    const goneUrl = flakySite.url('/gone');
    // An allow-listed site redirecting to an address the crawler must never reach.
    const redirectUrl = hostile.url(`/redirect-to?${new URLSearchParams({ target: canary.url }).toString()}`);
    const set = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: 'project-retries',
      title: 'Retries',
      url: '',
      type: 'URL',
    });
    await harness.client.AddUrlResources({
      owner,
      knowledge_base_id: set.id,
      resources: [flakyUrl, goneUrl, redirectUrl].map((url) => ({ url, type: 'URL' })),
    });
    const finished = await waitUntilFinished(harness, owner, set.id);
    expect(finished.status).toBe('COMPLETED');

    const byUrl = new Map((await sourcesOf(harness, set.id)).map((s) => [s.url, s]));
    expect(byUrl.get(flakyUrl)?.status).toBe('Completed');
    const tries = flakySite.requestLog.filter((request) => request.path === '/help/returns');
    expect(tries.map((request) => request.status)).toEqual([503, 503, 200]);
    // Exponential backoff from 5 s between the tries, measured on the fixture's clock.
    const [first, second, third] = tries.map((request) => request.time);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(4_500);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(9_000);

    expect(byUrl.get(goneUrl)).toMatchObject({
      status: 'Failed',
      reason: 'The page was not found (HTTP 404).',
    });
    expect(flakySite.hits('/gone')).toBe(1);

    const refused = [...byUrl.values()].find((s) => s.url.includes('/redirect-to'));
    expect(refused?.status).toBe('Failed');
    expect(refused?.reason).toMatch(/port|public websites/);
    expect(hostile.requestLog.filter((request) => request.path.startsWith('/redirect-to'))).toHaveLength(1);
    expect(canary.hits()).toBe(0);
  }, 60_000);

  it('H8: another owner’s single page is done while a 300-page crawl still has over 100 pages to go', async () => {
    const big = await crawlWebsite(harness, owner, bigSite);
    const countOf = async (status: 'Completed' | 'Processing') => {
      const row = await harness.db
        .selectFrom('ingestion.resources')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('knowledge_base_id', '=', big)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    while ((await countOf('Completed')) < 20) await pause(50);

    const small = await harness.client.CreateKnowledgeBase({
      owner: otherOwner,
      project_id: `project-of-${otherOwner.user_id}`,
      title: 'One page',
      url: '',
      type: 'URL',
    });
    const added = await harness.client.AddUrlResources({
      owner: otherOwner,
      knowledge_base_id: small.id,
      resources: [{ url: otherSite.url('/help/shipping'), type: 'URL' }],
    });
    const pageId = added.data[0]?.id ?? '';

    // One query, so the big crawl's backlog is read at the very moment the small page is done.
    const snapshot = async () => {
      const { rows } = await sql<{ page_status: string; big_processing: string }>`
        select
          (select status from ingestion.resources where id = ${pageId}) as page_status,
          (select count(*) from ingestion.resources
            where knowledge_base_id = ${big} and status = 'Processing') as big_processing
      `.execute(harness.db);
      const [row] = rows;
      return { pageStatus: row?.page_status, bigProcessing: Number(row?.big_processing) };
    };
    let state = await snapshot();
    while (state.pageStatus === 'Processing') {
      await pause(20);
      state = await snapshot();
    }
    expect(state.pageStatus).toBe('Completed');
    expect(state.bigProcessing).toBeGreaterThan(100);
  }, 60_000);
});

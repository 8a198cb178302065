import { normalizeUrl } from '../domain/discovery/index.js';
import type { PageToAdd } from '../db/resources.repository.js';
import { done, skipped, type StepResult } from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { politely } from '../domain/crawling/host-slot.js';
import {
  fetchRobotsTxt,
  maxSitemapFiles,
  readSitemaps,
  type SitemapPages,
  sitemapsFromRobots,
  type RequestWrapper,
} from '../domain/crawling/site-discovery.js';

/** Discovery waits out a busy or paused site (up to this long) rather than skipping its sitemaps. */
const discoveryPatienceMs = 5 * 60_000;

/**
 * Finds a training set's pages for this run. WEBSITE: the start page plus every page in the
 * site's sitemaps (named in robots.txt, else /sitemap.xml); pages then add the links they find.
 * SITEMAP: the pages of the given sitemap (and the sitemaps it indexes) only. robots.txt is kept
 * on the set so every page job can honour it without fetching it again.
 */
export async function discoverStep(
  deps: PipelineDeps,
  job: { knowledgeBaseId: string; run: number },
): Promise<StepResult> {
  const knowledgeBase = await deps.knowledgeBases.findById(job.knowledgeBaseId);
  if (!knowledgeBase || knowledgeBase.run !== job.run) return skipped('stale training set');
  if (knowledgeBase.type !== 'WEBSITE' && knowledgeBase.type !== 'SITEMAP') {
    await deps.knowledgeBases.markDiscoveryDone(knowledgeBase.id, job.run);
    await deps.knowledgeBases.refresh(knowledgeBase.id);
    return done;
  }
  const limits = { timeoutMs: deps.limits.pageTimeoutMs, maxBytes: deps.limits.maxPageBytes };
  // robots.txt and sitemaps count against the site's politeness limit like pages do.
  const wrap: RequestWrapper = (url, request) =>
    politely(deps.hostGate, url, `discover-${knowledgeBase.id}`, discoveryPatienceMs, request);
  const robotsTxt = await fetchRobotsTxt(knowledgeBase.url, deps.policy, limits, wrap);
  await deps.knowledgeBases.markDiscovering(knowledgeBase.id, job.run, robotsTxt);

  const pages: PageToAdd[] = [];
  let failureReason = '';
  let listing: SitemapPages;
  if (knowledgeBase.type === 'WEBSITE') {
    const start = normalizeUrl(knowledgeBase.url) ?? knowledgeBase.url;
    pages.push({ url: start, origin: 'start', depth: 0 });
    const named = sitemapsFromRobots(robotsTxt);
    const sitemapUrls = named.length > 0 ? named : [new URL('/sitemap.xml', start).href];
    const found = await readSitemaps(
      sitemapUrls,
      start,
      deps.policy,
      { ...limits, maxPages: knowledgeBase.page_cap },
      wrap,
    );
    pages.push(...found.pages.map((url) => ({ url, origin: 'sitemap' as const, depth: 1 })));
    listing = found;
  } else {
    const found = await readSitemaps(
      [knowledgeBase.url],
      knowledgeBase.url,
      deps.policy,
      { ...limits, maxPages: knowledgeBase.page_cap },
      wrap,
    );
    pages.push(...found.pages.map((url) => ({ url, origin: 'sitemap' as const, depth: 0 })));
    listing = found;
    if (found.pages.length === 0) {
      failureReason =
        found.errors.length > 0
          ? `The sitemap could not be read: ${found.errors[0] ?? ''}`
          : 'The sitemap lists no pages of this site.';
    }
  }
  if (isWholeListing(listing, knowledgeBase.page_cap)) {
    await retireUnlisted(deps, knowledgeBase.id, listing.pages);
  }
  const added = await deps.resources.addPages(knowledgeBase, pages, knowledgeBase.run);
  await deps.scheduler.pages(added);
  // Pages known from an earlier run were rescheduled by the sync or retrain that started this run:
  // they are queued now, after the pages the sitemap dropped were retired (queued twice, once).
  // Those with a copy held are asked whether they changed in batches, the others fetched one by one.
  if (knowledgeBase.run > 1) {
    const known = await deps.resources.listProcessingPages(knowledgeBase.id);
    await deps.scheduler.checkPages(known.filter((page) => page.held));
    await deps.scheduler.pages(known.filter((page) => !page.held));
  }
  await deps.knowledgeBases.markDiscoveryDone(knowledgeBase.id, job.run, failureReason);
  await deps.knowledgeBases.refresh(knowledgeBase.id);
  return done;
}

/**
 * Whether the sitemaps were read whole: none failed, and no cap stopped the reading. Only then does
 * a page missing from them mean the site dropped it (a sitemap that failed to load drops nothing).
 */
const isWholeListing = (listing: SitemapPages, pageCap: number) =>
  listing.errors.length === 0 && listing.pages.length < pageCap && listing.filesRead < maxSitemapFiles;

/** Pages found through the sitemap that it no longer lists are retired, with that reason. */
async function retireUnlisted(deps: PipelineDeps, knowledgeBaseId: string, listed: string[]) {
  for (const source of await deps.resources.listUnlisted(knowledgeBaseId, listed)) {
    await deps.resources.retire(
      source.id,
      source.run,
      'No longer listed in the site’s sitemap; retired from the training set.',
    );
  }
}

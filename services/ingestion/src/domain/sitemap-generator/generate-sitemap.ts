import { randomUUID } from 'node:crypto';
import { maxRedirectsAllowed, responseText, safeFetch, type EgressPolicy } from '@sitesage/egress';
import { AppError } from '@sitesage/errors';
import type { HostGate } from '../crawling/host-gate.port.js';
import { HostBusyError, politely } from '../crawling/host-slot.js';
import { robotsAllow } from '../crawling/robots.fns.js';
import { fetchRobotsTxt, type RequestWrapper } from '../crawling/site-discovery.js';
import { crawlScope, extractLinks, normalizeUrl, sameSite } from '../discovery/index.js';

export const maxSitemapPages = 500;
/** Pages asked for at once; the site's politeness slots decide how many are really fetched together. */
const parallelFetches = 4;
/**
 * How long one request waits for a slot of a busy or paused site before the generation gives up
 * (the gateway's deadline for the whole stream is 10 minutes).
 */
const slotPatienceMs = 2 * 60_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export type SitemapOptions = {
  policy: EgressPolicy;
  /** The crawl's per-host politeness: the generator's requests take the same slots and pauses. */
  hostGate: HostGate;
  timeoutMs: number;
  maxBytes: number;
  maxDepth: number;
  /** Stops the crawl when the owner goes away. */
  signal?: AbortSignal;
};

type Visit = { url: string; depth: number };
/** A visited page's address to list (if it is one), and the requests the visit cost the site. */
type Visited = { listed: string | undefined; requests: number };

/**
 * Crawls a site by its links (robots.txt honoured, same site only, at most `maxPages` requests
 * to the site besides robots.txt, redirects included) and yields a sitemap XML document piece by
 * piece: each page's <url> entry the moment the page answered as HTML. Every request, robots.txt
 * included, goes through the host's politeness slots like the crawl's; a site that stays busy or
 * paused past the patience ends the generation with an error rather than a short sitemap.
 */
export async function* generateSitemap(
  startUrl: string,
  maxPages: number,
  options: SitemapOptions,
): AsyncGenerator<string> {
  try {
    yield* crawlForSitemap(startUrl, maxPages, options);
  } catch (error) {
    if (!(error instanceof HostBusyError)) throw error;
    throw new AppError(
      'UNAVAILABLE',
      'The site asked us to wait or stayed busy; please generate the sitemap again later.',
      { cause: error },
    );
  }
}

async function* crawlForSitemap(
  startUrl: string,
  maxPages: number,
  options: SitemapOptions,
): AsyncGenerator<string> {
  const limit = Math.min(Math.max(Math.trunc(maxPages) || maxSitemapPages, 1), maxSitemapPages);
  const fetchLimits = { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes };
  // Each request holds its own slot, so a holder names one request of this generation.
  const generation = randomUUID();
  let requestNumber = 0;
  const wrap: RequestWrapper = (url, request) =>
    politely(options.hostGate, url, `sitemap-${generation}-${++requestNumber}`, slotPatienceMs, request);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const robotsTxt = await fetchRobotsTxt(startUrl, options.policy, fetchLimits, wrap);
  const scope = crawlScope({ startUrl, maxDepth: options.maxDepth, maxPages: limit });
  const start = normalizeUrl(startUrl) ?? startUrl;
  scope.consider(start, 0);
  const queue: Visit[] = [{ url: start, depth: 0 }];
  const listed = new Set<string>();

  const visit = async ({ url, depth }: Visit, maxRedirects: number): Promise<Visited> => {
    if (!robotsAllow(robotsTxt, url)) return { listed: undefined, requests: 0 };
    try {
      const response = await wrap(url, () =>
        safeFetch(
          url,
          {
            ...fetchLimits,
            maxRedirects,
            accept: 'text/html,application/xhtml+xml',
            ...(options.signal ? { signal: options.signal } : {}),
          },
          options.policy,
        ),
      );
      const requests = 1 + response.redirects.length;
      if (response.contentType !== 'text/html' && response.contentType !== 'application/xhtml+xml')
        return { listed: undefined, requests };
      const finalUrl = normalizeUrl(response.url) ?? url;
      if (!sameSite(finalUrl, start)) return { listed: undefined, requests };
      const { links } = extractLinks(responseText(response), finalUrl);
      for (const link of links) {
        if (scope.consider(link, depth + 1, finalUrl) === 'queue') {
          queue.push({ url: normalizeUrl(link, finalUrl) ?? link, depth: depth + 1 });
        }
      }
      return { listed: finalUrl, requests };
    } catch (error) {
      // A site that keeps us waiting ends the generation; it was not asked anything.
      if (error instanceof HostBusyError) throw error;
      // Unreadable pages are simply not listed. A failure does not tell how many redirects it
      // followed, so it costs as many as it was allowed.
      return { listed: undefined, requests: 1 + maxRedirects };
    }
  };

  // The cap is on requests, so a site of redirects cannot turn 500 pages into 3,000 requests.
  let requestsLeft = limit;
  while (queue.length > 0 && requestsLeft > 0 && !options.signal?.aborted) {
    const batch = queue.splice(0, Math.min(parallelFetches, requestsLeft));
    // Redirects within what is left: the batch cannot pass the cap even if every page redirects.
    const maxRedirects = Math.min(maxRedirectsAllowed, Math.floor(requestsLeft / batch.length) - 1);
    for (const page of await Promise.all(batch.map((next) => visit(next, maxRedirects)))) {
      requestsLeft -= page.requests;
      if (!page.listed || listed.has(page.listed)) continue;
      listed.add(page.listed);
      yield `  <url><loc>${escapeXml(page.listed)}</loc></url>\n`;
    }
  }
  yield '</urlset>\n';
}

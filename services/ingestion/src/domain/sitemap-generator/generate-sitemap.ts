import { maxRedirectsAllowed, responseText, safeFetch, type EgressPolicy } from '@sitesage/egress';
import { extractLinks } from '../discovery/index.js';
import { crawlScope, normalizeUrl, sameSite } from '../discovery/index.js';
import { robotsAllow } from '../../pipeline/robots.fns.js';
import { fetchRobotsTxt } from '../../pipeline/site-discovery.js';

export const maxSitemapPages = 500;
/** Pages fetched at once: quick for the owner, gentle for the site. */
const parallelFetches = 4;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export type SitemapOptions = {
  policy: EgressPolicy;
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
 * piece: each page's <url> entry the moment the page answered as HTML.
 */
export async function* generateSitemap(
  startUrl: string,
  maxPages: number,
  options: SitemapOptions,
): AsyncGenerator<string> {
  const limit = Math.min(Math.max(Math.trunc(maxPages) || maxSitemapPages, 1), maxSitemapPages);
  const fetchLimits = { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes };
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const robotsTxt = await fetchRobotsTxt(startUrl, options.policy, fetchLimits);
  const scope = crawlScope({ startUrl, maxDepth: options.maxDepth, maxPages: limit });
  const start = normalizeUrl(startUrl) ?? startUrl;
  scope.consider(start, 0);
  const queue: Visit[] = [{ url: start, depth: 0 }];
  const listed = new Set<string>();

  const visit = async ({ url, depth }: Visit, maxRedirects: number): Promise<Visited> => {
    if (!robotsAllow(robotsTxt, url)) return { listed: undefined, requests: 0 };
    try {
      const response = await safeFetch(
        url,
        {
          ...fetchLimits,
          maxRedirects,
          accept: 'text/html,application/xhtml+xml',
          ...(options.signal ? { signal: options.signal } : {}),
        },
        options.policy,
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
    } catch {
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

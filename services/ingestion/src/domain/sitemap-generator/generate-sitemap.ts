import { responseText, safeFetch, type EgressPolicy } from '@sitesage/egress';
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

/**
 * Crawls a site by its links (robots.txt honoured, same site only, at most `maxPages` pages
 * fetched) and yields a sitemap XML document piece by piece: each page's <url> entry the moment
 * the page answered as HTML.
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
  const queue: { url: string; depth: number }[] = [{ url: start, depth: 0 }];
  const listed = new Set<string>();

  const visit = async ({ url, depth }: { url: string; depth: number }) => {
    if (!robotsAllow(robotsTxt, url)) return undefined;
    try {
      const response = await safeFetch(
        url,
        {
          ...fetchLimits,
          accept: 'text/html,application/xhtml+xml',
          ...(options.signal ? { signal: options.signal } : {}),
        },
        options.policy,
      );
      if (response.contentType !== 'text/html' && response.contentType !== 'application/xhtml+xml')
        return undefined;
      const finalUrl = normalizeUrl(response.url) ?? url;
      if (!sameSite(finalUrl, start)) return undefined;
      const { links } = extractLinks(responseText(response), finalUrl);
      for (const link of links) {
        if (scope.consider(link, depth + 1, finalUrl) === 'queue') {
          queue.push({ url: normalizeUrl(link, finalUrl) ?? link, depth: depth + 1 });
        }
      }
      return finalUrl;
    } catch {
      return undefined; // unreadable pages are simply not listed
    }
  };

  while (queue.length > 0 && !options.signal?.aborted) {
    const batch = queue.splice(0, parallelFetches);
    for (const pageUrl of await Promise.all(batch.map(visit))) {
      if (!pageUrl || listed.has(pageUrl)) continue;
      listed.add(pageUrl);
      yield `  <url><loc>${escapeXml(pageUrl)}</loc></url>\n`;
    }
  }
  yield '</urlset>\n';
}

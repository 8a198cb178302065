import { gunzipSync } from 'node:zlib';
import { isEgressError, responseText, safeFetch, type EgressPolicy } from '@sitesage/egress';
import {
  isGzip,
  isLikelyHtmlUrl,
  looksLikeTrap,
  maxSitemapBytes,
  normalizeUrl,
  parseRobotsTxt,
  parseSitemap,
  sameSite,
} from '../discovery/index.js';
import { HostBusyError } from './host-slot.js';

/** Sitemap files read per discovery at most (indexes included), so a hostile index cannot fan out forever. */
export const maxSitemapFiles = 25;

export type FetchLimits = { timeoutMs: number; maxBytes: number };

/** Wraps each request (e.g. in a politeness slot of its host); by default it just runs. */
export type RequestWrapper = <T>(url: string, request: () => Promise<T>) => Promise<T>;
const direct: RequestWrapper = (_url, request) => request();

/** robots.txt of the site, or null when it has none or it cannot be read (then everything is allowed). */
export async function fetchRobotsTxt(
  siteUrl: string,
  policy: EgressPolicy,
  limits: FetchLimits,
  wrap: RequestWrapper = direct,
): Promise<string | null> {
  const robotsUrl = new URL('/robots.txt', siteUrl);
  try {
    const response = await wrap(robotsUrl.href, () =>
      safeFetch(robotsUrl, { ...limits, accept: 'text/plain' }, policy),
    );
    return responseText(response);
  } catch (error) {
    // No robots.txt (or an unreadable one) allows everything; a busy site means: later.
    if (error instanceof HostBusyError) throw error;
    return null;
  }
}

export const sitemapsFromRobots = (robotsTxt: string | null): string[] =>
  robotsTxt === null ? [] : parseRobotsTxt(robotsTxt).sitemaps;

export type SitemapPages = { pages: string[]; errors: string[]; filesRead: number };

/**
 * Reads sitemaps breadth-first (indexes lead to more sitemaps, gzip or not) and returns the
 * same-site page URLs in them, normalised and de-duplicated, at most `maxPages`. Entries pointing
 * elsewhere are dropped; a sitemap that fails is reported and the others still count.
 */
export async function readSitemaps(
  sitemapUrls: readonly string[],
  site: string,
  policy: EgressPolicy,
  limits: FetchLimits & { maxPages: number },
  wrap: RequestWrapper = direct,
): Promise<SitemapPages> {
  const queue = sitemapUrls.flatMap((url) => {
    const normalized = normalizeUrl(url, site);
    return normalized && sameSite(normalized, site) ? [normalized] : [];
  });
  const seenSitemaps = new Set(queue);
  const pages = new Set<string>();
  const errors: string[] = [];
  let filesRead = 0;
  while (queue.length > 0 && filesRead < maxSitemapFiles && pages.size < limits.maxPages) {
    const sitemapUrl = queue.shift() ?? '';
    filesRead += 1;
    let body: string;
    try {
      const response = await wrap(sitemapUrl, () =>
        safeFetch(sitemapUrl, { ...limits, accept: 'application/xml,text/xml,*/*' }, policy),
      );
      body = isGzip(response.body)
        ? gunzipSync(response.body, {
            maxOutputLength: Math.min(maxSitemapBytes, limits.maxBytes * 10),
          }).toString('utf8')
        : responseText(response);
    } catch (error) {
      if (error instanceof HostBusyError) throw error;
      errors.push(
        `${sitemapUrl}: ${isEgressError(error) ? error.message : 'could not be read (damaged or too large)'}`,
      );
      continue;
    }
    let sitemap;
    try {
      sitemap = parseSitemap(body);
    } catch (error) {
      if (error instanceof HostBusyError) throw error;
      errors.push(`${sitemapUrl}: ${error instanceof Error ? error.message : 'not a sitemap'}`);
      continue;
    }
    for (const entry of sitemap.entries) {
      const url = normalizeUrl(entry.loc, sitemapUrl);
      if (!url || !sameSite(url, site)) continue;
      if (sitemap.kind === 'sitemapindex') {
        if (!seenSitemaps.has(url)) {
          seenSitemaps.add(url);
          queue.push(url);
        }
      } else if (isLikelyHtmlUrl(url) && !looksLikeTrap(url) && pages.size < limits.maxPages) {
        pages.add(url);
      }
    }
  }
  return { pages: [...pages], errors, filesRead };
}

/**
 * One spelling per page, so that the same page reached through a fragment, a trailing slash, a
 * reordered query or a tracking parameter is fetched once (SECURITY.md B2), and the crawl scope
 * that stops link-following at the site's edge, the plan's caps and crawler traps (B1).
 */
import { siteHostName } from '@sitesage/egress';

/** Query parameters that only say where a visitor came from; they never change the page. */
const trackingParams = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'mc_cid',
  'mc_eid',
  'ref',
  '_ga',
  '_gl',
  'yclid',
  'msclkid',
]);

const isTrackingParam = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingParams.has(lower);
};

/**
 * The normalised absolute form of `url` (resolved against `base`), or undefined when it is not an
 * http(s) URL we would fetch. The WHATWG parser already lower-cases scheme and host, converts IDN
 * to punycode, drops default ports and collapses dot segments (also `%2e%2e`).
 */
export function normalizeUrl(url: string, base?: string): string | undefined {
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(url.trim()) : new URL(url.trim(), base);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  // The egress module refuses credentials anyway; a link carrying them is not a page of the site.
  if (parsed.username || parsed.password) return undefined;
  if (!parsed.hostname) return undefined;

  parsed.hash = '';
  if (parsed.hostname.endsWith('.')) parsed.hostname = parsed.hostname.replace(/\.+$/, '');

  let path = decodeUnreserved(parsed.pathname);
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  parsed.pathname = path;

  parsed.search = normalizeQuery(parsed.search);
  return parsed.href;
}

function normalizeQuery(search: string): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => decodeUnreserved(pair))
    .filter((pair) => !isTrackingParam(safeDecode(pair.split('=')[0] ?? '')));
  if (pairs.length === 0) return '';
  // Sort by name only: the sort is stable, so repeated names (`a=2&a=1`) keep their order, which
  // some servers give a meaning to. Pairs stay as written rather than re-encoded by
  // URLSearchParams, which would turn `%20` into `+` and escape `/` and `:`.
  const name = (pair: string) => pair.split('=')[0] ?? '';
  pairs.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
  return `?${pairs.join('&')}`;
}

const unreservedChar = /[A-Za-z0-9\-._~]/;

/** `%7E` → `~`, `%41` → `A`; other escapes keep their meaning but get upper-case hex (RFC 3986 §6.2.2). */
function decodeUnreserved(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return unreservedChar.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const parse = (url: string | URL): URL | undefined => {
  if (url instanceof URL) return url;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/**
 * Both URLs are on the same site: the same host and port once a leading `www.` is set aside
 * (`https://www.acme.com` and `http://acme.com` are one site; `blog.acme.com` is another, since
 * without a public-suffix list we cannot tell a subdomain of the owner from a stranger's).
 */
export function sameSite(a: string | URL, b: string | URL): boolean {
  const first = parse(a);
  const second = parse(b);
  if (!first || !second) return false;
  const key = (url: URL) => `${siteHostName(url.hostname.toLowerCase())}:${url.port}`;
  return key(first) === key(second);
}

/** Extensions of files that are not HTML pages; PDFs and office files are handled as files later. */
const notPageExtensions = new Set(
  [
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'odt',
    'ods',
    'odp',
    'rtf',
    'csv',
    'txt',
    'xml',
    'json',
    'rss',
    'atom',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'webp',
    'avif',
    'svg',
    'ico',
    'bmp',
    'tif',
    'tiff',
    'heic',
    'css',
    'js',
    'mjs',
    'map',
    'woff',
    'woff2',
    'ttf',
    'otf',
    'eot',
    'mp3',
    'm4a',
    'wav',
    'ogg',
    'flac',
    'mp4',
    'm4v',
    'webm',
    'mov',
    'avi',
    'mkv',
    'wmv',
    'flv',
    'zip',
    'gz',
    'tgz',
    'tar',
    'rar',
    '7z',
    'bz2',
    'xz',
    'exe',
    'msi',
    'dmg',
    'apk',
    'iso',
    'bin',
    'deb',
    'rpm',
  ].map((ext) => `.${ext}`),
);

/** False for http(s) URLs whose last path segment names a non-page file (`.pdf`, `.png`, `.zip`…). */
export function isLikelyHtmlUrl(url: string | URL): boolean {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  const last = parsed.pathname.split('/').at(-1) ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return true;
  return !notPageExtensions.has(last.slice(dot).toLowerCase());
}

export type ScopeSkipReason =
  'outside the site' | 'depth limit' | 'page limit' | 'duplicate' | 'not a page' | 'trap';
export type ScopeDecision = 'queue' | `skip:${ScopeSkipReason}`;

export type CrawlScopeOptions = {
  startUrl: string;
  /** Links followed from the start page; the start page is depth 0. */
  maxDepth: number;
  /** Pages queued at most, the start page included. */
  maxPages: number;
};

export type CrawlScope = {
  /** Decide whether a discovered URL (relative ones resolved against `from`) is queued. */
  consider(url: string, depth: number, from?: string): ScopeDecision;
  /** Pages queued so far. */
  readonly queued: number;
};

export const maxCrawlUrlLength = 2048;
const maxQueryParams = 10;

/**
 * The state of one crawl, created per crawl: no module-level sets, so two tenants crawling the same
 * site in one worker never see each other's pages (SECURITY.md B4).
 */
export function crawlScope(options: CrawlScopeOptions): CrawlScope {
  const start = normalizeUrl(options.startUrl);
  if (!start) throw new Error(`The start address '${options.startUrl}' is not an http(s) URL`);
  const seen = new Set<string>();
  let queued = 0;

  return {
    get queued() {
      return queued;
    },
    consider(url, depth, from) {
      const normalized = normalizeUrl(url, from);
      if (!normalized) return 'skip:not a page';
      if (seen.has(normalized)) return 'skip:duplicate';
      if (!sameSite(normalized, start)) return 'skip:outside the site';
      if (!isLikelyHtmlUrl(normalized)) return 'skip:not a page';
      if (looksLikeTrap(normalized)) return 'skip:trap';
      // Not remembered: a worker may meet the same URL again by a shorter path.
      if (depth > options.maxDepth) return 'skip:depth limit';
      if (queued >= options.maxPages) return 'skip:page limit';
      seen.add(normalized);
      queued += 1;
      return 'queue';
    },
  };
}

/**
 * Heuristics for links that lead on forever: very long URLs, many query parameters, a path segment
 * repeated three times (`/a/b/a/b/a`, relative links resolved against the wrong base), or a year
 * appearing twice in the path (`/2019/01/02/…/2019/`, calendar pages linking to themselves). A
 * calendar that only ever moves to the next day is stopped by the page cap instead.
 */
export function looksLikeTrap(url: string): boolean {
  if (url.length > maxCrawlUrlLength) return true;
  const parsed = parse(url);
  if (!parsed) return true;
  if (parsed.search.replace(/^\?/, '').split('&').filter(Boolean).length > maxQueryParams) return true;

  const segments = parsed.pathname.split('/').filter(Boolean);
  const counts = new Map<string, number>();
  for (const segment of segments) counts.set(segment, (counts.get(segment) ?? 0) + 1);
  if ([...counts.values()].some((count) => count >= 3)) return true;

  const years = segments.filter((segment) => /^(19|20)\d{2}$/.test(segment));
  return new Set(years).size < years.length;
}

import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from './fixture-site.js';

const userAgent = 'SiteSageBot/1.0 (+https://sitesage.test/bot)';
const get = (url: string) => fetch(url, { redirect: 'manual', headers: { 'user-agent': userAgent } });
/** Status, headers and the whole body, so no connection is left waiting on an unread body. */
async function load(url: string) {
  const response = await get(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The URL spelling a careful crawler stores: no fragment, no tracking parameters, no trailing slash. */
function canonical(href: string, base: string): string {
  const url = new URL(href, base);
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (/^(utm_|fbclid$)/.test(key)) url.searchParams.delete(key);
  }
  if (url.searchParams.size === 0) url.search = '';
  url.pathname = url.pathname.replace(/(?<=.)\/+$/, '');
  return url.href;
}

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const visibleBody = (html: string) =>
  (/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

type Crawl = {
  indexed: Map<string, { depth: number; html: string }>;
  statuses: Map<string, number>;
  redirects: Map<string, string>;
  nonHtml: Map<string, string>;
  otherSchemes: Set<string>;
  noindex: Set<string>;
  aliases: Map<string, string>;
  jsOnly: Set<string>;
  disallowed: Set<string>;
  trap: Set<string>;
};

/** A small breadth-first crawl that fetches each canonical URL once, following redirects as links. */
async function crawl(site: FixtureSite): Promise<Crawl> {
  const result: Crawl = {
    indexed: new Map(),
    statuses: new Map(),
    redirects: new Map(),
    nonHtml: new Map(),
    otherSchemes: new Set(),
    noindex: new Set(),
    aliases: new Map(),
    jsOnly: new Set(),
    disallowed: new Set(),
    trap: new Set(),
  };
  const start = `${site.origin}/`;
  const seen = new Set([start]);
  const queue: [string, number][] = [[start, 0]];
  const enqueue = (url: string, depth: number) => {
    if (new URL(url).origin !== site.origin || seen.has(url)) return;
    seen.add(url);
    queue.push([url, depth]);
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [url, depth] = next;
    const path = new URL(url).pathname;
    if (path.startsWith('/private/')) result.disallowed.add(url);
    else if (path.startsWith(site.expected.trapPrefix)) result.trap.add(url);
    if (path.startsWith('/private/') || path.startsWith(site.expected.trapPrefix)) continue;

    const response = await get(url);
    result.statuses.set(url, response.status);
    const location = response.headers.get('location');
    if (location) {
      await response.arrayBuffer();
      result.redirects.set(url, canonical(location, url));
      enqueue(canonical(location, url), depth);
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) {
      result.nonHtml.set(url, type);
      await response.arrayBuffer();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) continue;
    const canonicalLink = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    if (html.includes('<meta name="robots" content="noindex">')) result.noindex.add(url);
    else if (canonicalLink && canonicalLink !== url) result.aliases.set(url, canonicalLink);
    else if (visibleBody(html) === '') result.jsOnly.add(url);
    else result.indexed.set(url, { depth, html });
    for (const href of hrefs(html)) {
      if (/^(mailto|tel|javascript):/.test(href)) result.otherSchemes.add(href);
      else enqueue(canonical(href, url), depth + 1);
    }
  }
  return result;
}

describe('the fixture shop crawled from its home page', () => {
  let site: FixtureSite;
  let result: Crawl;

  beforeAll(async () => {
    site = await startFixtureSite();
    result = await crawl(site);
  });
  afterAll(async () => {
    await site.close();
  });

  it('has at least 240 pages to index, exactly the expected ones, none deeper than 2 links', () => {
    expect(site.expected.linkedPages.length).toBeGreaterThanOrEqual(240);
    expect([...result.indexed.keys()].sort()).toEqual([...site.expected.linkedPages].sort());
    expect(Math.max(...[...result.indexed.values()].map((page) => page.depth))).toBeLessThanOrEqual(2);
  });

  it('answered each page once although it is linked under many spellings', () => {
    const twice = site.expected.linkedPages.filter((url) => site.pageHits(url) !== 1);
    expect(twice).toEqual([]);
    expect(site.hits('/help/shipping')).toBe(1);
    expect(site.hits('/help/shipping/')).toBe(0);
    expect(site.hits('/guides?utm_source=homepage&utm_medium=hero')).toBe(0);
    expect(site.requestLog.every((request) => request.userAgent === userAgent)).toBe(true);
  });

  it('serves realistic pages: language, title, navigation, footer, cookie banner, headings, lists', () => {
    for (const [url, { html }] of result.indexed) {
      expect(html, url).toContain('<html lang="en">');
      expect(html, url).toMatch(
        /<title>[^<]+ \| Pine Ridge Outfitters<\/title>|<title>Pine Ridge Outfitters/,
      );
      for (const part of ['<nav aria-label="Main">', '<footer', 'id="cookie-banner"', '<h1', '<p>']) {
        expect(html, url).toContain(part);
      }
      expect(html, url).toMatch(/<[ou]l>/);
    }
    const withTables = [...result.indexed.values()].filter(({ html }) => html.includes('<table>'));
    expect(withTables.length).toBeGreaterThan(40);
  });

  it('gives every page its own main content', () => {
    const hashes = new Set(
      [...result.indexed.values()].map(({ html }) =>
        createHash('sha256')
          .update(/<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
          .digest('hex'),
      ),
    );
    expect(hashes.size).toBe(result.indexed.size);
  });

  it('links the private pages, the trap, the sitemap-only pages not at all, and non-HTML files', () => {
    expect([...result.disallowed].sort()).toEqual([...site.expected.disallowedPages].sort());
    expect(result.trap).toContain(site.expected.trapStart);
    expect(site.expected.sitemapOnlyPages.filter((url) => result.statuses.has(url))).toEqual([]);
    const [pdf, png, ...schemes] = site.expected.nonHtmlLinks;
    expect(Object.fromEntries(result.nonHtml)).toEqual({
      [String(pdf)]: 'application/pdf',
      [String(png)]: 'image/png',
    });
    expect([...result.otherSchemes]).toEqual(expect.arrayContaining(schemes));
  });

  it('fails the documented pages for the documented reasons', () => {
    const found: Record<string, string> = {};
    for (const url of result.noindex) found[url] = 'noindex';
    for (const url of result.jsOnly) found[url] = 'js-only';
    for (const [url, status] of result.statuses) {
      if (status === 403) found[url] = 'forbidden';
      if (status === 404) found[url] = 'not-found';
    }
    for (const url of result.redirects.keys()) {
      const path: string[] = [url];
      for (let at = result.redirects.get(url); at !== undefined; at = result.redirects.get(at)) {
        if (path.includes(at)) {
          found[url] = 'redirect-loop';
          break;
        }
        path.push(at);
      }
    }
    expect(found).toEqual(site.expected.failingPages);
    expect(Object.fromEntries(result.aliases)).toEqual(site.expected.canonicalAliases);
  });

  it('redirects each linked redirect to the documented page, hop by hop', () => {
    const finalOf = (url: string): string => {
      const next = result.redirects.get(url);
      return next === undefined ? url : finalOf(next);
    };
    const reached = Object.fromEntries(
      Object.keys(site.expected.redirects).map((url) => [url, finalOf(url)]),
    );
    expect(reached).toEqual(site.expected.redirects);
    for (const hop of site.expected.redirectHops) {
      expect(result.statuses.get(hop.from), hop.from).toBe(hop.status);
      expect(result.redirects.get(hop.from), hop.from).toBe(hop.to);
    }
    expect(new Set(site.expected.redirectHops.map((hop) => hop.status))).toEqual(
      new Set([301, 302, 307, 308]),
    );
  });
});

describe('the fixture shop for crawlers that read robots.txt and sitemaps', () => {
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 30, hostName: 'pine-ridge.test' });
  });
  afterAll(async () => {
    await site.close();
  });

  const local = (url: string) => url.replace(site.origin, `http://127.0.0.1:${site.port}`);

  it('disallows /private/ for every agent and names the sitemap index under the chosen host', async () => {
    expect(site.host).toBe(`pine-ridge.test:${site.port}`);
    const robots = (await load(local(site.expected.robotsTxt))).text;
    expect(robots).toContain('User-agent: *\nDisallow: /private/\n');
    expect(robots).toContain(`Sitemap: http://pine-ridge.test:${site.port}/sitemap-index.xml`);
    expect(site.expected.disallowedPages.every((url) => new URL(url).pathname.startsWith('/private/'))).toBe(
      true,
    );
  });

  it('lists every linked page and the sitemap-only pages across a plain and a gzipped sitemap', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const index = (await load(local(site.expected.sitemapIndex))).text;
    expect(index).toContain('<sitemapindex');
    const parts = locs(index);
    expect(parts.map((url) => new URL(url).pathname)).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/pages-2.xml.gz',
    ]);
    const plain = (await load(local(parts[0] ?? ''))).text;
    const gzipped = Buffer.from(await (await get(local(parts[1] ?? ''))).arrayBuffer());
    expect([...gzipped.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const listed = [...locs(plain), ...locs(gunzipSync(gzipped).toString())];
    expect(listed).toEqual(site.expected.sitemapPages);
    expect(listed).toEqual(
      expect.arrayContaining([...site.expected.linkedPages, ...site.expected.sitemapOnlyPages]),
    );
    expect(site.expected.sitemapOnlyPages).toHaveLength(10);
    for (const url of site.expected.sitemapOnlyPages) expect((await load(local(url))).status, url).toBe(200);
  });
});

describe('the fixture shop special pages', () => {
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 12 });
  });
  afterAll(async () => {
    await site.close();
  });

  it('loops /loop-a and /loop-b into each other forever', async () => {
    const visited: string[] = [];
    let url = site.url('/loop-a');
    for (let i = 0; i < 10; i += 1) {
      const response = await load(url);
      expect(response.status).toBe(302);
      visited.push(new URL(url).pathname);
      url = new URL(response.headers.get('location') ?? '', url).href;
    }
    expect(new Set(visited)).toEqual(new Set(['/loop-a', '/loop-b']));
  });

  it('offers a next day on every calendar page, without end', async () => {
    let url = site.expected.trapStart;
    const days = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const html = (await load(url)).text;
      days.add(url);
      const next = /<a href="([^"]+)">Next day<\/a>/.exec(html)?.[1];
      expect(next, url).toBeDefined();
      url = site.url(next ?? '');
    }
    expect(days.size).toBe(60);
    expect(url).toBe(site.url('/calendar/2026-03-02'));
  });

  it('hides the poisoning sentences and shows the real advice', async () => {
    const html = (await load(site.expected.hiddenText.page)).text;
    const [hidden, whiteOnWhite] = site.expected.hiddenText.hidden;
    expect(html).toContain(`<div style="display:none">${String(hidden)}</div>`);
    expect(html).toContain(`<p style="color:#ffffff;background-color:#ffffff">${String(whiteOnWhite)}</p>`);
    expect(html).toContain(`<p>${site.expected.hiddenText.visible}</p>`);
  });

  it('renders the trip planner only with JavaScript', async () => {
    const html = (await load(site.url('/app'))).text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(site.expected.jsOnlyText);
    expect(visibleBody(html)).toBe('');
  });

  it('serves the catalogue as a PDF and the logo as a PNG', async () => {
    const pdf = Buffer.from(await (await get(site.url('/files/catalog.pdf'))).arrayBuffer());
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.toString()).toContain('(Pine Ridge Outfitters 2026 catalogue) Tj');
    const png = Buffer.from(await (await get(site.url('/images/logo.png'))).arrayBuffer());
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('refuses a site too small to hold every special case', async () => {
    await expect(startFixtureSite({ pages: 5 })).rejects.toThrow(/at least 9 content pages/);
  });
});

describe('the fixture shop fault injection and instrumentation', () => {
  it('answers the failing page 503, 503, then the page (H7)', async () => {
    const site = await startFixtureSite({
      pages: 9,
      failPattern: { path: '/help/shipping', statuses: [503, 503] },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await load(site.url('/help/shipping'))).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    expect((await load(site.url('/help/returns'))).status).toBe(200);
    expect(site.hits('/help/shipping')).toBe(4);
    expect(site.pageHits('/help/shipping')).toBe(2);
    site.reset();
    expect(site.totalHits()).toBe(0);
    expect((await load(site.url('/help/shipping/'))).status).toBe(503);
    await site.close();
  });

  it('answers one 429 with Retry-After after the given number of requests (B3)', async () => {
    const site = await startFixtureSite({ pages: 9, rateLimitAfter: { requests: 3, retryAfterSeconds: 5 } });
    const responses: Awaited<ReturnType<typeof load>>[] = [];
    for (let i = 0; i < 5; i += 1) responses.push(await load(site.url('/')));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 429, 200]);
    expect(responses[3]?.headers.get('retry-after')).toBe('5');
    expect(site.requestLog.map((r) => r.status)).toEqual([200, 200, 200, 429, 200]);
    await site.close();
  });

  it('measures how many requests were in flight at once, overall and per path prefix', async () => {
    const site = await startFixtureSite({ pages: 9, latencyMs: 300 });
    for (const path of ['/', '/blog', '/guides']) await load(site.url(path));
    expect(site.maxConcurrent()).toBe(1);
    site.reset();
    // Four requests held 300 ms each by the server, all sent at once.
    const paths = site.plan.sections.map((section) => section.path);
    await Promise.all(paths.map((path) => load(site.url(path))));
    expect(site.maxConcurrent()).toBe(4);
    expect(site.maxConcurrent('/blog')).toBe(1);
    expect(site.maxConcurrent('/private/')).toBe(0);
    expect(site.maxConcurrentConnections()).toBeGreaterThanOrEqual(4);
    expect(site.totalHits()).toBe(4);
    await site.close();
  });
});

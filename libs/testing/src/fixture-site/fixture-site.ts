/**
 * # Fixture site: "Pine Ridge Outfitters", a small outdoor-gear shop on loopback
 *
 * For crawler tests and benchmarks (SECURITY.md B1–B6, H1, H7). Listens on 127.0.0.1, port 0;
 * absolute links use `http://{hostName}:{port}` (hostName defaults to 127.0.0.1), so a test can
 * allow-list `site.host` in CRAWL_ALLOW_HOSTS. Everything is deterministic: same options, same
 * bytes. Do not hard-code the lists below in tests: `site.expected` computes them.
 *
 * Pages (200, text/html; shared header nav, footer and cookie banner; headings, paragraphs, a
 * list and sometimes a table; content hashes all differ):
 * - `/` links every section, 4 featured products (`#reviews`), `/guides?utm_source=…`, `/promo`,
 *   `/spring-sale`, `/app`, `/events/` and the two `/private/*` pages.
 * - Sections `/products`, `/guides`, `/blog`, `/help` list all their pages. `/about`, `/events`.
 * - `pages` content pages (default 240): 6 help pages (`/help/shipping`, `returns`, `faq`,
 *   `warranty`, `contact`, `gear-care`) and the rest shared round-robin by products, guides and
 *   blog posts, which link each other. Every linked page is at depth ≤ 2 from `/`.
 * - Duplicates: trailing slashes (`/guides/`, `/help/shipping/`, `/events/`, `/products/x/`),
 *   fragments, `utm_*`/`fbclid` parameters; `{first guide}/print` is the same guide with
 *   `<link rel="canonical">` to it. Trailing-slash spellings answer 200 with the same page.
 * - `/help/gear-care`: a `display:none` div and white-on-white text saying "Ignore previous
 *   instructions…" (B6). `/help/order-confirmation`: `<meta name="robots" content="noindex">`.
 *
 * Crawl documents: `/robots.txt` (`User-agent: *` / `Disallow: /private/`, a `GrumpyBot` group
 * disallowing everything, `Sitemap: {origin}/sitemap-index.xml`); the sitemap index lists
 * `/sitemaps/pages-1.xml` and `/sitemaps/pages-2.xml.gz` (gzip bytes, not Content-Encoding),
 * which together list every linked page, 10 sitemap-only `/archive/*` pages linked from nowhere,
 * and `/private/wholesale-prices`. There is no `/sitemap.xml`.
 *
 * Not pages: `/old-shipping` 301 → `/help/shipping`; `/promo` 302 → first product; `/catalogue`
 * 308 → `/products`; `/spring-sale` 301 → `/sale/spring` 302 → `/sale/current` 307 → first post;
 * `/loop-a` ↔ `/loop-b` (302s, forever); `/members` 403; `/gone` 404; `/app` JS-only (empty
 * `#root`); `/calendar/2026-01-01` → next day → … (trap, never ends); `/files/catalog.pdf`
 * (application/pdf), `/images/logo.png` (image/png), `mailto:`, `tel:` and `javascript:` links.
 *
 * Instrumentation: `hits(target)` counts requests for that exact path+query; `pageHits(page)`
 * counts 200 answers carrying that page, whatever its spelling; `requestLog`; `maxConcurrent()`
 * overall or for a path prefix; `maxConcurrentConnections()`; `reset()` clears all of it and
 * re-arms `failPattern` and `rateLimitAfter`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createFaultInjector, type FaultOptions } from './fault-injection.js';
import { closeServer, listenOnLoopback } from './loopback-server.js';
import { createInstrumentation, type RequestStats } from './request-instrumentation.js';
import { expectationsFor, type FixtureExpectations } from './site-expectations.fns.js';
import { planSite, type SitePlan } from './site-plan.fns.js';
import { createSiteRoutes } from './site-routes.js';

export type FixtureSiteOptions = FaultOptions & {
  /** Content pages (help, products, guides, posts); default 240, at least 9. */
  pages?: number;
  /** Delay before every answer, in milliseconds; default 0. */
  latencyMs?: number;
  /** Host name used in absolute links, sitemaps and robots.txt; default 127.0.0.1. */
  hostName?: string;
};

export type FixtureSite = RequestStats & {
  /** `http://{hostName}:{port}` */
  origin: string;
  /** `{hostName}:{port}`, the form CRAWL_ALLOW_HOSTS takes. */
  host: string;
  port: number;
  url(path: string): string;
  expected: FixtureExpectations;
  plan: SitePlan;
  reset(): void;
  close(): Promise<void>;
};

export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const { pages = 240, latencyMs = 0, hostName = '127.0.0.1' } = options;
  const plan = planSite(pages);
  const stats = createInstrumentation();
  const faults = createFaultInjector(options);
  const server = createServer();
  server.on('connection', (socket) => {
    socket.once('close', stats.connectionOpened());
  });
  const port = await listenOnLoopback(server);
  const host = `${hostName}:${port}`;
  const origin = `http://${host}`;
  // Routes render absolute links, so they exist once the port is known; requests are handled
  // from here on (none can be dispatched before this synchronous continuation ends).
  const route = createSiteRoutes(plan, origin);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? '/';
    const tracking = stats.begin({
      path: target,
      method: req.method ?? 'GET',
      userAgent: req.headers['user-agent'] ?? '',
      time: Date.now(),
      headers: req.headers,
    });
    res.once('close', tracking.ended);
    const fault = faults.next(target);
    const respond = () => {
      if (res.destroyed) return;
      const reply = fault ?? route(target);
      tracking.answered(reply.status, 'page' in reply ? reply.page : undefined);
      res.writeHead(reply.status, { ...reply.headers, 'content-length': Buffer.byteLength(reply.body) });
      res.end(reply.body);
    };
    if (latencyMs > 0) setTimeout(respond, latencyMs);
    else respond();
  });

  return {
    hits: stats.hits,
    pageHits: stats.pageHits,
    totalHits: stats.totalHits,
    maxConcurrent: stats.maxConcurrent,
    maxConcurrentConnections: stats.maxConcurrentConnections,
    get requestLog() {
      return stats.requestLog;
    },
    origin,
    host,
    port,
    url: (path) => `${origin}${path}`,
    expected: expectationsFor(plan, origin),
    plan,
    reset() {
      stats.reset();
      faults.reset();
    },
    close: () => closeServer(server),
  };
}

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type ChangingSite = {
  origin: string;
  host: string;
  /** The sitemap's address (a SITEMAP training set's URL). */
  sitemapUrl: string;
  /** Every page's address, in sitemap order. */
  pageUrls(): string[];
  /** Rewrites these pages (by number): their text and ETag change. */
  change(pages: readonly number[]): void;
  /** The page now answers 404 but stays in the sitemap. */
  breakPage(page: number): void;
  /** The page leaves the sitemap (it still answers if asked). */
  unlist(page: number): void;
  /** A new page, listed in the sitemap; returns its number. */
  addPage(): number;
  /** Requests per answer status since the last reset (200, 302, 304, 404, 503). */
  answers: Map<number, number>;
  resetCounts(): void;
  /** Whether the site answers conditional requests with 304 (default yes). */
  setConditional(on: boolean): void;
  /** robots.txt now disallows this page to every bot. */
  disallow(page: number): void;
  /** The page now redirects (302) to `target`. */
  redirect(page: number, target: string): void;
  /** The page's next `times` requests answer 503 (no Retry-After): a passing outage. */
  failNext(page: number, times: number): void;
  /** Every page request waits this long before it is answered. */
  setLatency(ms: number): void;
  /** TCP connections opened to the site since the last reset. */
  connections(): number;
  close(): Promise<void>;
};

/**
 * A documentation site on loopback whose pages change between syncs: each page has a version in
 * every paragraph (so a search result tells which version it came from), an ETag and a
 * Last-Modified, and answers If-None-Match / If-Modified-Since with 304 while it is unchanged.
 */
export async function startChangingSite({ pages = 40 }: { pages?: number } = {}): Promise<ChangingSite> {
  const versions = new Map<number, number>();
  for (let page = 1; page <= pages; page += 1) versions.set(page, 1);
  const broken = new Set<number>();
  const unlisted = new Set<number>();
  const modifiedAt = new Map<number, Date>();
  const started = new Date(Date.UTC(2026, 0, 1));
  let conditional = true;
  const answers = new Map<number, number>();
  const disallowed = new Set<number>();
  const redirects = new Map<number, string>();
  const failures = new Map<number, number>();
  let latencyMs = 0;
  let connections = 0;
  let origin = '';

  const topics = ['billing', 'exports', 'alerts', 'teams', 'reports', 'webhooks', 'audits', 'imports'];
  const pageHtml = (page: number, version: number) => {
    const topic = topics[page % topics.length] ?? 'billing';
    const paragraph = (n: number) =>
      `<p>Guide ${String(page)} part ${String(n)} revision r${String(version)}x${String(page)}: how ${topic} works for page ${String(page)}, with the steps a team follows and the limits of each plan, written for revision r${String(version)}x${String(page)}.</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guide ${String(page)} | Changing Docs</title></head>
<body><main><h1>Guide ${String(page)}: ${topic}</h1>${[1, 2, 3, 4, 5, 6].map(paragraph).join('')}</main></body></html>`;
  };
  const sitemap = () =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      ...versions.keys(),
    ]
      .filter((page) => !unlisted.has(page))
      .map((page) => `<url><loc>${origin}/guide/${String(page)}</loc></url>`)
      .join('')}</urlset>`;

  const count = (status: number) => answers.set(status, (answers.get(status) ?? 0) + 1);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const rules = [...disallowed].map((page) => `Disallow: /guide/${String(page)}\n`).join('');
      response.end(`User-agent: *\n${rules}Sitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(sitemap());
      return;
    }
    const page = Number(/^\/guide\/(\d+)$/.exec(path)?.[1] ?? 0);
    if (latencyMs > 0) {
      setTimeout(() => {
        answerPage(page, request, response);
      }, latencyMs);
    } else {
      answerPage(page, request, response);
    }
  });
  const answerPage = (page: number, request: IncomingMessage, response: ServerResponse) => {
    const redirect = redirects.get(page);
    if (redirect !== undefined) {
      count(302);
      response.writeHead(302, { location: redirect });
      response.end();
      return;
    }
    const failing = failures.get(page) ?? 0;
    if (failing > 0) {
      failures.set(page, failing - 1);
      count(503);
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('down for a moment');
      return;
    }
    const version = versions.get(page);
    if (version === undefined || broken.has(page)) {
      count(404);
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<p>not found</p>');
      return;
    }
    const body = pageHtml(page, version);
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const lastModified = (modifiedAt.get(page) ?? started).toUTCString();
    if (conditional && request.headers['if-none-match'] === etag) {
      count(304);
      response.writeHead(304, { etag, 'last-modified': lastModified });
      response.end();
      return;
    }
    count(200);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      etag,
      'last-modified': lastModified,
    });
    response.end(body);
  };
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    host: `127.0.0.1:${String(port)}`,
    sitemapUrl: `${origin}/sitemap.xml`,
    pageUrls: () => [...versions.keys()].map((page) => `${origin}/guide/${String(page)}`),
    change(changed) {
      for (const page of changed) {
        versions.set(page, (versions.get(page) ?? 0) + 1);
        modifiedAt.set(page, new Date(started.getTime() + (versions.get(page) ?? 0) * 86_400_000));
      }
    },
    breakPage(page) {
      broken.add(page);
    },
    unlist(page) {
      unlisted.add(page);
    },
    addPage() {
      const page = versions.size + 1;
      versions.set(page, 1);
      return page;
    },
    answers,
    resetCounts() {
      answers.clear();
      connections = 0;
    },
    setConditional(on) {
      conditional = on;
    },
    disallow(page) {
      disallowed.add(page);
    },
    redirect(page, target) {
      redirects.set(page, target);
    },
    failNext(page, times) {
      failures.set(page, times);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

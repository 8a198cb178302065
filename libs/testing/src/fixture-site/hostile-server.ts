/**
 * A "public" website that attacks the crawler (SECURITY.md A6, A8, A11). Routes:
 * - `/slow-drip` 200 HTML, one byte per `dripIntervalMs` (default 1 s), never finishes.
 * - `/endless` 200 HTML that never ends (written as fast as the client reads).
 * - `/gzip-bomb` `Content-Encoding: gzip`, ~10 MB on the wire inflating to `gzipBombBytes`
 *   (default 10 GiB) of zeros; streamed, never held in memory.
 * - `/huge-headers` 200 with ~100 KB of response headers.
 * - `/redirect-to?target=URL&status=302` a redirect to anything (`file:`, `gopher:`, loopback…);
 *   status one of 301, 302, 303, 307, 308.
 * - `/redirect-chain?hops=N&target=URL` N redirects in a row, the last to target (default a legit page).
 * - `/meta-refresh?target=URL` an HTML page whose `<meta http-equiv="refresh">` goes to target.
 * - `/robots.txt` = `/robots-with-internal-sitemaps.txt`: `Sitemap:` lines for every internal
 *   target plus this server's own sitemaps; `/sitemap-with-internal-targets.xml` (urlset) and
 *   `/sitemap-index-with-internal-targets.xml` list the internal targets plus legit entries.
 * - `/`, `/legit/page-1..3` ordinary pages: what a crawl should still index (`legitPages`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { robotsTxt, sitemapIndexXml, urlsetXml } from './crawl-documents.fns.js';
import { gzipBomb } from './gzip-bomb.js';
import { closeServer, listenOnLoopback } from './loopback-server.js';
import { escapeHtml } from './page-layout.fns.js';
import { createInstrumentation, type RequestStats } from './request-instrumentation.js';

export type HostileServerOptions = {
  /** URLs that must never be fetched (canaries, metadata addresses) to plant in sitemaps and robots.txt. */
  internalTargets?: string[];
  /** Host name used in this server's own absolute URLs; default 127.0.0.1. */
  hostName?: string;
  gzipBombBytes?: number;
  dripIntervalMs?: number;
};

export type HostileServer = Pick<RequestStats, 'hits' | 'totalHits' | 'requestLog'> & {
  origin: string;
  host: string;
  port: number;
  url(path: string): string;
  /** Ordinary pages linked from `/` and listed next to the internal targets. */
  legitPages: string[];
  /** Bytes `/gzip-bomb` inflates to and sends. */
  gzipBomb: { inflatedBytes: number; wireBytes: number };
  close(): Promise<void>;
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const html = { 'content-type': 'text/html; charset=utf-8' };

export async function startHostileServer(options: HostileServerOptions = {}): Promise<HostileServer> {
  const { internalTargets = [], hostName = '127.0.0.1', dripIntervalMs = 1000 } = options;
  const bomb = gzipBomb(options.gzipBombBytes);
  const stats = createInstrumentation();
  let origin = '';
  const legitPaths = ['/legit/page-1', '/legit/page-2', '/legit/page-3'];
  const legit = () => legitPaths.map((path) => origin + path);

  const page = (title: string, body: string) =>
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>\n<body>${body}</body></html>\n`;
  const robots = () =>
    robotsTxt(
      [{ agents: ['*'], disallow: [] }],
      [
        ...internalTargets,
        `${origin}/sitemap-with-internal-targets.xml`,
        `${origin}/sitemap-index-with-internal-targets.xml`,
      ],
    );

  const routes: Record<string, (res: ServerResponse, query: URLSearchParams) => void> = {
    '/': (res) => {
      const links = legitPaths.map((p) => `<li><a href="${p}">${p}</a></li>`).join('');
      send(res, 200, html, page('Harbour Lights Cafe', `<h1>Harbour Lights Cafe</h1><ul>${links}</ul>`));
    },
    '/robots.txt': (res) => {
      send(res, 200, { 'content-type': 'text/plain' }, robots());
    },
    '/robots-with-internal-sitemaps.txt': (res) => {
      send(res, 200, { 'content-type': 'text/plain' }, robots());
    },
    '/sitemap-with-internal-targets.xml': (res) => {
      send(res, 200, { 'content-type': 'application/xml' }, urlsetXml([...internalTargets, ...legit()]));
    },
    '/sitemap-index-with-internal-targets.xml': (res) => {
      const sitemaps = [...internalTargets, `${origin}/sitemap-with-internal-targets.xml`];
      send(res, 200, { 'content-type': 'application/xml' }, sitemapIndexXml(sitemaps));
    },
    '/redirect-to': (res, query) => {
      const status = Number(query.get('status') ?? 302);
      redirect(res, redirectStatuses.has(status) ? status : 302, query.get('target') ?? '/');
    },
    '/redirect-chain': (res, query) => {
      const hops = Math.max(0, Number(query.get('hops') ?? 0) || 0);
      const target = query.get('target') ?? legitPaths[0] ?? '/';
      const next = new URLSearchParams({ hops: String(hops - 1), target });
      redirect(res, 302, hops > 1 ? `/redirect-chain?${next.toString()}` : target);
    },
    '/meta-refresh': (res, query) => {
      const target = escapeHtml(query.get('target') ?? '/');
      const head = `<meta http-equiv="refresh" content="0; url=${target}">`;
      send(
        res,
        200,
        html,
        page('Moved', `${head}<p>This page has moved to <a href="${target}">here</a>.</p>`),
      );
    },
    '/huge-headers': (res) => {
      const filler = 'x'.repeat(1000);
      for (let i = 0; i < 100; i += 1) res.setHeader(`x-filler-${i}`, filler);
      send(res, 200, html, page('Headers', '<p>Look at the headers.</p>'));
    },
    '/slow-drip': (res) => {
      res.writeHead(200, html);
      const text = '<!doctype html><html><body><p>Still loading...';
      let i = 0;
      const timer = setInterval(() => {
        res.write(text.charAt(i % text.length));
        i += 1;
      }, dripIntervalMs);
      res.once('close', () => {
        clearInterval(timer);
      });
    },
    '/endless': (res) => {
      res.writeHead(200, html);
      const chunk = Buffer.from('<p>More and more and more text, forever.</p>\n'.repeat(1000));
      const pump = () => {
        while (!res.destroyed) {
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
      };
      pump();
    },
    '/gzip-bomb': (res) => {
      res.writeHead(200, { ...html, 'content-encoding': 'gzip', 'content-length': bomb.wireBytes });
      // The client hanging up mid-bomb is the expected ending, not an error.
      pipeline(bomb.stream(), res, () => undefined);
    },
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const tracking = stats.begin({
      path: req.url ?? '/',
      method: req.method ?? 'GET',
      userAgent: req.headers['user-agent'] ?? '',
      time: Date.now(),
      headers: req.headers,
    });
    res.once('close', tracking.ended);
    const url = new URL(req.url ?? '/', 'http://hostile.invalid');
    const route = routes[url.pathname];
    try {
      if (route) route(res, url.searchParams);
      else if (legitPaths.includes(url.pathname)) {
        const title = `Opening hours ${url.pathname.slice(-1)}`;
        send(res, 200, html, page(title, `<h1>${title}</h1><p>We open at 8 am and close at 6 pm.</p>`));
      } else send(res, 404, { 'content-type': 'text/plain' }, 'Not found');
    } catch {
      // A target Node refuses to put in a header (control characters): a 400, not a crashed test run.
      if (!res.headersSent) send(res, 400, { 'content-type': 'text/plain' }, 'Bad target');
    }
    tracking.answered(res.statusCode);
  });

  const port = await listenOnLoopback(server);
  const host = `${hostName}:${port}`;
  origin = `http://${host}`;
  return {
    hits: stats.hits,
    totalHits: stats.totalHits,
    get requestLog() {
      return stats.requestLog;
    },
    origin,
    host,
    port,
    url: (path) => `${origin}${path}`,
    legitPages: legit(),
    gzipBomb: { inflatedBytes: bomb.inflatedBytes, wireBytes: bomb.wireBytes },
    close: () => closeServer(server),
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function redirect(res: ServerResponse, status: number, location: string) {
  send(res, status, { ...html, location }, `<a href="${escapeHtml(location)}">Moved</a>`);
}

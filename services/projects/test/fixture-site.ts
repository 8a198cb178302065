import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local websites for the magic-UI review, all on one loopback port and told apart by path (the
 * host names under .test resolve to 127.0.0.1 through the test resolver). Each page carries one
 * source of brand colour: a theme-color meta, a web manifest, only inline CSS, or nothing.
 */
export type FixtureSite = {
  port: number;
  /** Request paths received, in order. */
  hits: string[];
  stop(): Promise<void>;
};

const pages: Record<string, string> = {
  '/theme-color': `<!doctype html><html><head>
    <title>Home | Acme Tools</title>
    <meta property="og:site_name" content="Acme Tools">
    <meta name="description" content="Acme Tools sells quality hand tools to makers. Founded in 1920, family run.">
    <meta name="theme-color" content="#0f766e">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111827">
    <link rel="manifest" href="/never-fetched.webmanifest">
    <style>.promo { background: #DB2777 } .promo2 { color: #DB2777 }</style>
  </head><body><h1>Acme Tools</h1></body></html>`,
  '/light-theme': `<!doctype html><html><head>
    <title>Sunny Days Café – Breakfast &amp; Brunch</title>
    <meta name="theme-color" content="#FACC15">
  </head><body>Open daily.</body></html>`,
  '/manifest': `<!doctype html><html><head>
    <title>Welcome | Bloom Bakery</title>
    <meta name="description" content="Fresh sourdough every morning!">
    <link rel="icon" href="/favicon.ico"><link rel="manifest" href="/site.webmanifest">
  </head><body style="background:#ffffff">Bread.</body></html>`,
  '/inline-colours': `<!doctype html><html><head>
    <title>Violet Studio — Design that works</title>
    <style>
      body { color: #333333; background: #fff; }
      .btn { background: #7C3AED; border: 1px solid #7c3aed; }
      header { background-color: rgb(124, 58, 237); }
      .ok { color: #22C55E; }
      footer { background: #000; color: #FAFAFA; }
    </style>
    <script>const palette = ['#FF0000', '#FF0000', '#FF0000', '#FF0000', '#FF0000'];</script>
  </head><body><a class="btn" style="color:#7C3AED">Start</a><!-- #00FF00 #00FF00 #00FF00 #00FF00 --></body></html>`,
  '/plain': '<html><body><p>Nothing to see here.</p></body></html>',
};

export async function startFixtureSite(options: { redirects: Record<string, string> }): Promise<FixtureSite> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture.test').pathname;
    hits.push(path);
    const page = pages[path];
    const redirect = options.redirects[path];
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else if (redirect) {
      res.writeHead(302, { location: redirect });
      res.end();
    } else if (path === '/site.webmanifest') {
      res.writeHead(200, { 'content-type': 'application/manifest+json' });
      res.end(
        JSON.stringify({
          name: 'Bloom Bakery & Café',
          short_name: 'Bloom Bakery',
          theme_color: '#be123c',
          background_color: '#ffffff',
          display: 'standalone',
        }),
      );
    } else if (path === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A server that only counts: any request reaching it is a refusal that failed. */
export async function startCanary(): Promise<{ port: number; hits: string[]; stop(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('CANARY');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

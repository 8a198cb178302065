import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export type SecretSite = {
  origin: string;
  /** `host:port`, the form CRAWL_ALLOW_HOSTS takes. */
  host: string;
  /** A string that exists nowhere but on this site's pages. */
  canary: string;
  stop(): Promise<void>;
};

/**
 * Another tenant's website: two pages whose text carries a unique canary, the thing that must never
 * reach a different tenant's visitors (SECURITY E5).
 */
export async function startSecretSite(): Promise<SecretSite> {
  const canary = `SITESAGE-CANARY-${randomBytes(8).toString('hex')}`;
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1>${body}</main></body></html>`;
  const pages: Record<string, string> = {
    '/': page(
      'Harbour Lane Wholesale',
      `<p>Trade accounts only. See our <a href="/trade-terms">trade terms and discount code</a>.</p>` +
        `<p>Our wholesale discount code for trade partners is ${canary}. Quote it on every order.</p>`,
    ),
    '/trade-terms': page(
      'Trade terms',
      `<p>Net 30 payment terms apply to approved trade partners.</p>` +
        `<p>The internal staff password reset phrase and the discount code is ${canary}; never share it.</p>`,
    ),
  };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const html = pages[path];
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? page('Not found', '<p>No such page.</p>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    canary,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

import { createServer, type Server } from 'node:http';

export type CustomerPage = {
  url: string;
  origin: string;
  /** `host:port`, the form CRAWL_ALLOW_HOSTS takes. */
  host: string;
  /** Pastes the embed code of this agent of that SiteSage into the page. */
  embed(sitesageOrigin: string, projectSlug: string): void;
  stop(): Promise<void>;
};

/**
 * A customer's own website on a second loopback origin (the agent's site), with the embed code
 * pasted in its body exactly as the Deploy tab shows it. Its stylesheet is hostile on purpose: a widget that leaned on
 * the host page's CSS would break here.
 */
export async function startCustomerPage(): Promise<CustomerPage> {
  let sitesageOrigin = '';
  let projectSlug = '';
  const html = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pine Ridge Outfitters</title>
<style>button { display: none; } * { font-size: 40px; }</style></head>
<body><h1>Pine Ridge Outfitters</h1><p>Gear for the trail.</p>
<script src="${sitesageOrigin}/plugin.js" data-id="${projectSlug}" defer></script>
</body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    embed(origin, slug) {
      sitesageOrigin = origin;
      projectSlug = slug;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

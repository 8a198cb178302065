/**
 * # Documenso documentation site on loopback
 *
 * The 143 MDX pages of Documenso's documentation (AGPL-3.0, read from the corpus folder, never
 * copied into this repository) rendered as the real site serves them, for the answer-quality
 * benchmark and its floor test: `/docs/…` pages with header, sidebar, table of contents and footer
 * on each, `/` redirecting to `/docs`, `/sitemap.xml` listing every page, `/robots.txt` pointing
 * at it, and 404 for anything else. Pages are rendered once at start.
 */
import { createServer, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from '../fixture-site/loopback-server.js';
import { documensoCorpusDir } from './corpus-location.js';
import { readDocsPages, type DocsPage } from './documenso-corpus.js';
import { docsPage } from './docs-layout.fns.js';
import { renderMdxBody } from './mdx-to-html.fns.js';

export type DocumensoSite = {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `127.0.0.1:{port}`, the form CRAWL_ALLOW_HOSTS takes. */
  host: string;
  /** Every page, as `/docs/…` paths with their titles. */
  pages: ReadonlyArray<Pick<DocsPage, 'path' | 'title'>>;
  close(): Promise<void>;
};

export type DocumensoSiteOptions = { corpusDir?: string };

type Reply = { status: number; type: string; body: string; location?: string };

function send(response: ServerResponse, { status, type, body, location }: Reply): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'public, max-age=300',
    ...(location === undefined ? {} : { location }),
  });
  response.end(body);
}

export async function startDocumensoSite({ corpusDir }: DocumensoSiteOptions = {}): Promise<DocumensoSite> {
  const pages = readDocsPages(corpusDir ?? documensoCorpusDir());
  const html = new Map(
    pages.map((page) => {
      const { html: article, headings } = renderMdxBody(page.body);
      return [page.path, docsPage({ page, pages, article, headings })];
    }),
  );
  let origin = '';
  /** What the site answers for a path: a page, a crawl document, the redirect from `/`, or 404. */
  const answerFor = (path: string): Reply => {
    const page = html.get(path);
    if (page !== undefined) return { status: 200, type: 'text/html', body: page };
    if (path === '/') return { status: 301, type: 'text/plain', body: '', location: '/docs' };
    if (path === '/robots.txt') {
      return {
        status: 200,
        type: 'text/plain',
        body: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      };
    }
    if (path === '/sitemap.xml') {
      const urls = pages.map((entry) => `<url><loc>${origin}${entry.path}</loc></url>`).join('\n');
      return {
        status: 200,
        type: 'application/xml',
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      };
    }
    return {
      status: 404,
      type: 'text/html',
      body: '<!doctype html><title>Not found | Documenso</title><h1>Page not found</h1>',
    };
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname.replace(/(.)\/+$/, '$1');
    send(response, answerFor(path));
  });
  const port = await listenOnLoopback(server);
  origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    host: `127.0.0.1:${String(port)}`,
    pages: pages.map(({ path, title }) => ({ path, title })),
    close: () => closeServer(server),
  };
}

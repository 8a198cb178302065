/**
 * # A documentation corpus served as its site on loopback
 *
 * A folder of Markdown pages (read from disk, never copied into this repository) rendered as the
 * real site serves them, for the answer-quality benchmark and its floor test: `/docs/…` pages with
 * header, sidebar, table of contents and footer on each, `/` redirecting to `/docs`,
 * `/sitemap.xml` listing every page, `/robots.txt` pointing at it, and 404 for anything else.
 * Pages are rendered once at start. Docusaurus corpora (detected from their imports and
 * admonitions) also get their `<head>` blocks and links resolved as Docusaurus does.
 */
import { createServer, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from '../fixture-site/loopback-server.js';
import { readDocsPages, type DocsPage } from './docs-corpus.js';
import { docsPage, type SiteLayout } from './docs-page.fns.js';
import { isDocusaurusCorpus, resolveArticleLinks, takeHeadBlocks } from './docusaurus-page.fns.js';
import { folderTreeLayout } from './folder-tree-layout.fns.js';
import { renderMdxBody, type PageHeading } from './mdx-to-html.fns.js';

export type DocsSite = {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `127.0.0.1:{port}`, the form CRAWL_ALLOW_HOSTS takes. */
  host: string;
  /** Every page, as `/docs/…` paths with their titles. */
  pages: ReadonlyArray<Pick<DocsPage, 'path' | 'title'>>;
  close(): Promise<void>;
};

export type DocsSiteOptions = {
  /** The corpus folder: one holding `pages/`, or the pages folder itself. */
  corpusDir: string;
  /** The product the docs are about, named in titles, header and footer. */
  product: string;
  /** The site's chrome; by default one made from the corpus's folder tree. */
  layout?: SiteLayout;
};

type Reply = { status: number; type: string; body: string; location?: string };

function send(response: ServerResponse, { status, type, body, location }: Reply): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'public, max-age=300',
    ...(location === undefined ? {} : { location }),
  });
  response.end(body);
}

export type RenderedArticle = { article: string; headings: readonly PageHeading[]; head: string };

/**
 * Each page's article (its body as HTML), the headings of its table of contents and the `<head>`
 * markup it asks for, by path.
 */
export function renderArticles(pages: readonly DocsPage[]): Map<string, RenderedArticle> {
  const docusaurus = isDocusaurusCorpus(pages.map((page) => page.body));
  const pathOfFile = new Map(pages.map((page) => [page.file, page.path]));
  return new Map(
    pages.map((page) => {
      const { head, body } = docusaurus ? takeHeadBlocks(page.body) : { head: '', body: page.body };
      const { html, headings } = renderMdxBody(body);
      const article = docusaurus ? resolveArticleLinks(html, page.file, pathOfFile) : html;
      return [page.path, { article, headings, head }];
    }),
  );
}

/** Each page's whole HTML, by path. */
export function renderDocsSite(pages: readonly DocsPage[], layout: SiteLayout): Map<string, string> {
  const articles = renderArticles(pages);
  return new Map(
    pages.map((page) => {
      const { article, headings, head } = articles.get(page.path) as RenderedArticle;
      return [page.path, docsPage({ layout, page, pages, article, headings, head })];
    }),
  );
}

export async function startDocsSite({ corpusDir, product, layout }: DocsSiteOptions): Promise<DocsSite> {
  const pages = readDocsPages(corpusDir);
  if (pages.length === 0) throw new Error(`${corpusDir} holds no .md or .mdx pages.`);
  const html = renderDocsSite(pages, layout ?? folderTreeLayout(product, pages));
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
      body: `<!doctype html><title>Not found | ${product}</title><h1>Page not found</h1>`,
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

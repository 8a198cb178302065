/**
 * One page of a documentation site as a crawler receives it: the site's chrome (a header with the
 * product's navigation, a sidebar listing every section's pages, an "On this page" table of
 * contents, previous/next links and a footer) around the page's article. All of it is repeated on
 * every page, which is what boilerplate removal and retrieval must cope with on a real site. What
 * the chrome says comes from the site's layout (Documenso's own, or one made from a folder tree).
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import type { DocsPage } from './docs-corpus.js';
import type { PageHeading } from './mdx-to-html.fns.js';

export type SidebarGroup = { name: string; pages: readonly DocsPage[] };

export type SiteLayout = {
  product: string;
  header(): string;
  /** The sidebar's groups, in order; a page in none of them is not listed. */
  sidebarGroups(pages: readonly DocsPage[]): readonly SidebarGroup[];
  /** What the sidebar calls a page. */
  sidebarName(page: DocsPage): string;
  footer(page: DocsPage): string;
};

const css = `body{font-family:system-ui,sans-serif;margin:0;color:#111}
.site-header,.site-footer{border-bottom:1px solid #e5e5e5;padding:.75rem 1.5rem}
.layout{display:grid;grid-template-columns:16rem 1fr 14rem;gap:2rem}
.sidebar,.toc{font-size:.875rem}.callout{border-left:4px solid #a2e771;padding:.5rem 1rem}
pre{background:#f6f6f6;padding:1rem;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.25rem}`;

function sidebar(layout: SiteLayout, pages: readonly DocsPage[], current: string): string {
  const groups = layout.sidebarGroups(pages).map(({ name, pages: members }) => {
    const items = members
      .map((page) => {
        const active = page.path === current ? ' aria-current="page"' : '';
        return `<li><a href="${page.path}"${active}>${escapeHtml(layout.sidebarName(page))}</a></li>`;
      })
      .join('');
    return `<section><p class="sidebar-group">${escapeHtml(name)}</p><ul>${items}</ul></section>`;
  });
  return `<aside class="sidebar" aria-label="Documentation">${groups.join('\n')}</aside>`;
}

function tableOfContents(headings: readonly PageHeading[]): string {
  const items = headings
    .filter((heading) => heading.depth <= 3)
    .map((heading) => `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a></li>`)
    .join('');
  return `<nav class="toc" aria-label="On this page"><p>On this page</p><ul>${items}</ul></nav>`;
}

function neighbours(pages: readonly DocsPage[], current: string): string {
  const index = pages.findIndex((page) => page.path === current);
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 ? pages[index + 1] : undefined;
  const link = (page: DocsPage | undefined, label: string) =>
    page
      ? `<a href="${page.path}" class="pager-${label.toLowerCase()}"><span>${label}</span> ${escapeHtml(page.title)}</a>`
      : '';
  return `<nav class="pager">${link(previous, 'Previous')}${link(next, 'Next')}</nav>`;
}

export type PageInput = {
  layout: SiteLayout;
  page: DocsPage;
  pages: readonly DocsPage[];
  article: string;
  headings: readonly PageHeading[];
  /** Extra `<head>` markup the page asks for (Docusaurus `<head>` blocks: structured data). */
  head?: string;
};

export function docsPage({ layout, page, pages, article, headings, head = '' }: PageInput): string {
  const title = page.path === '/docs' ? page.title : `${page.title} | ${layout.product}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<style>${css}</style>${head === '' ? '' : `\n${head}`}
</head>
<body>
${layout.header()}
<div class="layout">
${sidebar(layout, pages, page.path)}
<main>
<article>
<h1>${escapeHtml(page.title)}</h1>
<p class="page-description">${escapeHtml(page.description)}</p>
${article}
</article>
${neighbours(pages, page.path)}
</main>
${tableOfContents(headings)}
</div>
${layout.footer(page)}
</body>
</html>
`;
}

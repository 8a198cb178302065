/**
 * The chrome of every page, as a Fumadocs documentation site has it: a header with the product's
 * navigation, a sidebar listing every section's pages, an "On this page" table of contents,
 * previous/next links and a footer. A crawler sees all of it repeated on every page, which is what
 * boilerplate removal and retrieval must cope with on a real site.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import type { DocsPage } from './documenso-corpus.js';
import type { PageHeading } from './mdx-to-html.fns.js';

export const siteName = 'Documenso';

const sectionNames: Record<string, string> = {
  users: 'User Guide',
  developers: 'Developer Guide',
  'self-hosting': 'Self-Hosting',
  concepts: 'Concepts',
  compliance: 'Compliance',
  policies: 'Policies',
};

const css = `body{font-family:system-ui,sans-serif;margin:0;color:#111}
.site-header,.site-footer{border-bottom:1px solid #e5e5e5;padding:.75rem 1.5rem}
.layout{display:grid;grid-template-columns:16rem 1fr 14rem;gap:2rem}
.sidebar,.toc{font-size:.875rem}.callout{border-left:4px solid #a2e771;padding:.5rem 1rem}
pre{background:#f6f6f6;padding:1rem;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.25rem}`;

function header(): string {
  const links = Object.entries(sectionNames)
    .map(([section, name]) => `<li><a href="/docs/${section}">${name}</a></li>`)
    .join('');
  return `<header class="site-header">
<a class="brand" href="/docs"><img src="/logo.svg" alt="Documenso logo" width="28" height="28"> Documenso Docs</a>
<nav aria-label="Main"><ul>${links}
<li><a href="https://github.com/documenso/documenso">GitHub</a></li>
<li><a href="https://app.documenso.com/signin">Sign in</a></li>
</ul></nav>
<button type="button" class="search">Search documentation… <kbd>⌘K</kbd></button>
</header>`;
}

function sidebar(pages: readonly DocsPage[], current: string): string {
  const groups = Object.entries(sectionNames).map(([section, name]) => {
    const items = pages
      .filter((page) => page.section === section)
      .map((page) => {
        const active = page.path === current ? ' aria-current="page"' : '';
        return `<li><a href="${page.path}"${active}>${escapeHtml(page.title)}</a></li>`;
      })
      .join('');
    return `<section><p class="sidebar-group">${name}</p><ul>${items}</ul></section>`;
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

function footer(current: string): string {
  const source = current === '/docs' ? 'index' : current.slice('/docs/'.length);
  return `<footer class="site-footer">
<p><a href="https://github.com/documenso/documenso/edit/main/apps/docs/content/docs/${source}.mdx">Edit this page on GitHub</a></p>
<p>Was this page helpful? <button type="button">Yes</button> <button type="button">No</button></p>
<ul>
<li><a href="https://documenso.com">Documenso</a></li>
<li><a href="https://documenso.com/pricing">Pricing</a></li>
<li><a href="https://documenso.com/blog">Blog</a></li>
<li><a href="https://status.documenso.com">Status</a></li>
<li><a href="https://documen.so/discord">Community</a></li>
</ul>
<p>&copy; 2026 Documenso, Inc. The open-source DocuSign alternative.</p>
</footer>`;
}

export type PageInput = {
  page: DocsPage;
  pages: readonly DocsPage[];
  article: string;
  headings: readonly PageHeading[];
};

export function docsPage({ page, pages, article, headings }: PageInput): string {
  const title = page.path === '/docs' ? page.title : `${page.title} | ${siteName}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<style>${css}</style>
</head>
<body>
${header()}
<div class="layout">
${sidebar(pages, page.path)}
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
${footer(page.path)}
</body>
</html>
`;
}

/** The chrome of Documenso's Fumadocs site: its sections in the header and sidebar, its footer. */
import type { DocsPage } from './docs-corpus.js';
import type { SiteLayout } from './docs-page.fns.js';

const sectionNames: Record<string, string> = {
  users: 'User Guide',
  developers: 'Developer Guide',
  'self-hosting': 'Self-Hosting',
  concepts: 'Concepts',
  compliance: 'Compliance',
  policies: 'Policies',
};

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

function footer(page: DocsPage): string {
  const source = page.path === '/docs' ? 'index' : page.path.slice('/docs/'.length);
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

export const documensoLayout: SiteLayout = {
  product: 'Documenso',
  header,
  sidebarGroups: (pages) =>
    Object.entries(sectionNames).map(([section, name]) => ({
      name,
      pages: pages.filter((page) => page.section === section),
    })),
  sidebarName: (page) => page.title,
  footer,
};

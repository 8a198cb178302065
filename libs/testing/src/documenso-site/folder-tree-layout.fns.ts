/**
 * Chrome for any corpus, made from its folder tree and a product name: the pages at the top of the
 * corpus form the first sidebar group, each top folder another (named by its landing page, or by
 * the folder when it has none), and the header and footer link to every group, as a generated
 * documentation site's are.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import type { DocsPage } from './docs-corpus.js';
import type { SidebarGroup, SiteLayout } from './docs-page.fns.js';

/** The page a folder opens with: its `index`, else its `introduction`, `overview` or `intro`. */
function landingOf(members: readonly DocsPage[], folder: string): DocsPage | undefined {
  for (const name of ['index', 'introduction', 'overview', 'intro']) {
    const found = members.find((page) => new RegExp(`^${folder}/${name}\\.mdx?$`).test(page.file));
    if (found) return found;
  }
  return undefined;
}

const folderName = (folder: string) => {
  const words = folder.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function sidebarGroupsOf(pages: readonly DocsPage[]): SidebarGroup[] {
  const folders = [...new Set(pages.map((page) => page.section))].filter(Boolean).sort();
  const top: SidebarGroup = { name: 'Documentation', pages: pages.filter((page) => page.section === '') };
  const groups = folders.map((folder) => {
    const members = pages.filter((page) => page.section === folder);
    const landing = landingOf(members, folder);
    const rest = members.filter((page) => page !== landing);
    return landing
      ? { name: landing.sidebarLabel, pages: [landing, ...rest] }
      : { name: folderName(folder), pages: rest };
  });
  return [top, ...groups].filter((group) => group.pages.length > 0);
}

export function folderTreeLayout(product: string, pages: readonly DocsPage[]): SiteLayout {
  const groups = sidebarGroupsOf(pages);
  const name = escapeHtml(product);
  const links = groups
    .map((group) => `<li><a href="${group.pages[0]?.path ?? '/docs'}">${escapeHtml(group.name)}</a></li>`)
    .join('');
  return {
    product,
    header: () => `<header class="site-header">
<a class="brand" href="/docs"><img src="/docs/img/logo.svg" alt="${name} logo" width="28" height="28"> ${name} Docs</a>
<nav aria-label="Main"><ul>${links}
<li><a href="/login">Log in</a></li>
</ul></nav>
<button type="button" class="search">Search… <kbd>Ctrl K</kbd></button>
</header>`,
    sidebarGroups: () => groups,
    sidebarName: (page) => page.sidebarLabel,
    footer: () => `<footer class="site-footer">
<p>Was this page helpful? <button type="button">Yes</button> <button type="button">No</button></p>
<ul>${links}</ul>
<p>&copy; 2026 ${name}. All rights reserved.</p>
</footer>`,
  };
}

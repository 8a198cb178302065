import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's HTML for each page path, with the public address filled in. The web build writes one
 * copy of index.html per public page (pages/*.html) carrying that page's title, description and
 * Open Graph tags, so link previews and crawlers see them without running JavaScript; every other
 * path gets index.html itself.
 */
export type SitePages = { htmlFor(path: string): string | undefined };

export function loadSitePages(root: string, publicUrl: string): SitePages {
  const origin = publicUrl.replace(/\/+$/, '');
  const read = (file: string) => readFileSync(file, 'utf8').replaceAll('__SITE_ORIGIN__', origin);
  const indexFile = join(root, 'index.html');
  const fallback = existsSync(indexFile) ? read(indexFile) : undefined;
  const pagesDir = join(root, 'pages');
  const byPath = new Map<string, string>();
  if (existsSync(pagesDir)) {
    for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.html'))) {
      const name = file.slice(0, -'.html'.length);
      byPath.set(name === 'index' ? '/' : `/${name}`, read(join(pagesDir, file)));
    }
  }
  return {
    htmlFor(path) {
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return byPath.get(normalized) ?? fallback;
    },
  };
}

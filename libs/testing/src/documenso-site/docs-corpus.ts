/**
 * A documentation corpus's Markdown pages read from disk (`.mdx` as Fumadocs writes them, `.md` as
 * Docusaurus does): each with the URL path the site serves it at (`users/documents/send.mdx` →
 * `/docs/users/documents/send`, an `index` page → its folder, a front matter `slug` where set), its
 * section, its front matter title, sidebar label and description, and its body.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type DocsPage = {
  /** `/docs/users/documents/send` */
  path: string;
  /** The source file inside the pages folder (`users/documents/send.mdx`). */
  file: string;
  /** The first folder (`users`), empty for a page at the top of the corpus. */
  section: string;
  title: string;
  /** The shorter name a sidebar shows (Docusaurus `sidebar_label`); the title when none is set. */
  sidebarLabel: string;
  description: string;
  body: string;
};

function markdownFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** YAML front matter of the simple `key: value` form these pages use. */
export function splitFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^([\w-]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1] ?? ''] = (field[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { fields, body: source.slice(match[0].length) };
}

/**
 * The site path of a page file. A `slug` from the front matter wins, as Docusaurus has it: one
 * starting with `/` is from the docs root (`/` is the docs home), any other replaces the file name.
 */
export function pagePathOf(file: string, slug?: string): string {
  const parts = file.replace(/\.mdx?$/, '').split(/[\\/]/);
  if (slug !== undefined && slug !== '') {
    const own = slug.split('/').filter(Boolean);
    return ['/docs', ...(slug.startsWith('/') ? own : [...parts.slice(0, -1), ...own])].join('/');
  }
  if (parts.at(-1) === 'index') parts.pop();
  return ['/docs', ...parts].join('/');
}

/** Every page of a folder of Markdown pages, sorted by path. */
export function readPagesFolder(pagesDir: string): DocsPage[] {
  return markdownFilesUnder(pagesDir)
    .map((full) => {
      const file = relative(pagesDir, full).split(sep).join('/');
      const { fields, body } = splitFrontMatter(readFileSync(full, 'utf8'));
      const path = pagePathOf(file, fields.slug);
      const title = fields.title ?? path;
      return {
        path,
        file,
        section: file.includes('/') ? (file.split('/')[0] ?? '') : '',
        title,
        sidebarLabel: fields.sidebar_label ?? title,
        description: fields.description ?? '',
        body,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** A corpus folder holds its pages in `pages/` (beside its SOURCE.md and licence), or is the pages folder itself. */
export function pagesFolderOf(corpusDir: string): string {
  const nested = join(corpusDir, 'pages');
  return existsSync(nested) && statSync(nested).isDirectory() ? nested : corpusDir;
}

/** The pages of a corpus folder (see `pagesFolderOf`). */
export function readDocsPages(corpusDir: string): DocsPage[] {
  return readPagesFolder(pagesFolderOf(corpusDir));
}

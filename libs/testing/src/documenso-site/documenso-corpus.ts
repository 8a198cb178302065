/**
 * The corpus's MDX pages read from disk: each with the URL path the site serves it at
 * (`users/documents/send.mdx` → `/docs/users/documents/send`, an `index.mdx` → its folder), its
 * section, its front matter title and description, and its MDX body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type DocsPage = {
  /** `/docs/users/documents/send` */
  path: string;
  /** The first folder (`users`), empty for the landing page. */
  section: string;
  title: string;
  description: string;
  body: string;
};

function mdxFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return mdxFilesUnder(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** YAML front matter of the simple `key: value` form these pages use. */
export function splitFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^([\w-]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1] ?? ''] = (field[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return { fields, body: source.slice(match[0].length) };
}

export function pagePathOf(file: string): string {
  const parts = file.replace(/\.mdx$/, '').split(/[\\/]/);
  if (parts.at(-1) === 'index') parts.pop();
  return ['/docs', ...parts].join('/');
}

export function readDocsPages(corpusDir: string): DocsPage[] {
  const pagesDir = join(corpusDir, 'pages');
  return mdxFilesUnder(pagesDir)
    .map((file) => {
      const relativeFile = relative(pagesDir, file).split(sep).join('/');
      const { fields, body } = splitFrontMatter(readFileSync(file, 'utf8'));
      const path = pagePathOf(relativeFile);
      return {
        path,
        section: path.split('/')[2] ?? '',
        title: fields.title ?? path,
        description: fields.description ?? '',
        body,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

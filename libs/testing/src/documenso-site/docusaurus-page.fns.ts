/**
 * What Docusaurus does to a page besides rendering its Markdown: `<head>` blocks move into the
 * document's head (structured data a visitor never sees in the article), and links are resolved
 * as Docusaurus resolves them (`billing.md` or `billing` relative to the page's folder, `/billing`
 * under the docs base path), so a crawler following them reaches the pages.
 */
import { posix } from 'node:path';

/** `<head>…</head>` blocks taken out of a body, their JSX template literals (`{`…`}`) unwrapped. */
export function takeHeadBlocks(body: string): { head: string; body: string } {
  const blocks: string[] = [];
  const rest = body.replace(/^<head>\s*\n([\s\S]*?)^<\/head>\s*$/gm, (_block, inner: string) => {
    blocks.push(inner.replace(/\{`/g, '').replace(/`\}/g, '').trim());
    return '';
  });
  return { head: blocks.join('\n'), body: rest };
}

/** Whether a corpus is written for Docusaurus: its imports or its `:::` admonitions say so. */
export function isDocusaurusCorpus(bodies: readonly string[]): boolean {
  return bodies.some(
    (body) => /^import\s.*from\s+['"]@(docusaurus|site|theme)\//m.test(body) || /^\s*:::[a-z]+/m.test(body),
  );
}

const withoutMarkdownExtension = (file: string) => file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');

/**
 * The site path a link on a page leads to. A link to a Markdown file is looked up as Docusaurus
 * does, beside the page first and then from the docs root, so it lands on the file's page (its
 * own slug included; `pathOfFile` maps `proxy/introduction.md` to its page path); a file found
 * nowhere keeps the path it names, as a broken link on the real site would.
 */
export function resolveDocsLink(
  target: string,
  pageFile: string,
  pathOfFile: ReadonlyMap<string, string>,
): string {
  if (/^([a-z][\w+.-]*:|#|\/\/)/i.test(target)) return target;
  const [, path = '', suffix = ''] = /^([^#?]*)(.*)$/.exec(target) ?? [];
  if (path === '') return target;
  const markdown = /\.mdx?$/.test(path);
  if (path.startsWith('/')) {
    const fromRoot = path.replace(/^\/docs(?=\/|$)/, '').replace(/^\//, '');
    const known = markdown ? pathOfFile.get(fromRoot) : undefined;
    const page = markdown ? withoutMarkdownExtension(fromRoot) : fromRoot;
    return `${known ?? (page === '' ? '/docs' : `/docs/${page}`)}${suffix}`;
  }
  const besidePage = posix.normalize(posix.join(posix.dirname(pageFile), path));
  const known = markdown ? (pathOfFile.get(besidePage) ?? pathOfFile.get(posix.normalize(path))) : undefined;
  if (known !== undefined) return `${known}${suffix}`;
  const page = markdown ? withoutMarkdownExtension(besidePage) : besidePage;
  return `${page === '.' || page === '' ? '/docs' : `/docs/${page}`}${suffix}`;
}

/** Every `<a href>` of a rendered article resolved with `resolveDocsLink`. */
export function resolveArticleLinks(
  html: string,
  pageFile: string,
  pathOfFile: ReadonlyMap<string, string>,
): string {
  return html.replace(
    /(<a\s[^>]*?href=")([^"]*)(")/g,
    (_tag, before: string, target: string, after: string) =>
      `${before}${resolveDocsLink(target, pageFile, pathOfFile)}${after}`,
  );
}

import type { PageMeta } from './page-meta';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
  return html.replace(pattern, replacement);
}

/**
 * index.html with the head of one page: title, description, Open Graph title, description and
 * address. `__SITE_ORIGIN__` stays for the gateway to fill in, as it alone knows the public address.
 */
export function withPageHead(indexHtml: string, path: string, { title, description }: PageMeta): string {
  const safeTitle = escapeAttribute(title);
  const safeDescription = escapeAttribute(description);
  let html = replaceOnce(indexHtml, /<title>[^<]*<\/title>/, `<title>${safeTitle}</title>`);
  html = replaceOnce(html, /(<meta\s+name="description"\s+content=")[^"]*"/, `$1${safeDescription}"`);
  html = replaceOnce(html, /(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${safeTitle}"`);
  html = replaceOnce(html, /(<meta\s+property="og:description"\s+content=")[^"]*"/, `$1${safeDescription}"`);
  return replaceOnce(html, /(<meta\s+property="og:url"\s+content="__SITE_ORIGIN__)[^"]*"/, `$1${path}"`);
}

/** Where the build writes the page for `path`: pages/index.html for /, pages/pricing.html for /pricing. */
export const pageFileFor = (path: string): string => `pages/${path === '/' ? 'index' : path.slice(1)}.html`;

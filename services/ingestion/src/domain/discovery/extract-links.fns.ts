/**
 * The links a crawler follows from one HTML page, and the page's canonical URL. Pure: the worker
 * passes the body it fetched and the URL it ended up at after redirects.
 */
import { Parser } from 'htmlparser2';
import { normalizeUrl } from './normalize-url.fns.js';

export type ExtractedLinks = {
  /** Absolute, normalised, de-duplicated, in document order; empty when the page says nofollow. */
  links: string[];
  /** `<link rel=canonical>`, normalised; the page should be stored under this URL when on the same site. */
  canonical?: string;
  /** `<meta name=robots|sitesagebot content=…>`: the owner asks us not to index or not to follow. */
  robots: { noindex: boolean; nofollow: boolean };
};

/** A page with more links than this is a link farm or a trap; the rest are dropped. */
export const maxLinksPerPage = 5_000;

const relTokens = (rel: string | undefined) =>
  new Set((rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));

export function extractLinks(html: string, pageUrl: string): ExtractedLinks {
  const hrefs: string[] = [];
  // An object rather than `let`s: the parser callbacks write it, and TypeScript's narrowing would
  // otherwise still see the initial values after parser.end().
  const found: { baseHref?: string; canonicalHref?: string; noindex: boolean; nofollow: boolean } = {
    noindex: false,
    nofollow: false,
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes.href?.trim();
        const rel = relTokens(attributes.rel);
        if (name === 'a' || name === 'area') {
          if (href && !rel.has('nofollow') && hrefs.length < maxLinksPerPage) hrefs.push(href);
        } else if (name === 'link') {
          if (!href) return;
          if (rel.has('canonical')) found.canonicalHref ??= href;
          if ((rel.has('next') || rel.has('prev')) && hrefs.length < maxLinksPerPage) hrefs.push(href);
        } else if (name === 'base') {
          // Only the first <base href> counts (HTML: "the first base element with an href").
          if (href && found.baseHref === undefined) found.baseHref = href;
        } else if (name === 'meta') {
          const metaName = attributes.name?.trim().toLowerCase();
          if (metaName === 'robots' || metaName === 'sitesagebot') {
            const directives = (attributes.content ?? '').toLowerCase().split(/[\s,]+/);
            if (directives.includes('none') || directives.includes('noindex')) found.noindex = true;
            if (directives.includes('none') || directives.includes('nofollow')) found.nofollow = true;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  // The document base applies to every URL in the page, even ones before <base>; a base that is
  // not http(s) (`javascript:`, `data:`) is ignored rather than trusted.
  const base = (found.baseHref && normalizeUrlKeepingPath(found.baseHref, pageUrl)) ?? pageUrl;
  const links = new Set<string>();
  // A page-level nofollow is honoured like rel=nofollow on every link.
  for (const href of found.nofollow ? [] : hrefs) {
    if (/^(mailto|tel|javascript|data|sms|ftp|file):/i.test(href)) continue;
    const link = normalizeUrl(href, base);
    if (link) links.add(link);
  }
  const canonical = found.canonicalHref === undefined ? undefined : normalizeUrl(found.canonicalHref, base);
  return {
    links: [...links],
    ...(canonical ? { canonical } : {}),
    robots: { noindex: found.noindex, nofollow: found.nofollow },
  };
}

/**
 * The base URL resolved but not normalised: normalising would drop its trailing slash and change
 * what `href="page"` resolves to (`/docs/` + `page` is `/docs/page`, `/docs` + `page` is `/page`).
 */
function normalizeUrlKeepingPath(href: string, pageUrl: string): string | undefined {
  try {
    const url = new URL(href, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

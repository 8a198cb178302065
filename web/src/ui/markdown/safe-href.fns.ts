/** Schemes a link in an answer may use; anything else (javascript:, data:, vbscript:, relative) is text. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
export const WEB_SCHEMES = ['http:', 'https:'] as const;

// Checked before parsing: the URL parser forgives leading control characters and whitespace
// inside a scheme ("java\tscript:"), a browser may too, so the raw text must already look right.
const LOOKS_SAFE = /^(https?:\/\/|mailto:)/i;

/**
 * The normalised href for `raw` when it is an absolute URL with one of `schemes`, else null. Entities
 * are never decoded here (the renderer treats text literally), so `jav&#x61;script:` stays unusable.
 */
export function safeHref(raw: string, schemes: readonly string[] = LINK_SCHEMES): string | null {
  const candidate = raw.trim();
  if (!LOOKS_SAFE.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// One leading '/' (not '//', which names another host) or '#', then no space or backslash.
const SITE_PATH = /^(\/(?![/\\])|#)[^\s\\]*$/;

/**
 * `raw` when it is a path inside the site ('/legal#refund-policy', '#billing-plan'), else null. Only
 * our own pages' Markdown asks for these; an answer's relative links stay text (see safeHref).
 */
export function sitePath(raw: string): string | null {
  const candidate = raw.trim();
  return SITE_PATH.test(candidate) ? candidate : null;
}

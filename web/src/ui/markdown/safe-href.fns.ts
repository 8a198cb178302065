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

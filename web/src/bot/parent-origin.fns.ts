/**
 * The origin of the page that frames the chat, when the browser tells: `ancestorOrigins` (Chromium,
 * Safari) or the referrer, which the gateway's referrer policy cuts to the origin anyway. Null when
 * unknown (no-referrer policy on the embedding page, or not framed).
 */
export function parentOrigin(
  referrer: string,
  ancestorOrigins: readonly string[] | undefined,
): string | null {
  const candidates = [ancestorOrigins?.[0], referrer];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === '') continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return null;
}

/** Hosts where the chat may open outside a frame: a developer's own machine (spec §2, §6). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The agent named by `/bot/{project_id}`; `fallback` (the product's default agent) when absent. */
export function projectIdFromPath(pathname: string, fallback: string): string {
  const segment = /^\/bot\/([^/]+)/.exec(pathname)?.[1];
  if (segment === undefined) return fallback;
  try {
    return decodeURIComponent(segment);
  } catch {
    return fallback;
  }
}

/**
 * Whether the page must refuse to show the chat: it was opened on its own rather than inside a
 * website's frame, and not on localhost. Only cosmetic: the gateway's frame-ancestors is the rule.
 */
export function isUnframedOutsideLocalhost(page: { framed: boolean; hostname: string }): boolean {
  return !page.framed && !LOCAL_HOSTS.has(page.hostname);
}

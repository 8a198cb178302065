/**
 * The spec wants project-load and session failures only logged: the visitor sees nothing broken.
 * The browser console is this page's only log; only the message goes there, never visitor details.
 */
export function logFailure(what: string, error: unknown): void {
  // eslint-disable-next-line no-console -- see above
  console.warn(`[SiteSage chat] ${what}:`, error instanceof Error ? error.message : String(error));
}

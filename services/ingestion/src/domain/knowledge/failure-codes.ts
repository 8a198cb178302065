/**
 * Why a source failed, as the crawler classified it when it happened: the owner's sources list
 * groups failures by this code and offers Retry only where another try may end differently. The
 * reason text beside it is for people; nothing ever parses it.
 */
export const failureCodes = [
  /** The site's robots.txt (as read at this run's discovery) disallows the page. */
  'robots_txt',
  /** HTTP 404 or 410: the page does not exist. */
  'http_not_found',
  /** HTTP 401 or 403: the site turns visitors (or bots) away. */
  'http_forbidden',
  /** Any other HTTP 4xx. */
  'http_client_error',
  /** HTTP 5xx, still failing after the automatic retries. */
  'http_server_error',
  /** The site kept asking us to wait (429, 503 with Retry-After). */
  'throttled',
  /** Time-outs, refused or reset connections, unknown host names. */
  'network',
  /** The address is one SiteSage never visits (private network, odd port or scheme). */
  'address_refused',
  /** The page is larger than the crawler's size cap. */
  'too_large',
  /** The address answers with something other than a web page (an image, a PDF…). */
  'not_a_web_page',
  /** The page redirects: to another page of the set (indexed there) or outside the site. */
  'redirected',
  /** Too many redirects in a row. */
  'redirect_loop',
  /** The page asks bots not to index it. */
  'noindex',
  /** Another source of the set has the same content, or the page names another as canonical. */
  'duplicate',
  /** Nothing readable was left on the page or in the file. */
  'no_text',
  /** The page needs JavaScript and no browser renderer is configured. */
  'javascript_only',
  /** The browser renderer failed on the page. */
  'render_failed',
  /** An uploaded file's type or content was refused by the parser. */
  'file_refused',
  /** An uploaded file could not be read for a reason that was not the file's. */
  'file_unreadable',
  /** A sync retired the page: it answered 404/410 on two syncs in a row, or its sitemap dropped it. */
  'retired',
  /** Failed before failures had codes, or for a reason not listed here. */
  'other',
] as const;

export type FailureCode = (typeof failureCodes)[number];

/**
 * Another try meets the same answer: the set's robots.txt stays as read until a retrain, a missing
 * page stays missing (its address can be changed instead), the size cap and the egress rules do not
 * move, and the page's own signals (noindex, canonical, redirect) are what they are.
 */
const finalCodes: ReadonlySet<FailureCode> = new Set<FailureCode>([
  'robots_txt',
  'http_not_found',
  'address_refused',
  'too_large',
  'not_a_web_page',
  'redirected',
  'redirect_loop',
  'noindex',
  'duplicate',
  'no_text',
  'javascript_only',
  'file_refused',
  'retired',
]);

/** Whether a Retry of a source that failed with this code may end differently. */
export function isRetryable(code: string): boolean {
  return !finalCodes.has(code as FailureCode);
}

export function isFailureCode(value: string): value is FailureCode {
  return (failureCodes as readonly string[]).includes(value);
}

/** A failure as the pipeline records it: the code for machines, the reason for people. */
export type SourceFailure = { code: FailureCode; reason: string };

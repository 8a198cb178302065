import { responseText, safeFetch, type KeptAliveConnections } from '@sitesage/egress';
import { extractPage, type ExtractedPage } from '../domain/content/index.js';
import { normalizeUrl, sameSite } from '../domain/discovery/index.js';
import type { SourceFailure } from '../domain/knowledge/failure-codes.js';
import type { PipelineDeps } from './pipeline-deps.js';

const htmlTypes = new Set(['text/html', 'application/xhtml+xml', '']);

/** The validators a site sent with a page, kept to ask for it conditionally at the next sync. */
export type PageValidators = { etag: string; lastModified: string };

export type LoadedPage =
  | { page: ExtractedPage; finalUrl: string; rendered: boolean; validators: PageValidators }
  /** The copy held (asked for with its validators) is still current: HTTP 304. */
  | { notModified: true }
  /** The page answered, but is nothing to index. */
  | { refusal: SourceFailure };

/**
 * Fetches a page through the egress rules and extracts it; a page that shows its content only
 * with JavaScript is rendered in the browser (whose every request also goes through the egress
 * rules) when one is configured. Network and browser failures are thrown for the caller to sort.
 * `connections`: a kept-alive pool of the caller's (a batch of pages of one site), else a
 * connection of its own.
 */
export async function loadPage(
  deps: Pick<PipelineDeps, 'policy' | 'limits' | 'renderer'>,
  url: string,
  held?: PageValidators,
  connections?: KeptAliveConnections,
): Promise<LoadedPage> {
  const response = await safeFetch(
    url,
    {
      maxBytes: deps.limits.maxPageBytes,
      timeoutMs: deps.limits.pageTimeoutMs,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      ...(held ? { validators: held } : {}),
      ...(connections ? { connections } : {}),
    },
    deps.policy,
  );
  if (response.status === 304) return { notModified: true };
  const validators = {
    etag: headerText(response.headers.etag, 512),
    lastModified: headerText(response.headers['last-modified'], 100),
  };
  const finalUrl = normalizeUrl(response.url) ?? url;
  if (!sameSite(finalUrl, url)) return { refusal: redirectsOutside(finalUrl) };
  if (!htmlTypes.has(response.contentType)) {
    return {
      refusal: {
        code: 'not_a_web_page',
        reason: `Not a web page (${response.contentType}); upload documents as files instead.`,
      },
    };
  }
  const html = responseText(response);
  const page = extractPage(html, finalUrl);
  if (!page.isLikelyJsOnly || !deps.renderer) return { page, finalUrl, rendered: false, validators };
  // The browser gets the copy already fetched, so the page itself is not requested twice.
  const rendered = await deps.renderer.render(finalUrl, { html });
  const renderedUrl = normalizeUrl(rendered.finalUrl) ?? finalUrl;
  if (!sameSite(renderedUrl, url)) return { refusal: redirectsOutside(renderedUrl) };
  return {
    page: extractPage(rendered.html, renderedUrl),
    finalUrl: renderedUrl,
    rendered: true,
    validators,
  };
}

const redirectsOutside = (target: string): SourceFailure => ({
  code: 'redirected',
  reason: `The page redirects outside the site, to ${target}.`,
});

/** A validator header as text, or '' when absent or longer than we store. */
const headerText = (value: string | string[] | undefined, maxLength: number): string =>
  typeof value === 'string' && value.length <= maxLength ? value : '';

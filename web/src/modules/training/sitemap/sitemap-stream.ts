import { applyRequestHeaders } from '../../api/request-headers';
import { sitemapRequestPath } from './sitemap.fns';

/** A refused or broken generation; `status` is null when no HTTP answer came. */
export class SitemapStreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SitemapStreamError';
  }
}

const FALLBACK = 'The sitemap could not be generated.';

async function refusalOf(response: Response): Promise<SitemapStreamError> {
  let detail = '';
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      detail = body.detail;
    }
  } catch {
    // Not the JSON error body: the fallback words will do.
  }
  return new SitemapStreamError(detail === '' ? FALLBACK : detail, response.status);
}

type StreamSitemapOptions = {
  url: string;
  maxPages: number;
  token: string | null;
  signal: AbortSignal;
  /** Called with each new piece of the XML, in order. */
  onText: (text: string) => void;
};

/**
 * Asks the gateway for a sitemap and hands over the text as it arrives. RTK Query cannot read a
 * body in pieces, so this is plain fetch, carrying the same session header as every API call.
 * Rejects with SitemapStreamError on a refusal or a broken stream (and with an AbortError when
 * `signal` fires).
 */
export async function streamSitemap({ url, maxPages, token, signal, onText }: StreamSitemapOptions) {
  const headers = applyRequestHeaders(new Headers({ Accept: 'text/plain' }), {
    method: 'GET',
    token,
    cookies: document.cookie,
  });
  let response: Response;
  try {
    response = await fetch(sitemapRequestPath(url, maxPages), { headers, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SitemapStreamError(FALLBACK, null);
  }
  if (!response.ok) throw await refusalOf(response);
  if (response.body === null) {
    onText(await response.text());
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text !== '') onText(text);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SitemapStreamError(FALLBACK, response.status);
  } finally {
    reader.releaseLock();
  }
  const rest = decoder.decode();
  if (rest !== '') onText(rest);
}

import type { SafeResponse } from '@sitesage/egress';

/** What the renderer knows about one request the browser wants to make. */
export type BrowserRequest = {
  url: string;
  method: string;
  /** Playwright's resource type: document, script, fetch, xhr, stylesheet, image… */
  resourceType: string;
  /** A navigation of the rendered page's top frame (not of an iframe or a popup). */
  isTopNavigation: boolean;
  /** Any other navigation: an iframe, a popup window. */
  isOtherNavigation: boolean;
  /** The Sec-Purpose (or Purpose) request header: 'prefetch' for speculative loads. */
  purpose: string | undefined;
};

/**
 * What the browser gets for a request: the real response fetched through the egress rules, an
 * empty answer made up on the spot, or a refusal.
 */
export type RequestDecision =
  { action: 'fetch' } | { action: 'empty'; contentType: string } | { action: 'abort'; why: string };

/** Pictures, fonts and media add no text; skipping them saves time, bytes and request budget. */
const skippedTypes = new Set(['image', 'font', 'media', 'texttrack', 'manifest', 'imageset']);
/** Long-lived streams would hold the page open until the time cap; they carry no page text. */
const streamingTypes = new Set(['eventsource', 'websocket']);

export function decideRequest(request: BrowserRequest): RequestDecision {
  const { protocol } = new URL(request.url);
  if (protocol !== 'http:' && protocol !== 'https:') return { action: 'abort', why: 'not http(s)' };
  // Egress only GETs: beacons, pings and form posts would send data to a site on our behalf.
  if (request.method !== 'GET') return { action: 'abort', why: `method ${request.method}` };
  if (request.isOtherNavigation) return { action: 'abort', why: 'iframe or popup' };
  if (request.isTopNavigation) return { action: 'fetch' };
  if (request.purpose?.toLowerCase().includes('prefetch')) return { action: 'abort', why: 'prefetch' };
  if (skippedTypes.has(request.resourceType)) return { action: 'abort', why: request.resourceType };
  if (streamingTypes.has(request.resourceType)) return { action: 'abort', why: request.resourceType };
  // Scripts that load CSS (code-split bundles) fail when a stylesheet fails; an empty one costs nothing.
  if (request.resourceType === 'stylesheet') return { action: 'empty', contentType: 'text/css' };
  return { action: 'fetch' };
}

/**
 * Response headers safe to hand the browser. safeFetch has already decoded the body, so the
 * encoding and length headers no longer describe it; cookies are dropped because the crawler
 * visits as a stranger and egress never sends them back.
 */
const droppedHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
  'set-cookie2',
]);

export function fulfillHeaders(headers: SafeResponse['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || droppedHeaders.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/** Whole seconds (one decimal below ten) for messages a person reads. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return seconds >= 10 ? String(Math.round(seconds)) : String(Math.round(seconds * 10) / 10);
}

import {
  EgressError,
  isEgressError,
  safeFetch,
  type EgressPolicy,
  type SafeResponse,
} from '@sitesage/egress';
import type { Page, Request, Route } from 'playwright-core';
import { decideRequest, fulfillHeaders, type BrowserRequest } from './render-request.fns.js';

/** What became of one request the page made; for logs and tests. */
export type RequestOutcome = {
  url: string;
  resourceType: string;
  outcome: 'fetched' | 'emptied' | 'skipped' | 'refused';
  /** Why it was skipped or refused. */
  reason?: string;
};

export type EgressRouterOptions = {
  policy: EgressPolicy;
  /** The rendered page: only its top frame may navigate. */
  page: Page;
  /** Most requests fetched for this page, the document included. */
  maxRequests: number;
  /** Most bytes fetched for this page, all responses together. */
  maxBytes: number;
  /** Epoch ms when the render gives up; fetches get a little longer so the render's own cap decides. */
  deadline: number;
  /** Aborted when the render ends, cancelling fetches still running. */
  signal: AbortSignal;
  /** The page's document, already fetched: served from memory when the browser asks for it. */
  document: SafeResponse;
  onRequest?: (outcome: RequestOutcome) => void;
};

export type EgressRouter = {
  /** The handler for `context.route('**\/*', ...)`: answers every request itself. */
  handle: (route: Route) => Promise<void>;
};

const fetchGraceMs = 1_000;
const withoutHash = (url: string) => url.split('#', 1)[0] ?? url;

/**
 * Answers the browser's requests from Node: each one is fetched with safeFetch under the egress
 * policy (DNS checked at connect time, private addresses refused, every redirect re-checked),
 * within this page's request and byte budget. A redirect is followed by safeFetch and the final
 * response served at the address the browser asked for: Chromium does not pass the request that
 * follows a fulfilled redirect through the route handler (and, having no network, would fail it).
 */
export function createEgressRouter(options: EgressRouterOptions): EgressRouter {
  const { policy, page, maxRequests, maxBytes, deadline, signal, onRequest } = options;
  const arrived = new Map<string, SafeResponse>([[withoutHash(options.document.url), options.document]]);
  let requestsFetched = 1;
  let bytesFetched = options.document.body.length;

  const report = (request: Request, outcome: RequestOutcome['outcome'], reason?: string) => {
    onRequest?.({ url: request.url(), resourceType: request.resourceType(), outcome, reason });
  };

  async function fetchFor(request: Request): Promise<SafeResponse> {
    const key = withoutHash(request.url());
    const waiting = arrived.get(key);
    if (waiting) {
      arrived.delete(key);
      return waiting;
    }
    if (requestsFetched >= maxRequests) {
      throw new EgressError('too_large', `The page made more than ${maxRequests} requests.`);
    }
    if (bytesFetched >= maxBytes) {
      throw new EgressError('too_large', 'The page loaded more data than allowed.');
    }
    requestsFetched += 1;
    const response = await safeFetch(
      request.url(),
      {
        maxBytes: maxBytes - bytesFetched,
        timeoutMs: Math.max(1, deadline - Date.now()) + fetchGraceMs,
        accept: request.headers().accept ?? '*/*',
        signal,
      },
      policy,
    );
    bytesFetched += response.body.length;
    return response;
  }

  async function answer(route: Route, request: Request, isTopNavigation: boolean): Promise<void> {
    let response: SafeResponse;
    try {
      response = await fetchFor(request);
    } catch (error) {
      const refusal = isEgressError(error)
        ? error
        : new EgressError('unreachable', 'The browser request failed.', { cause: error });
      report(request, 'refused', refusal.message);
      // A page's script may look at a failed sub-request's status (404) and carry on.
      if (!isTopNavigation && refusal.reason === 'http_status' && refusal.status) {
        await route.fulfill({ status: refusal.status, body: '' });
      } else {
        await route.abort('blockedbyclient');
      }
      return;
    }
    report(request, 'fetched');
    await route.fulfill({
      status: response.status,
      headers: fulfillHeaders(response.headers),
      body: response.body,
    });
  }

  async function handle(route: Route): Promise<void> {
    const request = route.request();
    try {
      const described = describe(request, page);
      const decision = decideRequest(described);
      if (decision.action === 'abort') {
        report(request, 'skipped', decision.why);
        await route.abort('blockedbyclient');
      } else if (decision.action === 'empty') {
        report(request, 'emptied');
        await route.fulfill({ status: 200, contentType: decision.contentType, body: '' });
      } else {
        await answer(route, request, described.isTopNavigation);
      }
    } catch {
      // The page or its context closed while this request was answered: nothing is waiting for it.
    }
  }

  return { handle };
}

function describe(request: Request, page: Page): BrowserRequest {
  let isTopNavigation = false;
  let isOtherNavigation = false;
  if (request.isNavigationRequest()) {
    // Service-worker requests have no frame; they are blocked for the context anyway.
    const frame = request.serviceWorker() ? undefined : request.frame();
    isTopNavigation = frame?.page() === page && frame.parentFrame() === null;
    isOtherNavigation = !isTopNavigation;
  }
  const headers = request.headers();
  return {
    url: request.url(),
    method: request.method(),
    resourceType: request.resourceType(),
    isTopNavigation,
    isOtherNavigation,
    purpose: headers['sec-purpose'] ?? headers.purpose,
  };
}

import { vi } from 'vitest';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export type FakeApi = {
  /** Every request the app sent, in order. */
  requests: Request[];
  /** Requests to one endpoint, e.g. `sent('POST /api/v1/auth/logout')`. */
  sent: (route: string) => Request[];
};

/**
 * Replaces fetch with canned responses keyed by "METHOD /path" (unknown routes answer 404), for
 * DOM tests. Node's Request, unlike a browser's, cannot resolve the app's relative '/api/v1' URLs
 * nor accept jsdom's AbortSignal, so the stub resolves URLs against the page and drops the signal.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
      super(url, { ...init, signal: null });
    }
  }
  const requests: Request[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof NodeRequest ? input : new PageRequest(input, init);
    requests.push(request);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (route === undefined) {
      return Response.json({ detail: 'Not found', code: 'NOT_FOUND', request_id: 'test' }, { status: 404 });
    }
    return route(request);
  });
  return {
    requests,
    sent: (route) =>
      requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
  };
}

export function errorResponse(status: number, detail: string): Response {
  return Response.json({ detail, code: 'TEST', request_id: 'test-request' }, { status });
}

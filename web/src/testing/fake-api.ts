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

/** GET handler over `all()` honouring `limit` and `offset` like the server: `{data, total}`. */
export function pagedList(all: () => readonly unknown[]): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 10);
    const items = all();
    return Response.json({ data: items.slice(offset, offset + limit), total: items.length });
  };
}

/**
 * A pagedList whose answer for the page at `offset` waits until the test calls `answer()`: the time
 * between asking for that page and getting it, held open.
 */
export function pagedListHolding(all: () => readonly unknown[], offset: number) {
  const list = pagedList(all);
  let answerHeld: () => void = () => undefined;
  const route: FakeRoute = (request) =>
    new URL(request.url).searchParams.get('offset') === String(offset)
      ? new Promise<Response>((resolve) => {
          answerHeld = () => {
            resolve(list(request));
          };
        })
      : list(request);
  return {
    route,
    answer: () => {
      answerHeld();
    },
  };
}

/** Answers in turn, then keeps giving the last one (a status moving on between polls). */
export function inTurn(...responses: (() => Response)[]): FakeRoute {
  let next = 0;
  return () => {
    const respond = responses[Math.min(next, responses.length - 1)];
    next += 1;
    if (respond === undefined) throw new Error('inTurn needs at least one response');
    return respond();
  };
}

/** A streamed text/plain answer the test writes piece by piece, then ends or breaks. */
export function streamedText() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  return {
    route: (() => new Response(body, { headers: { 'Content-Type': 'text/plain' } })) satisfies FakeRoute,
    write: (text: string) => {
      controller?.enqueue(encoder.encode(text));
    },
    end: () => {
      controller?.close();
    },
    fail: () => {
      controller?.error(new Error('connection reset'));
    },
  };
}

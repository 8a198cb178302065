/**
 * Scripted failures for retry and politeness tests: one page answering a list of statuses before
 * it recovers (H7: 503, 503, then 200) and a single 429 with Retry-After once the site has
 * answered a given number of requests (B3).
 */
import { pagePath } from './request-path.fns.js';

export type FaultOptions = {
  /** Requests for this page (any spelling) get these statuses in order, then the real page. */
  failPattern?: { path: string; statuses: number[] };
  /** The request after the first `requests` ones (counting every path) gets 429 + Retry-After, once. */
  rateLimitAfter?: { requests: number; retryAfterSeconds: number };
};

export type InjectedFault = { status: number; headers: Record<string, string>; body: string };

export function createFaultInjector({ failPattern, rateLimitAfter }: FaultOptions) {
  let seen = 0;
  let failuresSent = 0;
  const failPage = failPattern && pagePath(failPattern.path);
  return {
    /** Decides at arrival, so "the 20th request" means the 20th to arrive. */
    next(target: string): InjectedFault | undefined {
      seen += 1;
      if (rateLimitAfter && seen === rateLimitAfter.requests + 1) {
        return {
          status: 429,
          headers: { 'content-type': 'text/plain', 'retry-after': String(rateLimitAfter.retryAfterSeconds) },
          body: 'Too many requests: slow down.',
        };
      }
      const status = failPattern?.statuses[failuresSent];
      if (status !== undefined && pagePath(target) === failPage) {
        failuresSent += 1;
        return { status, headers: { 'content-type': 'text/plain' }, body: `Injected failure ${status}` };
      }
      return undefined;
    },
    reset() {
      seen = 0;
      failuresSent = 0;
    },
  };
}

import { isEgressError } from '@sitesage/egress';
import { isRenderError } from '../rendering/index.js';

export type FetchFailure =
  /** Never worth trying again: the address is refused, the page is gone, or forbidden. */
  | { kind: 'permanent'; reason: string }
  /** The site asked us to slow down; try again after this many seconds. */
  | { kind: 'throttled'; reason: string; retryAfterSeconds: number }
  /** May work on a later attempt (timeouts, resets, server errors). */
  | { kind: 'transient'; reason: string };

const statusWords: Record<number, string> = {
  401: 'asks for a login',
  403: 'is forbidden to visitors',
  404: 'was not found',
  410: 'is gone',
};

/** Sorts a failed fetch into what the crawler should do about it, with a reason a person understands. */
export function classifyFetchFailure(error: unknown): FetchFailure {
  if (isRenderError(error)) return { kind: 'transient', reason: error.message };
  if (!isEgressError(error)) return { kind: 'transient', reason: 'The page could not be read.' };
  switch (error.reason) {
    case 'blocked_address':
    case 'blocked_port':
    case 'not_allowed_scheme':
    case 'invalid_url':
    case 'too_many_redirects':
    case 'too_large':
    case 'dns':
      return { kind: 'permanent', reason: error.message };
    case 'http_status': {
      const status = error.status ?? 0;
      // A 503 without Retry-After is an ordinary outage, retried with backoff: parking it as
      // throttled would wait 30 s per try and never use up an attempt.
      if (status === 429 || (status === 503 && error.retryAfterSeconds !== undefined)) {
        return {
          kind: 'throttled',
          reason: `The site answered HTTP ${String(status)} (too busy).`,
          retryAfterSeconds: error.retryAfterSeconds ?? 30,
        };
      }
      if (status >= 500) return { kind: 'transient', reason: `The site answered HTTP ${String(status)}.` };
      const words = statusWords[status];
      return {
        kind: 'permanent',
        reason: words
          ? `The page ${words} (HTTP ${String(status)}).`
          : `The site answered HTTP ${String(status)}.`,
      };
    }
    case 'timeout':
    case 'unreachable':
      return { kind: 'transient', reason: error.message };
  }
}

import { isEgressError } from '@sitesage/egress';
import type { FailureCode } from '../domain/knowledge/failure-codes.js';
import { isRenderError } from '../rendering/index.js';

/** `code` is what the failure is recorded as if this ends the source; `kind` is what to do now. */
export type FetchFailure =
  /** Not worth another automatic attempt: the address is refused, the page is gone, or forbidden. */
  | { kind: 'permanent'; code: FailureCode; reason: string }
  /** The site asked us to slow down; try again after this many seconds. */
  | { kind: 'throttled'; code: FailureCode; reason: string; retryAfterSeconds: number }
  /** May work on a later attempt (timeouts, resets, server errors). */
  | { kind: 'transient'; code: FailureCode; reason: string };

const egressCodes = {
  blocked_address: 'address_refused',
  blocked_port: 'address_refused',
  not_allowed_scheme: 'address_refused',
  invalid_url: 'address_refused',
  too_many_redirects: 'redirect_loop',
  too_large: 'too_large',
  dns: 'network',
} as const satisfies Record<string, FailureCode>;

/** The code of a final HTTP status other than 429/5xx. */
function httpStatusCode(status: number): FailureCode {
  if (status === 404 || status === 410) return 'http_not_found';
  if (status === 401 || status === 403) return 'http_forbidden';
  return 'http_client_error';
}

const statusWords: Record<number, string> = {
  401: 'asks for a login',
  403: 'is forbidden to visitors',
  404: 'was not found',
  410: 'is gone',
};

/** Sorts a failed fetch into what the crawler should do about it, with a reason a person understands. */
export function classifyFetchFailure(error: unknown): FetchFailure {
  if (isRenderError(error)) return { kind: 'transient', code: 'render_failed', reason: error.message };
  if (!isEgressError(error)) {
    return { kind: 'transient', code: 'other', reason: 'The page could not be read.' };
  }
  switch (error.reason) {
    case 'blocked_address':
    case 'blocked_port':
    case 'not_allowed_scheme':
    case 'invalid_url':
    case 'too_many_redirects':
    case 'too_large':
    case 'dns':
      return { kind: 'permanent', code: egressCodes[error.reason], reason: error.message };
    case 'http_status': {
      const status = error.status ?? 0;
      // A 503 without Retry-After is an ordinary outage, retried with backoff: parking it as
      // throttled would wait 30 s per try and never use up an attempt.
      if (status === 429 || (status === 503 && error.retryAfterSeconds !== undefined)) {
        return {
          kind: 'throttled',
          code: 'throttled',
          reason: `The site answered HTTP ${String(status)} (too busy).`,
          retryAfterSeconds: error.retryAfterSeconds ?? 30,
        };
      }
      if (status >= 500) {
        return {
          kind: 'transient',
          code: 'http_server_error',
          reason: `The site answered HTTP ${String(status)}.`,
        };
      }
      const words = statusWords[status];
      return {
        kind: 'permanent',
        code: httpStatusCode(status),
        reason: words
          ? `The page ${words} (HTTP ${String(status)}).`
          : `The site answered HTTP ${String(status)}.`,
      };
    }
    case 'timeout':
    case 'unreachable':
      return { kind: 'transient', code: 'network', reason: error.message };
  }
}

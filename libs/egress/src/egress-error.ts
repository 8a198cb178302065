/**
 * Why a fetch was refused or failed. Callers show the message; the reason lets them decide (a
 * crawler never retries `blocked_*`, may retry `timeout` and `unreachable`).
 */
export type EgressReason =
  /** The host is, or resolves to, a private, loopback, link-local, metadata or reserved address. */
  | 'blocked_address'
  /** A port other than 80 and 443. */
  | 'blocked_port'
  /** The decoded body (or the headers) passed the size cap. */
  | 'too_large'
  /** The total time cap passed, or the caller cancelled. */
  | 'timeout'
  /** The final answer was not a 2xx status. */
  | 'http_status'
  /** Not http or https (file:, gopher:, data:…), also when a redirect points there. */
  | 'not_allowed_scheme'
  /** More than the allowed number of redirects. */
  | 'too_many_redirects'
  /** The host name does not resolve. */
  | 'dns'
  /** Not a URL, or a URL carrying a user name or password. */
  | 'invalid_url'
  /** The connection was refused, reset or broke (including TLS failures and damaged bodies). */
  | 'unreachable';

export class EgressError extends Error {
  /** HTTP status, for `http_status`. */
  readonly status: number | undefined;
  /** The site's Retry-After (429, 503), in seconds, when it sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly reason: EgressReason,
    message: string,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'EgressError';
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isEgressError = (error: unknown): error is EgressError => error instanceof EgressError;

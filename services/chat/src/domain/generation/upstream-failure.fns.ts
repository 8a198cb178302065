/**
 * What went wrong with one request to the LLM provider, in the terms the resilience policy needs.
 * - rate-limited (429), unavailable (5xx, 408, 409, connection errors, in-stream errors): retryable;
 * - unauthorized (401, 403): a configuration fault, never retried, alerts the operator;
 * - rejected (other 4xx: bad model name, prompt too long): about this request, not the provider;
 * - malformed (a chunk that is not valid JSON or not a chat chunk), timeout: not retried.
 */
export type UpstreamFailureKind =
  'rate-limited' | 'unavailable' | 'unauthorized' | 'rejected' | 'malformed' | 'timeout';

export type UpstreamFailure = {
  readonly kind: UpstreamFailureKind;
  readonly status: number | undefined;
  /** The provider's Retry-After (or OpenAI's retry-after-ms), in milliseconds. */
  readonly retryAfterMs: number | undefined;
};

/** Thrown by the generator itself when a time budget runs out; the upstream request is aborted. */
export class UpstreamTimeoutError extends Error {
  constructor(readonly phase: 'first-token' | 'idle') {
    super(
      phase === 'first-token'
        ? 'No answer text before the time-to-first-token budget'
        : 'Answer stream went idle',
    );
    this.name = 'UpstreamTimeoutError';
  }
}

/** Thrown when a chunk arrives that is not a chat chunk (e.g. content of an unknown shape). */
export class MalformedChunkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedChunkError';
  }
}

export function classifyUpstreamError(error: unknown, nowMs: number): UpstreamFailure {
  if (error instanceof UpstreamTimeoutError)
    return { kind: 'timeout', status: undefined, retryAfterMs: undefined };
  if (error instanceof MalformedChunkError || error instanceof SyntaxError) {
    return { kind: 'malformed', status: undefined, retryAfterMs: undefined };
  }
  const status = statusOf(error);
  const retryAfterMs = retryAfterOf(error, nowMs);
  return { kind: kindOfStatus(status), status, retryAfterMs };
}

function kindOfStatus(status: number | undefined): UpstreamFailureKind {
  if (status === undefined) return 'unavailable';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate-limited';
  if (status === 408 || status === 409 || status >= 500) return 'unavailable';
  return 'rejected';
}

export function isRetryable(failure: UpstreamFailure): boolean {
  return failure.kind === 'rate-limited' || failure.kind === 'unavailable';
}

/** Whether the failure says something about the provider's health (and so feeds the circuit breaker). */
export function countsAgainstProvider(failure: UpstreamFailure): boolean {
  return failure.kind !== 'rejected';
}

export type RetryTiming = { readonly baseDelayMs: number; readonly retryAfterCapMs: number };

/**
 * How long to wait before retry number `retry` (0-based), or undefined when the provider asked for
 * a longer pause than the cap: retrying sooner would only fail again while the visitor waits.
 * Without Retry-After: exponential back-off with equal jitter, so many chats do not retry in step.
 */
export function retryDelayMs(
  failure: UpstreamFailure,
  retry: number,
  timing: RetryTiming,
  random: () => number = Math.random,
): number | undefined {
  if (failure.retryAfterMs !== undefined) {
    return failure.retryAfterMs <= timing.retryAfterCapMs ? failure.retryAfterMs : undefined;
  }
  const full = timing.baseDelayMs * 2 ** retry;
  return Math.round(full / 2 + (random() * full) / 2);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  const status = record.status ?? (record.response as Record<string, unknown> | undefined)?.status;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

function retryAfterOf(error: unknown, nowMs: number): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const headers = (error as Record<string, unknown>).headers;
  const milliseconds = headerValue(headers, 'retry-after-ms');
  if (milliseconds !== undefined && /^\d+(\.\d+)?$/.test(milliseconds))
    return Math.ceil(Number(milliseconds));
  const value = headerValue(headers, 'retry-after');
  return value === undefined ? undefined : parseRetryAfter(value, nowMs);
}

/** RFC 9110 Retry-After: delay-seconds or an HTTP-date. */
export function parseRetryAfter(value: string, nowMs: number): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  if ('get' in headers && typeof headers.get === 'function') {
    const value: unknown = (headers.get as (key: string) => unknown).call(headers, name);
    return typeof value === 'string' ? value : undefined;
  }
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

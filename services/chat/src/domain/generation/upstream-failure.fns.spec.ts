import { describe, expect, it } from 'vitest';
import {
  classifyUpstreamError,
  countsAgainstProvider,
  isRetryable,
  MalformedChunkError,
  parseRetryAfter,
  retryDelayMs,
  UpstreamTimeoutError,
} from './upstream-failure.fns.js';

const now = Date.parse('2026-06-01T10:00:00Z');
const httpError = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, headers: new Headers(headers) });

describe('classifying provider failures', () => {
  it('retries rate limits and outages, never refused keys or bad requests', () => {
    const cases: Array<[unknown, string, boolean]> = [
      [httpError(429), 'rate-limited', true],
      [httpError(503), 'unavailable', true],
      [httpError(500), 'unavailable', true],
      [new TypeError('fetch failed'), 'unavailable', true],
      [httpError(401), 'unauthorized', false],
      [httpError(403), 'unauthorized', false],
      [httpError(400), 'rejected', false],
      [new SyntaxError('Error reading response: malformed server-sent event JSON.'), 'malformed', false],
      [new MalformedChunkError('odd chunk'), 'malformed', false],
      [new UpstreamTimeoutError('first-token'), 'timeout', false],
    ];
    for (const [error, kind, retryable] of cases) {
      const failure = classifyUpstreamError(error, now);
      expect(failure.kind, kind).toBe(kind);
      expect(isRetryable(failure), kind).toBe(retryable);
    }
  });

  it('does not hold a rejected request against the provider', () => {
    expect(countsAgainstProvider(classifyUpstreamError(httpError(400), now))).toBe(false);
    expect(countsAgainstProvider(classifyUpstreamError(httpError(401), now))).toBe(true);
  });

  it("reads OpenAI's retry-after-ms first, then Retry-After seconds or date", () => {
    expect(
      classifyUpstreamError(httpError(429, { 'retry-after-ms': '250', 'retry-after': '1' }), now)
        .retryAfterMs,
    ).toBe(250);
    expect(classifyUpstreamError(httpError(429, { 'retry-after': '2' }), now).retryAfterMs).toBe(2000);
    expect(parseRetryAfter('Mon, 01 Jun 2026 10:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('retry delay', () => {
  const timing = { baseDelayMs: 500, retryAfterCapMs: 5000 };
  const failure = (retryAfterMs?: number) => ({ kind: 'rate-limited' as const, status: 429, retryAfterMs });

  it("honours the provider's Retry-After up to the cap, and gives up beyond it", () => {
    expect(retryDelayMs(failure(2000), 0, timing)).toBe(2000);
    expect(retryDelayMs(failure(60_000), 0, timing)).toBeUndefined();
  });

  it('backs off exponentially with jitter otherwise', () => {
    expect(retryDelayMs(failure(), 0, timing, () => 0)).toBe(250);
    expect(retryDelayMs(failure(), 0, timing, () => 1)).toBe(500);
    expect(retryDelayMs(failure(), 1, timing, () => 1)).toBe(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs, maxMailRetryDelayMs } from './mail-retry.fns.js';

describe('mailRetryDelayMs', () => {
  it('doubles from the base after each failed try', () => {
    expect([1, 2, 3, 4].map((attempts) => mailRetryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never waits more than an hour, however many tries failed', () => {
    expect(mailRetryDelayMs(8, 30_000)).toBe(maxMailRetryDelayMs);
    expect(mailRetryDelayMs(29, 30_000)).toBe(maxMailRetryDelayMs);
    expect(mailRetryDelayMs(1_000, 30_000)).toBe(maxMailRetryDelayMs);
  });

  it('keeps 30 tries at the default base within about a day', () => {
    const total = Array.from({ length: 29 }, (_, index) => mailRetryDelayMs(index + 1, 30_000)).reduce(
      (sum, ms) => sum + ms,
      0,
    );
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(26);
  });
});

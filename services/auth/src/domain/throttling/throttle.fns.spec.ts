import { describe, expect, it } from 'vitest';
import { loginDelayMs, loginDelaySchedule, tooManyAttempts } from './throttle.fns.js';

describe('sign-in delays', () => {
  it('start after five failures, double each time, stop at 5 minutes and lock at 20', () => {
    expect([0, 4].map(loginDelayMs)).toEqual([0, 0]);
    expect([5, 6, 7, 10, 13].map(loginDelayMs)).toEqual([1_000, 2_000, 4_000, 32_000, 256_000]);
    expect([14, 19].map(loginDelayMs)).toEqual([300_000, 300_000]);
    expect([20, 21, 60].map(loginDelayMs)).toEqual([900_000, 900_000, 900_000]);
    expect(loginDelaySchedule).toHaveLength(21);
    expect(loginDelaySchedule.at(-1)).toBe(900_000);
  });

  it('are told to the caller in whole seconds', () => {
    expect(tooManyAttempts(1_200)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 2 seconds.',
      retryAfterSeconds: 2,
    });
    expect(tooManyAttempts(10).message).toBe('Too many attempts. Try again in 1 second.');
  });
});

import { AppError } from '@sitesage/errors';
import { loginThrottle } from './throttle-limits.js';

/**
 * How long the next sign-in attempt for an identifier must wait after `failures` consecutive
 * failures: nothing for the first five, then 2^(failures - 5) s capped at 5 minutes, and from
 * the twentieth on a 15-minute lockout after every further failure.
 */
export function loginDelayMs(failures: number): number {
  if (failures < loginThrottle.freeFailures) return 0;
  if (failures >= loginThrottle.lockAfterFailures) return loginThrottle.lockMs;
  return Math.min(2 ** (failures - loginThrottle.freeFailures) * 1000, loginThrottle.maxDelayMs);
}

/** loginDelayMs for 0…lockAfterFailures failures; the last entry holds for every count beyond. */
export const loginDelaySchedule: readonly number[] = Array.from(
  { length: loginThrottle.lockAfterFailures + 1 },
  (_, failures) => loginDelayMs(failures),
);

export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const unit = seconds === 1 ? 'second' : 'seconds';
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} ${unit}.`, {
    retryAfterSeconds: seconds,
  });
}

/** Throws RATE_LIMITED when a throttle said no. */
export function enforce(verdict: { allowed: boolean; retryAfterMs: number }): void {
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
}

/** The throttle subject of a caller's IP; calls without one share a single bucket. */
export function ipSubject(clientIp: string): string {
  return `ip:${clientIp.trim() || 'unknown'}`;
}

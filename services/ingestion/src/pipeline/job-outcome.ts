/**
 * How a pipeline step ends, in words BullMQ does not need to know: the worker adapter turns
 * `retry` into a thrown error (retried with backoff, or recorded as failed on the last attempt) and
 * `later` into a delayed job that does not use up an attempt.
 */
export type StepResult =
  | { outcome: 'done' }
  /** Stale or gone: the source was deleted, retried or retrained since this job was queued. */
  | { outcome: 'skipped'; why: string }
  /** `throttled`: the site asked us to wait (counted, so a site that always does cannot stall a set). */
  | { outcome: 'later'; delayMs: number; throttled?: boolean }
  | { outcome: 'retry'; reason: string };

export type StepContext = {
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Times this job was put back because the site asked us to wait (429/503 Retry-After). */
  throttles: number;
};

/** A site that asks us to wait this many times for one page has the page failed instead. */
export const maxThrottles = 10;

export const isLastAttempt = (context: StepContext) => context.attempt >= context.maxAttempts;

export const done: StepResult = { outcome: 'done' };
export const skipped = (why: string): StepResult => ({ outcome: 'skipped', why });

/**
 * How a pipeline step ends, in words BullMQ does not need to know: the worker adapter turns
 * `retry` into a thrown error (retried with backoff, or recorded as failed on the last attempt) and
 * `later` into a delayed job that does not use up an attempt.
 */
export type StepResult =
  | { outcome: 'done' }
  /** Stale or gone: the source was deleted, retried or retrained since this job was queued. */
  | { outcome: 'skipped'; why: string }
  | { outcome: 'later'; delayMs: number }
  | { outcome: 'retry'; reason: string };

export type StepContext = {
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
};

export const isLastAttempt = (context: StepContext) => context.attempt >= context.maxAttempts;

export const done: StepResult = { outcome: 'done' };
export const skipped = (why: string): StepResult => ({ outcome: 'skipped', why });

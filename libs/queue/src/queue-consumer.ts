import { UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { z } from 'zod';
import type { QueueContract } from './queue-contract.js';

type LogFn = (details: object, message: string) => void;

/** What a consumer writes to: a pino logger fits. */
export type ConsumerLog = { warn: LogFn; error: LogFn };

export type ConsumerOptions = WorkerOptions & {
  log: ConsumerLog;
  /**
   * The log lines of a failed job when giving up deserves more than a warning: an attempt that
   * will be retried is logged as `retrying` (warn), the last one as `givenUp` (error). Without
   * them every failure is a 'job failed' warning.
   */
  failureMessages?: { retrying: string; givenUp: string };
};

/** Handles one job's payload, already parsed by the queue's schema. */
export type ConsumeJob<S extends z.ZodType, R> = (
  payload: z.output<S>,
  job: Job,
  token?: string,
) => Promise<R>;

/**
 * The one way a service consumes a queue of `defineQueue`: each job's data is parsed with the
 * queue's own payload schema before `handle` sees it, and a payload off the contract fails at once
 * (UnrecoverableError, no retries: it can never succeed) naming the fields at fault. Failed jobs
 * and worker errors are logged with the queue's name. Everything else — retries, backoff, delays —
 * is BullMQ's, as the worker options and `handle`'s throws say.
 */
export function consumeQueue<S extends z.ZodType, R>(
  contract: QueueContract<S>,
  handle: ConsumeJob<S, R>,
  { log, failureMessages, ...workerOptions }: ConsumerOptions,
): Worker<unknown, R> {
  const queue = contract.name;
  const worker = new Worker<unknown, R>(
    queue,
    async (job, token) => {
      const parsed = contract.payload.safeParse(job.data);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
        throw new UnrecoverableError(`Malformed ${queue} job: bad ${[...new Set(fields)].join(', ')}`);
      }
      return handle(parsed.data, job, token);
    },
    workerOptions,
  );
  worker.on('failed', (job, error) => {
    const details = { queue, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error };
    if (!failureMessages) {
      log.warn(details, 'job failed');
      return;
    }
    const attempts = job?.opts.attempts ?? 1;
    const final = error instanceof UnrecoverableError || (job?.attemptsMade ?? attempts) >= attempts;
    if (final) log.error(details, failureMessages.givenUp);
    else log.warn(details, failureMessages.retrying);
  });
  worker.on('error', (error) => {
    log.error({ queue, err: error }, 'worker error');
  });
  return worker;
}

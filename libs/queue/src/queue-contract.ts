import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError } from '@sitesage/errors';
import type { z } from 'zod';

/**
 * A queue's name and the schema of its payload, shared by producer and worker. New payload fields
 * start optional so jobs already waiting in Redis still parse during a rolling deploy.
 */
export type QueueContract<S extends z.ZodType> = { name: string; payload: S };

export function defineQueue<S extends z.ZodType>(
  name: `${string}.${string}-${string}`,
  payload: S,
): QueueContract<S> {
  return { name, payload };
}

export type Producer<S extends z.ZodType> = {
  /** Adds a job; `jobId` makes it idempotent (the same id is never queued twice). */
  add(data: z.input<S>, options: JobsOptions & { jobId: string }): Promise<void>;
  /** Adds many jobs in one round trip to Redis (same rules as `add`). */
  addMany(jobs: ReadonlyArray<{ data: z.input<S>; options: JobsOptions & { jobId: string } }>): Promise<void>;
  close(): Promise<void>;
};

export function createProducer<S extends z.ZodType>(
  contract: QueueContract<S>,
  connection: ConnectionOptions,
): Producer<S> {
  const queue = new Queue(contract.name, { connection });
  const defaults: JobsOptions = {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: 1_000,
    removeOnFail: 5_000,
  };
  // BullMQ waits for a connection however long Redis is away; a request-path connection
  // (no offline queue) must fail at once instead, so the caller gets a 503 and can undo.
  const assertReachable = () => {
    if (
      connection instanceof Redis &&
      !connection.options.enableOfflineQueue &&
      connection.status !== 'ready'
    ) {
      throw new AppError('UNAVAILABLE', 'The job queue is unavailable; please try again shortly.');
    }
  };
  const jobOf = (data: z.input<S>, options: JobsOptions) => ({
    name: contract.name,
    data: contract.payload.parse(data) as object,
    opts: { ...defaults, ...options },
  });
  return {
    async add(data, options) {
      const job = jobOf(data, options);
      assertReachable();
      await queue.add(job.name, job.data, job.opts);
    },
    async addMany(jobs) {
      if (jobs.length === 0) return;
      const bulk = jobs.map(({ data, options }) => jobOf(data, options));
      assertReachable();
      await queue.addBulk(bulk);
    },
    close: () => queue.close(),
  };
}

import { DelayedError, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Logger } from '@sitesage/logger';
import {
  consumeQueue,
  crawlDiscoverQueue,
  embedIndexQueue,
  fileParseQueue,
  pageCheckQueue,
  pageFetchQueue,
  reEmbedQueue,
  type QueueContract,
} from '@sitesage/queue';
import { checkPagesStep } from '../pipeline/check-pages.step.js';
import { discoverStep } from '../pipeline/discover.step.js';
import { fetchPageStep } from '../pipeline/fetch-page.step.js';
import { indexSourceStep } from '../pipeline/index-source.step.js';
import { parseFileStep } from '../pipeline/parse-file.step.js';
import { reEmbedStep } from '../pipeline/re-embed.step.js';
import type { StepContext, StepResult } from '../pipeline/job-outcome.js';
import type { PipelineDeps } from '../pipeline/pipeline-deps.js';

type Step<P> = (payload: P, context: StepContext & { jobId: string }) => Promise<StepResult>;

/**
 * A BullMQ worker for one pipeline step. The step says what happened; this adapter maps it onto
 * BullMQ: `later` moves the job to the delayed set without using an attempt, `retry` throws (backoff,
 * then failed). Parsing the payload (one off the contract fails at once) and logging failures are
 * `consumeQueue`'s.
 */
function stepWorker<S extends z.ZodType>(
  contract: QueueContract<S>,
  step: Step<z.output<S>>,
  {
    connection,
    concurrency,
    lockMs,
    log,
  }: { connection: Redis; concurrency: number; lockMs: number; log: Logger },
): Worker {
  return consumeQueue(
    contract,
    async (payload, job, token) => {
      const throttles = throttlesOf(job.data);
      const result = await step(payload, {
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
        throttles,
        jobId: job.id ?? '',
      });
      if (result.outcome === 'later') {
        // Delays do not use up attempts, so throttles are counted in the job itself.
        if (result.throttled) await job.updateData({ ...(job.data as object), throttles: throttles + 1 });
        await job.moveToDelayed(Date.now() + result.delayMs, token);
        throw new DelayedError();
      }
      if (result.outcome === 'retry') throw new Error(result.reason);
      return result.outcome;
    },
    {
      connection,
      log,
      concurrency,
      // A killed worker's jobs are picked up by another after the lock lapses (stall detection,
      // checked twice per lock so a lapsed one waits at most half a lock more).
      lockDuration: lockMs,
      stalledInterval: Math.ceil(lockMs / 2),
      maxStalledCount: 2,
    },
  );
}

const throttlesOf = (data: unknown): number => {
  const value = (data as { throttles?: unknown } | null)?.throttles;
  return typeof value === 'number' ? value : 0;
};

export type PipelineConcurrency = {
  discover: number;
  fetch: number;
  /** Batches of a sync's known pages; each holds one politeness slot of its site. */
  check: number;
  parse: number;
  index: number;
  /** Background re-embedding after a model change; one at a time leaves the cores to new work. */
  reEmbed: number;
};

export function startPipelineWorkers(
  deps: PipelineDeps,
  connection: Redis,
  concurrency: PipelineConcurrency,
  lockMs: number,
): Worker[] {
  const options = (n: number) => ({ connection, concurrency: n, lockMs, log: deps.log });
  return [
    stepWorker(crawlDiscoverQueue, (payload) => discoverStep(deps, payload), options(concurrency.discover)),
    stepWorker(
      pageFetchQueue,
      (payload, context) => fetchPageStep(deps, { ...payload, jobId: context.jobId }, context),
      options(concurrency.fetch),
    ),
    stepWorker(
      pageCheckQueue,
      (payload, context) => checkPagesStep(deps, { ...payload, jobId: context.jobId }),
      options(concurrency.check),
    ),
    stepWorker(
      fileParseQueue,
      (payload, context) => parseFileStep(deps, payload, context),
      options(concurrency.parse),
    ),
    stepWorker(embedIndexQueue, (payload) => indexSourceStep(deps, payload), options(concurrency.index)),
    stepWorker(reEmbedQueue, (payload) => reEmbedStep(deps, payload), options(concurrency.reEmbed)),
  ];
}

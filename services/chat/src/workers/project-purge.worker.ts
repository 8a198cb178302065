import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { chatProjectPurgeQueue } from '@sitesage/queue';
import type { ProjectPurgeService, PurgeResult } from '../domain/purge/project-purge.service.js';

const queue = chatProjectPurgeQueue.name;

/**
 * Consumes `chat.project-purge`: a deleted project's sessions and messages are deleted. A payload
 * that does not match the contract can never succeed, so it fails at once without retries; a
 * database error is thrown as is and BullMQ retries it with the producer's backoff.
 */
export function startProjectPurgeWorker({
  connection,
  purge,
  log,
}: {
  /** A worker-role connection (createRedis(url, 'worker')); the caller closes it after the worker. */
  connection: Redis;
  purge: Pick<ProjectPurgeService, 'purgeProject'>;
  log: Logger;
}): Worker<unknown, PurgeResult> {
  const worker = new Worker<unknown, PurgeResult>(
    queue,
    async (job) => {
      const parsed = chatProjectPurgeQueue.payload.safeParse(job.data);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
        throw new UnrecoverableError(`Malformed ${queue} job: bad ${[...new Set(fields)].join(', ')}`);
      }
      return purge.purgeProject(parsed.data.projectId);
    },
    // One purge at a time: they are rare, and each keeps its statements short.
    { connection, concurrency: 1 },
  );
  worker.on('failed', (job, error) => {
    log.warn({ queue, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'job failed');
  });
  worker.on('error', (error) => {
    log.error({ queue, err: error }, 'worker error');
  });
  return worker;
}

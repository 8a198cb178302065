import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { chatProjectPurgeQueue, consumeQueue } from '@sitesage/queue';
import type { ProjectPurgeService, PurgeResult } from '../domain/purge/project-purge.service.js';

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
  return consumeQueue(chatProjectPurgeQueue, (payload) => purge.purgeProject(payload.projectId), {
    connection,
    log,
    // One purge at a time: they are rare, and each keeps its statements short.
    concurrency: 1,
  });
}

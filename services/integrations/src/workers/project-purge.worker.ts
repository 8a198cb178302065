import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, integrationsProjectPurgeQueue } from '@sitesage/queue';
import type { ProjectPurgeService, PurgeResult } from '../domain/purge/project-purge.service.js';

/**
 * Consumes `integrations.project-purge`: a deleted agent's WhatsApp connection and messages are
 * deleted. A payload that does not match the contract fails at once; a database or Meta error is
 * thrown as is and BullMQ retries it with the producer's backoff.
 */
export function startProjectPurgeWorker({
  connection,
  purge,
  log,
}: {
  /** A worker-role connection; the caller closes it after the worker. */
  connection: Redis;
  purge: Pick<ProjectPurgeService, 'purgeProject'>;
  log: Logger;
}): Worker<unknown, PurgeResult> {
  return consumeQueue(
    integrationsProjectPurgeQueue,
    (payload) => purge.purgeProject(payload.ownerId, payload.projectId),
    { connection, log, concurrency: 1 },
  );
}

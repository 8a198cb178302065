import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { ingestionProjectPurgeQueue } from '@sitesage/queue';
import type { KnowledgeBasesRepository } from '../db/knowledge-bases.repository.js';

const queue = ingestionProjectPurgeQueue.name;

/**
 * Consumes `ingestion.project-purge`: a deleted agent's training sets go, and with them (foreign
 * keys cascade) their sources, files, download links and chunks. Queued page jobs of those sets
 * find their sources gone and stop.
 */
export function startProjectPurgeWorker({
  connection,
  knowledgeBases,
  log,
}: {
  connection: Redis;
  knowledgeBases: Pick<KnowledgeBasesRepository, 'deleteByProject'>;
  log: Logger;
}): Worker {
  const worker = new Worker<unknown, { knowledgeBases: number }>(
    queue,
    async (job) => {
      const parsed = ingestionProjectPurgeQueue.payload.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Malformed ${queue} job`);
      const deleted = await knowledgeBases.deleteByProject(parsed.data.projectId);
      log.info({ projectId: parsed.data.projectId, knowledgeBases: deleted }, 'project knowledge purged');
      return { knowledgeBases: deleted };
    },
    { connection, concurrency: 1 },
  );
  worker.on('failed', (job, error) => {
    log.warn({ queue, jobId: job?.id, err: error }, 'job failed');
  });
  worker.on('error', (error) => {
    log.error({ queue, err: error }, 'worker error');
  });
  return worker;
}

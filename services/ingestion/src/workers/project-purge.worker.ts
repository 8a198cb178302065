import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, ingestionProjectPurgeQueue } from '@sitesage/queue';
import type { CommonWordsRepository } from '../db/common-words.repository.js';
import type { KnowledgeBasesRepository } from '../db/knowledge-bases.repository.js';

/**
 * Consumes `ingestion.project-purge`: a deleted agent's training sets go, and with them (foreign
 * keys cascade) their sources, files, download links and chunks. Queued page jobs of those sets
 * find their sources gone and stop. The counts of its common words go too.
 */
export function startProjectPurgeWorker({
  connection,
  knowledgeBases,
  commonWords,
  log,
}: {
  connection: Redis;
  knowledgeBases: Pick<KnowledgeBasesRepository, 'deleteByProject'>;
  commonWords: Pick<CommonWordsRepository, 'forget'>;
  log: Logger;
}): Worker {
  return consumeQueue(
    ingestionProjectPurgeQueue,
    async ({ projectId }) => {
      const deleted = await knowledgeBases.deleteByProject(projectId);
      await commonWords.forget(projectId);
      log.info({ projectId, knowledgeBases: deleted }, 'project knowledge purged');
      return { knowledgeBases: deleted };
    },
    { connection, log, concurrency: 1 },
  );
}

import type { Logger } from '@sitesage/logger';
import type { MessagesRepository } from '../../db/messages.repository.js';
import type { SessionsRepository } from '../../db/sessions.repository.js';

/** Sessions deleted per statement: keeps each statement short on a busy (or embedded) database. */
export const purgeBatchSize = 500;

export type ProjectPurgeServiceDeps = {
  log: Logger;
  sessions: Pick<SessionsRepository, 'findSessionIdsOfProject' | 'deleteSessions'>;
  messages: Pick<MessagesRepository, 'deleteMessagesOfSessions'>;
};

export type PurgeResult = { sessions: number; messages: number };

/**
 * Deletes everything chat holds of a deleted project. Safe to run again, and to resume after a
 * crash half way: each batch stands on its own (no long transaction), and a second run finds
 * nothing left to delete.
 */
export function createProjectPurgeService({ log, sessions, messages }: ProjectPurgeServiceDeps) {
  return {
    async purgeProject(projectId: string): Promise<PurgeResult> {
      const deleted: PurgeResult = { sessions: 0, messages: 0 };
      for (;;) {
        const ids = await sessions.findSessionIdsOfProject(projectId, purgeBatchSize);
        if (ids.length === 0) break;
        // Messages first only to count them; deleting the sessions would cascade to them anyway
        // (and does, for a message written in between).
        deleted.messages += await messages.deleteMessagesOfSessions(ids);
        deleted.sessions += await sessions.deleteSessions(ids);
      }
      log.info({ projectId, ...deleted }, 'project chat data purged');
      return deleted;
    },
  };
}

export type ProjectPurgeService = ReturnType<typeof createProjectPurgeService>;

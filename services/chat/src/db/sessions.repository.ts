import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * Every method takes the projects it may look at; an empty list matches nothing (never "all"),
 * so a caller that lost its project list cannot read across tenants.
 */
export function createSessionsRepository(db: Executor<ChatDatabase>) {
  return {
    async countSessions(projectIds: readonly string[], tx: Executor<ChatDatabase> = db): Promise<number> {
      if (projectIds.length === 0) return 0;
      const row = await tx
        .selectFrom('chat.sessions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', 'in', projectIds)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sessions per project; projects without any are absent from the map. */
    async countSessionsByProject(
      projectIds: readonly string[],
      tx: Executor<ChatDatabase> = db,
    ): Promise<Map<string, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await tx
        .selectFrom('chat.sessions')
        .select((eb) => ['project_id', eb.fn.countAll<string>().as('count')])
        .where('project_id', 'in', projectIds)
        .groupBy('project_id')
        .execute();
      return new Map(rows.map((row) => [row.project_id, Number(row.count)]));
    },

    /** Up to `limit` session ids of a project, so a purge deletes in short statements. */
    async findSessionIdsOfProject(
      projectId: string,
      limit: number,
      tx: Executor<ChatDatabase> = db,
    ): Promise<string[]> {
      const rows = await tx
        .selectFrom('chat.sessions')
        .select('id')
        .where('project_id', '=', projectId)
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Deletes these sessions (their messages go with them, by cascade); returns how many. */
    async deleteSessions(ids: readonly string[], tx: Executor<ChatDatabase> = db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await tx.deleteFrom('chat.sessions').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

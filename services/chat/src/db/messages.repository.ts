import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase, MessageRow, NewMessageRow } from './database.js';

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

/** A visitor's question, newest first, and whether a complete reply followed it in its session. */
export type RecentQuestion = {
  projectId: string;
  sessionId: string;
  content: string;
  createdAt: Date;
  answered: boolean;
  /** The reply to it said the agent could not answer. */
  declined: boolean;
  /** It asked for the owner's attention (a person, a complaint). */
  escalated: boolean;
};

/** As the sessions repository: an empty project list matches nothing. */
export function createMessagesRepository(db: Executor<ChatDatabase>) {
  return {
    async insertMessage(message: NewMessageRow, tx: Executor<ChatDatabase> = db): Promise<MessageRow> {
      return tx.insertInto('chat.messages').values(message).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * A page of one session's messages, newest first; scoped by project as well as session. The
     * project is checked on the session's row, not on each message's: with both columns on the
     * messages, a planner without statistics (the embedded PGlite never analyses) combined the
     * session's index with the project's, which lists every message of the project — 0.9 ms per
     * visitor question at the start of K1's run, 2.3 ms four minutes later. This way it is one
     * session lookup and the session's own messages (0.15 ms at 48,000 messages).
     */
    async listMessages(
      projectId: string,
      sessionId: string,
      { offset, limit }: { offset: number; limit: number },
      tx: Executor<ChatDatabase> = db,
    ): Promise<MessageRow[]> {
      return tx
        .selectFrom('chat.messages')
        .selectAll()
        .where('session_id', '=', (eb) =>
          eb
            .selectFrom('chat.sessions')
            .select('id')
            .where('id', '=', sessionId)
            .where('project_id', '=', projectId),
        )
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** Sessions with any message written at or after `since` (their last message is that recent). */
    async countActiveSessions(
      projectIds: readonly string[],
      since: Date,
      tx: Executor<ChatDatabase> = db,
    ): Promise<number> {
      if (projectIds.length === 0) return 0;
      // Read from the messages themselves rather than sessions.last_message_at, so the figure
      // never depends on a denormalised column being kept up to date.
      const row = await tx
        .selectFrom('chat.messages')
        .select((eb) => eb.fn.count<string>('session_id').distinct().as('count'))
        .where('project_id', 'in', projectIds)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Assistant messages (replies) of these projects. */
    async countResponses(projectIds: readonly string[], tx: Executor<ChatDatabase> = db): Promise<number> {
      if (projectIds.length === 0) return 0;
      const row = await tx
        .selectFrom('chat.messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', 'in', projectIds)
        .where('role', '=', 'assistant')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Assistant messages per project; projects without any are absent from the map. */
    async countResponsesByProject(
      projectIds: readonly string[],
      tx: Executor<ChatDatabase> = db,
    ): Promise<Map<string, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await tx
        .selectFrom('chat.messages')
        .select((eb) => ['project_id', eb.fn.countAll<string>().as('count')])
        .where('project_id', 'in', projectIds)
        .where('role', '=', 'assistant')
        .groupBy('project_id')
        .execute();
      return new Map(rows.map((row) => [row.project_id, Number(row.count)]));
    },

    /** The newest `limit` user messages across these projects. */
    async findRecentQuestions(
      projectIds: readonly string[],
      limit: number,
      tx: Executor<ChatDatabase> = db,
    ): Promise<RecentQuestion[]> {
      if (projectIds.length === 0) return [];
      // One short backwards index read per project (at most `limit` rows each), then the newest
      // `limit` of those: a plain "where project_id in (…) order by created_at desc" would sort
      // every message of every project first. id breaks ties between equal timestamps.
      // "Answered" looks for a complete assistant message written later in the same session.
      const { rows } = await sql<{
        project_id: string;
        session_id: string;
        content: string;
        created_at: Date;
        answered: boolean;
        declined: boolean;
        escalated: boolean;
      }>`
        select q.project_id, q.session_id, q.content, q.created_at,
          exists (
            select 1 from chat.messages a
            where a.session_id = q.session_id and a.id > q.id
              and a.role = 'assistant' and a.status = 'complete'
          ) as answered,
          coalesce((
            select (r.metadata ->> 'declined')::boolean from chat.messages r
            where r.session_id = q.session_id and r.id > q.id and r.role = 'assistant'
            order by r.id limit 1
          ), false) as declined,
          coalesce((q.metadata ->> 'escalate')::boolean, false) as escalated
        from unnest(${[...new Set(projectIds)]}::text[]) as p (project_id)
        cross join lateral (
          select m.id, m.session_id, m.project_id, m.content, m.created_at, m.metadata
          from chat.messages m
          where m.project_id = p.project_id and m.role = 'user'
          order by m.created_at desc, m.id desc
          limit ${limit}
        ) q
        order by q.created_at desc, q.id desc
        limit ${limit}
      `.execute(tx);
      return rows.map((row) => ({
        projectId: row.project_id,
        sessionId: row.session_id,
        content: row.content,
        createdAt: row.created_at,
        answered: row.answered,
        declined: row.declined,
        escalated: row.escalated,
      }));
    },

    /** Deletes the messages of these sessions; returns how many. */
    async deleteMessagesOfSessions(
      sessionIds: readonly string[],
      tx: Executor<ChatDatabase> = db,
    ): Promise<number> {
      if (sessionIds.length === 0) return 0;
      const result = await tx
        .deleteFrom('chat.messages')
        .where('session_id', 'in', sessionIds)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

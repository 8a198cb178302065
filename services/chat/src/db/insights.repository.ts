import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';
import { weakReply, type WeakBars } from './weak-reply.sql.js';

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;

/** One agent's window: [since, until), with days and hours read in `timeZone` (an IANA name Postgres knows). */
export type InsightsWindow = { projectId: string; since: Date; until: Date; timeZone: string };

export type ConversationsOnDay = { day: string; conversations: number; escalations: number };
export type RepliesOnDay = { day: string; answered: number; declined: number; weak: number };
export type QuestionsInHour = { hour: number; questions: number };
export type AskedQuestion = { messageId: string; sessionId: string; content: string; askedAt: Date };

/**
 * The insights page's figures, each one aggregate query over one agent's rows in the window: the
 * database counts, and only the counts (at most one row per day or hour) come back. Every query
 * reads a range of a (project_id, created_at) index, so its cost follows the window, not the
 * agent's whole history.
 */
export function createInsightsRepository(db: Executor<ChatDatabase>) {
  const localDay = (column: string, timeZone: string) =>
    sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;

  return {
    /**
     * Conversations started per local day (sessions_project_created_idx); a session opened by a
     * details form but never written in is not a conversation. Escalated: a person was asked for
     * or an owner stepped in (took over or wrote), at any time since.
     */
    async conversationsByDay({
      projectId,
      since,
      until,
      timeZone,
    }: InsightsWindow): Promise<ConversationsOnDay[]> {
      const { rows } = await sql<ConversationsOnDay>`
        select ${localDay('s.created_at', timeZone)} as day,
          count(*)::int as conversations,
          count(*) filter (
            where s.person_requested_at is not null or s.person_answered_at is not null
          )::int as escalations
        from chat.sessions s
        where s.project_id = ${projectId} and s.created_at >= ${since} and s.created_at < ${until}
          and s.last_message_at is not null
        group by 1
      `.execute(db);
      return rows;
    },

    /**
     * The agent's complete replies per local day (messages_project_created_idx), as declined,
     * answered weakly (below `weakBars`) or answered; an owner's own messages are not the agent's.
     */
    async repliesByDay(window: InsightsWindow, weakBars: WeakBars): Promise<RepliesOnDay[]> {
      const { rows } = await sql<RepliesOnDay>`
        select day,
          count(*) filter (where not declined and not weak)::int as answered,
          count(*) filter (where declined)::int as declined,
          count(*) filter (where weak)::int as weak
        from (
          select ${localDay('m.created_at', window.timeZone)} as day,
            coalesce((m.metadata ->> 'declined')::boolean, false) as declined,
            coalesce(${weakReply(sql.ref('m.metadata'), weakBars)}, false) as weak
          from chat.messages m
          where m.project_id = ${window.projectId} and m.created_at >= ${window.since}
            and m.created_at < ${window.until}
            and m.role = 'assistant' and m.author_id is null and m.status = 'complete'
        ) replies
        group by day
      `.execute(db);
      return rows;
    },

    /** Visitor questions per local hour of the day (messages_project_created_idx). */
    async questionsByHour({ projectId, since, until, timeZone }: InsightsWindow): Promise<QuestionsInHour[]> {
      const { rows } = await sql<QuestionsInHour>`
        select extract(hour from m.created_at at time zone ${timeZone})::int as hour,
          count(*)::int as questions
        from chat.messages m
        where m.project_id = ${projectId} and m.created_at >= ${since} and m.created_at < ${until}
          and m.role = 'user'
        group by 1
      `.execute(db);
      return rows;
    },

    /** The window's latest visitor questions, newest first: what the top questions are grouped from. */
    async latestQuestions(
      { projectId, since, until }: InsightsWindow,
      limit: number,
    ): Promise<AskedQuestion[]> {
      const rows = await db
        .selectFrom('chat.messages')
        .select(['id', 'session_id', 'content', 'created_at'])
        .where('project_id', '=', projectId)
        .where('created_at', '>=', since)
        .where('created_at', '<', until)
        .where('role', '=', 'user')
        // Read from the end of messages_project_created_idx: the newest `limit`, never the whole window.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        messageId: row.id,
        sessionId: row.session_id,
        content: row.content,
        askedAt: row.created_at,
      }));
    },
  };
}

import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';
import { weakReply, type WeakBars } from './weak-reply.sql.js';

export type UnansweredRepository = ReturnType<typeof createUnansweredRepository>;

/** A visitor question the agent declined, or one that asked for the owner's attention. */
export type UnansweredAsking = {
  messageId: string;
  sessionId: string;
  content: string;
  askedAt: Date;
  /** The reply that followed said the agent could not answer. */
  declined: boolean;
  /** The question was flagged for the owner (a person asked for, a complaint). */
  escalate: boolean;
  /** The reply answered, but its best quote matched the question only weakly. */
  weak: boolean;
};

export function createUnansweredRepository(db: Executor<ChatDatabase>) {
  return {
    /**
     * The project's askings since `since` that the owner has not dismissed, newest first: each
     * visitor question whose reply declined or answered weakly (below `weakBars`), or that was
     * flagged for the owner.
     */
    async findOpen(
      projectId: string,
      since: Date,
      limit: number,
      weakBars: WeakBars,
    ): Promise<UnansweredAsking[]> {
      const { rows } = await sql<{
        id: string;
        session_id: string;
        content: string;
        created_at: Date;
        declined: boolean;
        escalate: boolean;
        weak: boolean;
      }>`
        select * from (
          select m.id, m.session_id, m.content, m.created_at,
            coalesce((m.metadata ->> 'escalate')::boolean, false) as escalate,
            coalesce((r.metadata ->> 'declined')::boolean, false) as declined,
            coalesce(${weakReply(sql.ref('r.metadata'), weakBars)}, false) as weak
          from chat.messages m
          -- The reply that followed the question (messages_session_id_idx), read once for both flags.
          left join lateral (
            select r.metadata from chat.messages r
            where r.session_id = m.session_id and r.role = 'assistant' and r.id > m.id
            order by r.id limit 1
          ) r on true
          where m.project_id = ${projectId} and m.role = 'user' and m.created_at >= ${since}
            and not exists (
              select 1 from chat.unanswered_dismissals d
              where d.project_id = m.project_id and d.message_id = m.id
            )
        ) asked
        where declined or escalate or weak
        order by created_at desc, id desc
        limit ${limit}
      `.execute(db);
      return rows.map((row) => ({
        messageId: row.id,
        sessionId: row.session_id,
        content: row.content,
        askedAt: row.created_at,
        declined: row.declined,
        escalate: row.escalate,
        weak: row.weak,
      }));
    },

    async dismiss(projectId: string, messageIds: readonly string[], at: Date): Promise<number> {
      if (messageIds.length === 0) return 0;
      const result = await db
        .insertInto('chat.unanswered_dismissals')
        .values(messageIds.map((id) => ({ project_id: projectId, message_id: id, dismissed_at: at })))
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },
  };
}

import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';

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
};

export function createUnansweredRepository(db: Executor<ChatDatabase>) {
  return {
    /**
     * The project's askings since `since` that the owner has not dismissed, newest first: each
     * visitor question whose reply declined, or that was flagged for the owner.
     */
    async findOpen(projectId: string, since: Date, limit: number): Promise<UnansweredAsking[]> {
      const { rows } = await sql<{
        id: string;
        session_id: string;
        content: string;
        created_at: Date;
        declined: boolean;
        escalate: boolean;
      }>`
        select * from (
          select m.id, m.session_id, m.content, m.created_at,
            coalesce((m.metadata ->> 'escalate')::boolean, false) as escalate,
            coalesce((
              select (r.metadata ->> 'declined')::boolean from chat.messages r
              where r.session_id = m.session_id and r.role = 'assistant' and r.id > m.id
              order by r.id limit 1
            ), false) as declined
          from chat.messages m
          where m.project_id = ${projectId} and m.role = 'user' and m.created_at >= ${since}
            and not exists (
              select 1 from chat.unanswered_dismissals d
              where d.project_id = m.project_id and d.message_id = m.id
            )
        ) asked
        where declined or escalate
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

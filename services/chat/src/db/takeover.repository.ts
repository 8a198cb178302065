import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase, MessageRow, SessionRow } from './database.js';

export type TakeoverRepository = ReturnType<typeof createTakeoverRepository>;

/** A session's takeover state as the visitor's chat reads it. */
export type TakeoverState = { takenOverBy: string | null; takenOverByName: string | null };

/**
 * Human takeover's reads and writes. Every statement names the project as well as the session, so
 * a session id of another agent matches nothing (the caller answers NOT_FOUND).
 */
export function createTakeoverRepository(db: Executor<ChatDatabase>) {
  return {
    /** Takes the conversation over for this owner (also counts as stepping in for a person request). */
    async takeOver(
      projectId: string,
      sessionId: string,
      owner: { id: string; name: string },
      at: Date,
    ): Promise<SessionRow | undefined> {
      return db
        .updateTable('chat.sessions')
        .set({ taken_over_by: owner.id, taken_over_by_name: owner.name, person_answered_at: at })
        .where('project_id', '=', projectId)
        .where('id', '=', sessionId)
        .returningAll()
        .executeTakeFirst();
    },

    async handBack(projectId: string, sessionId: string): Promise<SessionRow | undefined> {
      return db
        .updateTable('chat.sessions')
        .set({ taken_over_by: null, taken_over_by_name: null })
        .where('project_id', '=', projectId)
        .where('id', '=', sessionId)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * After a visitor's question asking for a person is stored: records the request and answers
     * whether an owner holds the conversation (the agent then stays quiet). One statement, which
     * also writes the owner's e-mail about it into the row's outbox when it starts a new wait (no
     * one awaited and no owner holding the conversation): asking again mails nothing more.
     */
    async noteQuestion(
      projectId: string,
      sessionId: string,
      personRequest: { at: Date; ownerId: string },
    ): Promise<TakeoverState | undefined> {
      // The SET expressions read the row as it was before this statement: the wait is new when no
      // one was awaited before. An agent without an owner id (none to tell) queues no e-mail.
      const newWait = sql<boolean>`(s.taken_over_by is null and not ${personWaiting}
        and ${personRequest.ownerId} <> '')`;
      const row = await db
        .updateTable('chat.sessions as s')
        .set({
          person_requested_at: personRequest.at,
          contact_request_due_at: sql<Date | null>`case when ${newWait} then ${personRequest.at}::timestamptz
            else s.contact_request_due_at end`,
          contact_request_owner_id: sql<string | null>`case when ${newWait} then ${personRequest.ownerId}
            else s.contact_request_owner_id end`,
        })
        .where('s.project_id', '=', projectId)
        .where('s.id', '=', sessionId)
        .returning(['s.taken_over_by', 's.taken_over_by_name'])
        .executeTakeFirst();
      return row && { takenOverBy: row.taken_over_by, takenOverByName: row.taken_over_by_name };
    },

    /** Stores an owner's message and marks the session active and its person request answered. */
    async insertOwnerMessage(
      session: Pick<SessionRow, 'id' | 'project_id'>,
      owner: { id: string; name: string },
      content: string,
      at: Date,
    ): Promise<MessageRow> {
      const message = await db
        .insertInto('chat.messages')
        .values({
          session_id: session.id,
          project_id: session.project_id,
          role: 'assistant',
          content,
          created_at: at,
          author_id: owner.id,
          author_name: owner.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .updateTable('chat.sessions')
        .set({ last_message_at: at, person_answered_at: at })
        .where('id', '=', session.id)
        .execute();
      return message;
    },

    /** The session's takeover state and owner messages after `afterId`, oldest first (at most 50). */
    async ownerNews(
      projectId: string,
      sessionId: string,
      afterId: string,
    ): Promise<{ state: TakeoverState; messages: MessageRow[] } | undefined> {
      const session = await db
        .selectFrom('chat.sessions')
        .select(['taken_over_by', 'taken_over_by_name'])
        .where('project_id', '=', projectId)
        .where('id', '=', sessionId)
        .executeTakeFirst();
      if (!session) return undefined;
      // Read along messages_session_id_idx (session_id, id): only this session's newer rows.
      const messages = await db
        .selectFrom('chat.messages')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('id', '>', afterId)
        .where('author_id', 'is not', null)
        .orderBy('id')
        .limit(50)
        .execute();
      return {
        state: { takenOverBy: session.taken_over_by, takenOverByName: session.taken_over_by_name },
        messages,
      };
    },

    /** Conversations of these projects whose visitor asked for a person after any owner stepped in. */
    async countWaitingForPerson(projectIds: readonly string[]): Promise<number> {
      if (projectIds.length === 0) return 0;
      const row = await db
        .selectFrom('chat.sessions as s')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('s.project_id', 'in', projectIds)
        .where(personWaiting)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** The visitor's latest request for a person came after any owner last stepped in. */
export const personWaiting = sql<boolean>`(s.person_requested_at is not null
  and (s.person_answered_at is null or s.person_answered_at < s.person_requested_at))`;

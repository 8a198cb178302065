import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { QuotaWindow } from '../domain/usage/quota-window.js';
import type { ChatDatabase, MessageMetadata, MessageRow, NewSessionRow } from './database.js';

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

/** A visitor's message as it is stored, with what the conversation is about. */
export type Question = {
  content: string;
  at: Date;
  intent: string;
  escalate: boolean;
};

/** What a stored question carries: its intent, and whether it asked for the owner's attention. */
const questionMetadata = (question: Question): MessageMetadata =>
  question.escalate ? { intent: question.intent, escalate: true } : { intent: question.intent };

/** The day (UTC) of `at`: a visitor's new conversations with an agent are capped per day. */
export function usageDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Who pays for the conversation a first message starts, and who starts it. */
export type ConversationAccount = {
  ownerId: string;
  quota: number;
  /** The owner's billing cycle the conversation is counted in (keyed by its start). */
  window: QuotaWindow;
  /** The visitor's daily cap with this agent; absent when no visitor address started it. */
  visitor?: { projectId: string; key: string; dailyCap: number } | undefined;
};

/** Who holds the conversation when the question was stored: a session just opened is no one's. */
export type HeldBy = { takenOverBy: string | null };

export type RecordedQuestion =
  | { outcome: 'stored'; message: MessageRow; heldBy: HeldBy }
  | { outcome: 'no-session' }
  | { outcome: 'quota-reached' }
  | { outcome: 'visitor-cap-reached' };

type MessageColumns = {
  id: string;
  session_id: string;
  project_id: string;
  role: 'user';
  content: string;
  metadata: MessageMetadata;
  status: 'complete';
  created_at: Date;
  /** A visitor's question: never an owner's. */
  author_id: null;
  author_name: null;
};

/**
 * Storing a visitor's question, each in ONE statement rather than a transaction of several: the
 * embedded PGlite runs one transaction at a time for every client, so a transaction's round trips
 * would hold up every other visitor's question (measured: ~15 ms more time to first token per
 * concurrent stream). Data-modifying CTEs keep the same all-or-nothing guarantees.
 */
export function createQuestionsRepository(db: Executor<ChatDatabase>) {
  /**
   * The CTEs that count a new conversation, each a conditional increment so that concurrent first
   * messages can never pass a cap: the visitor's day with this agent first (a refused visitor
   * spends nothing of the owner's cycle), then the owner's cycle, then the owner's 80 % and 100 %
   * notices, inserted once each by the conversation that reached them. `from` says when a
   * conversation starts at all.
   */
  const claims = (account: ConversationAccount, at: Date, from: ReturnType<typeof sql>) => {
    const visitor = account.visitor;
    const visitorClaim = visitor
      ? sql`
        insert into chat.visitor_conversations as v (project_id, visitor_key, day, conversations)
        select ${visitor.projectId}, ${visitor.key}, ${usageDay(at)}::date, 1 ${from}
        on conflict (project_id, visitor_key, day) do update set conversations = v.conversations + 1
        where v.conversations < ${visitor.dailyCap}
        returning 1`
      : sql`select 1 ${from}`;
    return sql`
      visitor_claim as (${visitorClaim}),
      claim as (
        insert into chat.conversation_usage as u (owner_id, cycle_start, cycle_end, conversations)
        select ${account.ownerId}, ${account.window.start}, ${account.window.end}, 1 from visitor_claim
        on conflict (owner_id, cycle_start) do update set conversations = u.conversations + 1
        where u.conversations < ${account.quota}
        returning conversations
      ),
      notice as (
        insert into chat.usage_notices (owner_id, cycle_start, cycle_end, threshold, conversations, quota,
          created_at)
        select ${account.ownerId}, ${account.window.start}, ${account.window.end}, t.threshold,
          claim.conversations, ${account.quota}, ${at}
        from claim cross join (values (80), (100)) as t (threshold)
        where claim.conversations * 100 >= t.threshold * ${account.quota}
        on conflict do nothing
      )`;
  };

  /** Why no conversation was counted, given whether the visitor's claim went through. */
  const refusal = (account: ConversationAccount, visitorClaimed: number): RecordedQuestion =>
    account.quota > 0 && visitorClaimed === 0
      ? { outcome: 'visitor-cap-reached' }
      : { outcome: 'quota-reached' };

  return {
    /**
     * Adds the question to an existing session of the project. The first question of a session
     * (one opened by the details form) counts a conversation against the owner's quota, even when
     * the visitor stored a turn without an answer before it; the row lock makes two first
     * questions at once count once.
     */
    async askInSession(
      projectId: string,
      sessionId: string,
      question: Question,
      account: ConversationAccount,
    ): Promise<RecordedQuestion> {
      const metadata = JSON.stringify(questionMetadata(question));
      // The left join gives nulls, not a message, when none was inserted.
      const { rows } = await sql<
        { found: number; visitor_claimed: number; taken_over_by: string | null } & (
          MessageColumns | { [K in keyof MessageColumns]: null }
        )
      >`
        with target as (
          select id, project_id, not conversation_counted as first, taken_over_by
          from chat.sessions where project_id = ${projectId} and id = ${sessionId}
          for update
        ),
        ${claims(account, question.at, sql`from target where first and ${account.quota} > 0`)},
        message as (
          insert into chat.messages (session_id, project_id, role, content, metadata, created_at)
          select id, project_id, 'user', ${question.content}, ${metadata}::jsonb, ${question.at} from target
          where not first or exists (select 1 from claim)
          returning *
        ),
        touch as (
          update chat.sessions s
          set last_message_at = ${question.at}, intent = ${question.intent},
            escalate = s.escalate or ${question.escalate}, conversation_counted = true
          from message m where s.id = m.session_id
        )
        select (select count(*)::int from target) as found,
          (select count(*)::int from visitor_claim) as visitor_claimed,
          (select taken_over_by from target) as taken_over_by, message.*
        from (values (1)) as one (x) left join message on true
      `.execute(db);
      const row = rows[0];
      if (!row || row.found === 0) return { outcome: 'no-session' };
      if (row.id === null) return refusal(account, row.visitor_claimed);
      const { found: _found, visitor_claimed: _claimed, taken_over_by: takenOverBy, ...message } = row;
      return { outcome: 'stored', message, heldBy: { takenOverBy } };
    },

    /** Opens a session with its first message, if the owner's quota has room for one more conversation. */
    async askInNewSession(
      session: NewSessionRow,
      question: Question,
      account: ConversationAccount,
    ): Promise<RecordedQuestion> {
      const metadata = JSON.stringify(questionMetadata(question));
      const screen =
        session.screen === null || session.screen === undefined ? null : JSON.stringify(session.screen);
      const { rows } = await sql<
        { visitor_claimed: number } & (MessageColumns | { [K in keyof MessageColumns]: null })
      >`
        with ${claims(account, question.at, sql`where ${account.quota} > 0`)},
        session as (
          insert into chat.sessions (id, project_id, source, name, email, phone, city, intent, escalate,
            user_agent, platform, language, timezone, referrer, page_url, screen, created_at, last_message_at,
            conversation_counted)
          select ${session.id}, ${session.project_id}, ${session.source}, ${session.name ?? null},
            ${session.email ?? null}, ${session.phone ?? null}, ${session.city ?? null}, ${question.intent},
            ${question.escalate}, ${session.user_agent ?? null}, ${session.platform ?? null},
            ${session.language ?? null}, ${session.timezone ?? null}, ${session.referrer ?? null},
            ${session.page_url ?? null}, ${screen}::jsonb, ${question.at}, ${question.at}, true
          where exists (select 1 from claim)
          returning id, project_id
        ),
        message as (
          insert into chat.messages (session_id, project_id, role, content, metadata, created_at)
          select id, project_id, 'user', ${question.content}, ${metadata}::jsonb, ${question.at} from session
          returning *
        )
        select (select count(*)::int from visitor_claim) as visitor_claimed, message.*
        from (values (1)) as one (x) left join message on true
      `.execute(db);
      const row = rows[0];
      if (!row || row.id === null) return refusal(account, row?.visitor_claimed ?? 0);
      const { visitor_claimed: _claimed, ...message } = row;
      return { outcome: 'stored', message, heldBy: { takenOverBy: null } };
    },

    /** Stores a reply and records the session's latest activity. */
    async storeReply(
      message: { session_id: string; project_id: string; content: string; status: 'complete' | 'incomplete' },
      metadata: MessageMetadata,
      at: Date,
    ): Promise<MessageRow> {
      const { rows } = await sql<MessageRow>`
        with message as (
          insert into chat.messages (session_id, project_id, role, content, status, metadata, created_at)
          values (${message.session_id}, ${message.project_id}, 'assistant', ${message.content},
            ${message.status}, ${JSON.stringify(metadata)}::jsonb, ${at})
          returning *
        ),
        touch as (
          update chat.sessions s set last_message_at = ${at} from message m where s.id = m.session_id
        )
        select * from message
      `.execute(db);
      const stored = rows[0];
      if (!stored) throw new Error('the reply was not stored');
      return stored;
    },
  };
}

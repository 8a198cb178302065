import { AppError } from '@sitesage/errors';
import type { Clock } from '../../clock.js';
import type { MessageRow, SessionRow, SessionSource } from '../../db/database.js';
import type { MessagesRepository } from '../../db/messages.repository.js';
import type { SessionFilter, SessionListing, SessionsRepository } from '../../db/sessions.repository.js';
import type { MessageLimits } from '../limits/message-limits.js';
import { generateSessionId, isSessionId } from './session-id.fns.js';
import { visitorColumns, type VisitorInfo } from './visitor-details.fns.js';

export type SessionsServiceDeps = {
  clock: Clock;
  sessions: Pick<
    SessionsRepository,
    | 'insertSession'
    | 'findSession'
    | 'findSessionListing'
    | 'listSessions'
    | 'countListedSessions'
    | 'recordActivity'
  >;
  messages: Pick<MessagesRepository, 'insertMessage' | 'listMessages'>;
  /** The same visitor and agent budgets as answered messages (SECURITY F6). */
  limits: Pick<MessageLimits, 'admit'>;
};

export type Page = { offset?: number; limit?: number };

/** Spec §9: sessions and conversation pages hold 10. */
export const defaultPageSize = 10;
const maxPageSize = 100;
/** Longest message a visitor may write (SECURITY F6: 2,001 characters is refused). */
export const maxMessageLength = 2000;

export const sessionNotFound = () => AppError.notFound('Session not found');

function pageOf({ offset, limit }: Page): { offset: number; limit: number } {
  return {
    offset: Math.max(0, Math.trunc(offset ?? 0)),
    limit: Math.min(maxPageSize, Math.max(1, Math.trunc(limit || defaultPageSize))),
  };
}

/** A visitor's message as typed: trimmed, not empty, not longer than the cap. */
export function checkVisitorMessage(text: string, field = 'prompt'): string {
  const message = text.trim();
  if (message === '') throw AppError.invalid(field, 'Type a message first');
  if (Array.from(message).length > maxMessageLength) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Messages can be at most ${maxMessageLength} characters`, {
      field,
    });
  }
  return message;
}

export type NewSessionInput = {
  projectId: string;
  source: SessionSource;
  visitor: VisitorInfo;
  detailsRequired: boolean;
};

/** A hash of the visitor's address, for their budgets; empty for calls no visitor made. */
export type VisitorKey = { visitorKey: string };

/** Visitor sessions and their messages, always named together with their project. */
export function createSessionsService({ clock, sessions, messages, limits }: SessionsServiceDeps) {
  const findSession = async (projectId: string, sessionId: string): Promise<SessionRow> => {
    // A malformed id cannot exist; checking it first keeps junk out of the query.
    if (!isSessionId(sessionId)) throw sessionNotFound();
    const session = await sessions.findSession(projectId, sessionId);
    if (!session) throw sessionNotFound();
    return session;
  };

  /** A new session's row, checked but not stored (the first message stores it with itself). */
  const prepareSession = (input: NewSessionInput): SessionRow => ({
    id: generateSessionId(),
    project_id: input.projectId,
    source: input.source,
    ...visitorColumns(input.visitor, { detailsRequired: input.detailsRequired }),
    intent: null,
    escalate: false,
    created_at: clock(),
    last_message_at: null,
    conversation_counted: false,
    taken_over_by: null,
    taken_over_by_name: null,
    person_requested_at: null,
    person_answered_at: null,
    contact_request_due_at: null,
    contact_request_owner_id: null,
  });

  return {
    findSession,

    /** One session as the owner's viewer shows it (takeover, the visitor's last message). */
    async getSessionListing(projectId: string, sessionId: string): Promise<SessionListing> {
      if (!isSessionId(sessionId)) throw sessionNotFound();
      const session = await sessions.findSessionListing(projectId, sessionId);
      if (!session) throw sessionNotFound();
      return session;
    },

    prepareSession,

    /** A session opened before its first message (the details form); spends a session budget. */
    async createSession(input: NewSessionInput & VisitorKey): Promise<SessionRow> {
      const session = prepareSession(input);
      await limits.admit({ projectId: input.projectId, visitorKey: input.visitorKey, action: 'session' });
      return sessions.insertSession(session);
    },

    async listSessions(
      projectId: string,
      page: Page,
      filter: SessionFilter = 'all',
    ): Promise<{ data: SessionListing[]; total: number }> {
      const [data, total] = await Promise.all([
        sessions.listSessions(projectId, { ...pageOf(page), filter }),
        sessions.countListedSessions(projectId, filter),
      ]);
      return { data, total };
    },

    async listMessages(projectId: string, sessionId: string, page: Page): Promise<MessageRow[]> {
      await findSession(projectId, sessionId);
      return messages.listMessages(projectId, sessionId, pageOf(page));
    },

    /**
     * Adds a message to a conversation without answering it (spec §7 bot/send-bot-message). Who may
     * write which role is the caller's decision; the gateway lets visitors write user turns only.
     */
    async appendMessage(
      input: {
        projectId: string;
        sessionId: string;
        role: 'user' | 'assistant';
        content: string;
      } & VisitorKey,
    ): Promise<MessageRow> {
      const content = checkVisitorMessage(input.content, 'message');
      // Stored like an answered message, so it spends the same budgets.
      await limits.admit({ projectId: input.projectId, visitorKey: input.visitorKey });
      const session = await findSession(input.projectId, input.sessionId);
      const at = clock();
      const message = await messages.insertMessage({
        session_id: session.id,
        project_id: session.project_id,
        role: input.role,
        content,
        created_at: at,
      });
      await sessions.recordActivity(session.id, { at });
      return message;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

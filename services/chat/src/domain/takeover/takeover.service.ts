import { AppError } from '@sitesage/errors';
import type { Clock } from '../../clock.js';
import type { MessageRow, SessionRow } from '../../db/database.js';
import type { TakeoverRepository, TakeoverState } from '../../db/takeover.repository.js';
import { isSessionId } from '../sessions/session-id.fns.js';
import { checkVisitorMessage, sessionNotFound } from '../sessions/sessions.service.js';
import type { SessionChanges } from './session-changes.js';

export type TakeoverServiceDeps = {
  clock: Clock;
  takeovers: Omit<TakeoverRepository, 'noteQuestion'>;
  changes: SessionChanges;
  /** How often a waiting visitor chat re-reads the database (a change made by another chat process). */
  recheckMs: number;
};

export type OwnerAuthor = { id: string; name: string };
export type OwnerNews = { state: TakeoverState; messages: MessageRow[] };

/** A visitor's chat waits at most this long per call, then asks again. */
export const maxWatchMs = 25_000;
const maxOwnerNameLength = 120;

function authorOf(owner: OwnerAuthor): OwnerAuthor {
  if (owner.id === '') throw AppError.invalid('owner_id', 'owner_id is required');
  const name = owner.name.trim().slice(0, maxOwnerNameLength);
  return { id: owner.id, name: name === '' ? 'Owner' : name };
}

function sessionIdOf(sessionId: string): string {
  if (!isSessionId(sessionId)) throw sessionNotFound();
  return sessionId;
}

/** "" and "0" mean "from the start"; anything else must be a message id (a bigint). */
function messageIdOf(after: string): string {
  if (after === '') return '0';
  if (!/^\d{1,18}$/.test(after)) throw AppError.invalid('after', 'after must be a message id');
  return after;
}

/**
 * Human takeover of one conversation: the owner pauses the agent there, writes in person (each
 * message stored with its author), and hands back. The pause is a column of the session, so it
 * holds across restarts and chat processes; the visitor's chat learns of news by WatchSession.
 */
export function createTakeoverService({ clock, takeovers, changes, recheckMs }: TakeoverServiceDeps) {
  return {
    async takeOver(projectId: string, sessionId: string, owner: OwnerAuthor): Promise<SessionRow> {
      const row = await takeovers.takeOver(projectId, sessionIdOf(sessionId), authorOf(owner), clock());
      if (!row) throw sessionNotFound();
      changes.notify(row.id);
      return row;
    },

    async handBack(projectId: string, sessionId: string): Promise<SessionRow> {
      const row = await takeovers.handBack(projectId, sessionIdOf(sessionId));
      if (!row) throw sessionNotFound();
      changes.notify(row.id);
      return row;
    },

    async addOwnerMessage(
      projectId: string,
      sessionId: string,
      owner: OwnerAuthor,
      text: string,
    ): Promise<MessageRow> {
      const content = checkVisitorMessage(text, 'message');
      const news = await takeovers.ownerNews(projectId, sessionIdOf(sessionId), '0');
      if (!news) throw sessionNotFound();
      const message = await takeovers.insertOwnerMessage(
        { id: sessionId, project_id: projectId },
        authorOf(owner),
        content,
        clock(),
      );
      changes.notify(sessionId);
      return message;
    },

    /**
     * The visitor's long poll: answers at once when there are owner messages after `after`;
     * otherwise waits for a change (woken by this process, or re-reading every `recheckMs`) up to
     * `waitMs`, and answers the takeover state with whatever came.
     */
    async watch(
      projectId: string,
      sessionId: string,
      { after, waitMs }: { after: string; waitMs: number },
      signal: AbortSignal | undefined,
    ): Promise<OwnerNews> {
      const id = sessionIdOf(sessionId);
      const afterId = messageIdOf(after);
      const until = Date.now() + Math.min(Math.max(0, waitMs), maxWatchMs);
      for (;;) {
        const news = await takeovers.ownerNews(projectId, id, afterId);
        if (!news) throw sessionNotFound();
        const left = until - Date.now();
        if (news.messages.length > 0 || left <= 0 || signal?.aborted) return news;
        await changes.next(id, Math.min(left, recheckMs), signal);
      }
    },

    countWaitingForPerson: (projectIds: readonly string[]) => takeovers.countWaitingForPerson(projectIds),
  };
}

export type TakeoverService = ReturnType<typeof createTakeoverService>;

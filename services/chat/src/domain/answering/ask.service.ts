import { AppError, isAppError } from '@sitesage/errors';
import type { Executor } from '@sitesage/db';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { ChatDatabase, MessageRow, SessionRow } from '../../db/database.js';
import type { ConversationUsageRepository } from '../../db/conversation-usage.repository.js';
import type { MessagesRepository } from '../../db/messages.repository.js';
import type { SessionsRepository } from '../../db/sessions.repository.js';
import type { MessageLimits } from '../limits/message-limits.js';
import { checkVisitorMessage, type SessionsService } from '../sessions/sessions.service.js';
import type { VisitorInfo } from '../sessions/visitor-details.fns.js';
import { coalescePieces } from './coalesce-pieces.js';
import { monthlyConversationQuota, quotaReachedMessage } from './conversation-quota.fns.js';
import { composeExtractiveAnswer, noMatchAnswer } from './extractive-answer.fns.js';
import { searchQueryFor } from './follow-up.fns.js';
import { classifyMessage } from './intent.fns.js';
import { guessLanguage } from './language.fns.js';
import { replySources, type ReplySource } from './reply-sources.fns.js';

export type Turn = { role: 'user' | 'assistant'; content: string };
export type Passage = { url: string; title: string; header: string; content: string; score: number };
export type BotProfile = { name: string; siteName: string; description: string };

/** The project's passages best matching a question (the ingestion service's hybrid search). */
export type PassageSearch = (projectId: string, query: string, signal: AbortSignal) => Promise<Passage[]>;

/** A configured language model (see ../generation): absent, the built-in extractive answerer replies. */
export type ModelAnswerer = {
  rewriteQuestion(question: string, history: Turn[], signal: AbortSignal): Promise<string>;
  streamAnswer(input: {
    question: string;
    history: Turn[];
    passages: Passage[];
    bot: BotProfile;
    language: string;
    signal: AbortSignal;
  }): AsyncIterable<string>;
};

export type AskInput = {
  projectId: string;
  /** Empty: the session is created with this first message. */
  sessionId: string;
  prompt: string;
  bot: BotProfile;
  ownerId: string;
  plan: string;
  visitorKey: string;
  visitor: VisitorInfo;
  detailsRequired: boolean;
};

export type AskEvent =
  | { kind: 'session'; sessionId: string }
  | { kind: 'token'; text: string }
  | { kind: 'sources'; sources: ReplySource[] }
  | { kind: 'done'; sessionId: string; messageId: string; response: string }
  | { kind: 'error'; code: string; message: string };

export type AskServiceDeps = {
  clock: Clock;
  log: Logger;
  db: Executor<ChatDatabase>;
  sessionsService: Pick<SessionsService, 'findSession' | 'prepareSession'>;
  sessions: Pick<SessionsRepository, 'insertSession' | 'lockSession' | 'recordActivity'>;
  messages: Pick<MessagesRepository, 'insertMessage' | 'listMessages'>;
  usage: Pick<ConversationUsageRepository, 'claimConversation'>;
  limits: MessageLimits;
  search: PassageSearch;
  model: ModelAnswerer | undefined;
  /** How long pieces of a reply are gathered before being passed on. */
  coalesceMs: number;
};

/** Earlier turns a reply may draw on: enough for "and how much is it?", little enough to stay cheap. */
const historyTurns = 6;
const failedReplyMessage = "Sorry, I couldn't finish that answer. Please try again in a moment.";

/**
 * One visitor message, answered: checks, the session (created on a first message when the agent
 * does not ask for details), the message stored with the month's conversation counted, retrieval
 * scoped to the project, then the reply streamed and stored once. Refusals before anything is
 * stored are thrown; once the visitor's message is kept, failures arrive as an `error` event and
 * whatever text the visitor already saw is kept as an incomplete reply.
 */
export function createAskService(deps: AskServiceDeps) {
  const { clock, log, db, sessions, messages, usage, limits, search, model } = deps;

  /** The session, the visitor's message and the conversation count, in one short transaction. */
  const recordQuestion = async (input: AskInput, prompt: string, newSession: SessionRow | undefined) => {
    const at = clock();
    const classification = classifyMessage(prompt);
    return db.transaction().execute(async (tx) => {
      if (newSession) await sessions.insertSession(newSession, tx);
      const session = await sessions.lockSession(input.projectId, newSession?.id ?? input.sessionId, tx);
      if (!session) throw AppError.notFound('Session not found');
      // A conversation counts once, on its first message; later messages in it are always allowed.
      if (session.last_message_at === null) {
        const claimed = await usage.claimConversation(
          input.ownerId,
          at,
          monthlyConversationQuota(input.plan),
          tx,
        );
        if (!claimed) throw new AppError('PAYMENT_REQUIRED', quotaReachedMessage());
      }
      const message = await messages.insertMessage(
        {
          session_id: session.id,
          project_id: session.project_id,
          role: 'user',
          content: prompt,
          metadata: { intent: classification.intent },
          created_at: at,
        },
        tx,
      );
      await sessions.recordActivity(session.id, { at, ...classification }, tx);
      return { session, message };
    });
  };

  const earlierTurns = async (projectId: string, sessionId: string, before: MessageRow): Promise<Turn[]> => {
    const rows = await messages.listMessages(projectId, sessionId, { offset: 0, limit: historyTurns + 1 });
    return rows
      .filter((row) => BigInt(row.id) < BigInt(before.id) && row.content !== '')
      .reverse()
      .map((row) => ({ role: row.role, content: row.content }));
  };

  const storeReply = async (
    session: SessionRow,
    content: string,
    status: 'complete' | 'incomplete',
    sources: ReplySource[],
  ): Promise<MessageRow> => {
    const at = clock();
    const message = await messages.insertMessage({
      session_id: session.id,
      project_id: session.project_id,
      role: 'assistant',
      content,
      status,
      metadata: { sources },
      created_at: at,
    });
    await sessions.recordActivity(session.id, { at });
    return message;
  };

  /** The reply's pieces and the pages it draws on. */
  const composeReply = async (
    input: AskInput,
    prompt: string,
    history: Turn[],
    signal: AbortSignal,
  ): Promise<{ pieces: AsyncIterable<string>; sources: (reply: string) => ReplySource[] }> => {
    const previousQuestions = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    const query =
      model && history.length > 0
        ? await model.rewriteQuestion(prompt, history, signal)
        : searchQueryFor(prompt, previousQuestions);
    const passages = await search(input.projectId, query, signal);
    if (!model) {
      const extractive = composeExtractiveAnswer(query, passages);
      return { pieces: wordsOf(extractive.answer), sources: () => extractive.sources };
    }
    // Nothing retrieved: the model has nothing to ground a reply in, so it is not asked at all.
    if (passages.length === 0) return { pieces: wordsOf(noMatchAnswer), sources: () => [] };
    const pieces = model.streamAnswer({
      question: prompt,
      history,
      passages,
      bot: input.bot,
      language: guessLanguage(prompt),
      signal,
    });
    return { pieces, sources: (reply) => replySources(reply, passages) };
  };

  return {
    async *ask(input: AskInput, signal: AbortSignal): AsyncGenerator<AskEvent> {
      const prompt = checkVisitorMessage(input.prompt);
      await limits.admit({ projectId: input.projectId, visitorKey: input.visitorKey });
      const slot = limits.takeAnswerSlot(input.projectId);
      try {
        let newSession: SessionRow | undefined;
        if (input.sessionId === '') {
          if (input.detailsRequired) {
            throw new AppError('FAILED_PRECONDITION', 'Please enter your details to start chatting', {
              field: 'session_id',
            });
          }
          newSession = deps.sessionsService.prepareSession({
            projectId: input.projectId,
            source: 'embedded_widget',
            visitor: input.visitor,
            detailsRequired: false,
          });
        } else {
          await deps.sessionsService.findSession(input.projectId, input.sessionId);
        }
        const { session, message } = await recordQuestion(input, prompt, newSession);
        if (newSession) yield { kind: 'session', sessionId: session.id };

        let reply = '';
        try {
          const history = await earlierTurns(input.projectId, session.id, message);
          const { pieces, sources } = await composeReply(input, prompt, history, signal);
          for await (const piece of coalescePieces(pieces, deps.coalesceMs)) {
            reply += piece;
            yield { kind: 'token', text: piece };
          }
          const replyLinks = sources(reply);
          yield { kind: 'sources', sources: replyLinks };
          const stored = await storeReply(session, reply, 'complete', replyLinks);
          yield { kind: 'done', sessionId: session.id, messageId: stored.id, response: reply };
        } catch (error) {
          // What the visitor already read is kept, marked incomplete; an empty reply is not stored.
          if (reply !== '') await storeReply(session, reply, 'incomplete', []);
          if (signal.aborted) return;
          if (!isAppError(error)) log.error({ err: error }, 'reply failed');
          yield {
            kind: 'error',
            code: isAppError(error) ? error.code : 'INTERNAL',
            message: isAppError(error) && error.code === 'UNAVAILABLE' ? error.message : failedReplyMessage,
          };
        }
      } finally {
        slot.release();
      }
    },
  };
}

/** The built-in answerer's reply as pieces of a few words, streamed like a model's. */
async function* wordsOf(text: string): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*/gu) ?? []) yield piece;
  await Promise.resolve();
}

export type AskService = ReturnType<typeof createAskService>;

import { AppError, isAppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { MessageRow, SessionRow } from '../../db/database.js';
import type { MessagesRepository } from '../../db/messages.repository.js';
import type { QuestionsRepository } from '../../db/questions.repository.js';
import type { MessageLimits } from '../limits/message-limits.js';
import { secondsUntilWindowEnds, type QuotaWindows } from '../usage/quota-window.js';
import { isSessionId } from '../sessions/session-id.fns.js';
import { checkVisitorMessage, sessionNotFound, type SessionsService } from '../sessions/sessions.service.js';
import type { VisitorInfo } from '../sessions/visitor-details.fns.js';
import { coalescePieces } from './coalesce-pieces.js';
import {
  monthlyConversationQuota,
  quotaReachedMessage,
  secondsUntilNextDay,
  visitorCapReachedMessage,
} from './conversation-quota.fns.js';
import { answerKindAsked } from './answer-kind.fns.js';
import { declineIn, quotedAnswerFor } from './answer-language.fns.js';
import { answerUnits, unitWithContext, type AnswerUnit } from './answer-units.fns.js';
import {
  composeExtractiveAnswer,
  noMatchAnswer,
  type AnswerPassage,
  type ExtractiveAnswer,
} from './extractive-answer.fns.js';
import { isFollowUp, searchQueryFor } from './follow-up.fns.js';
import { wordsOf } from './words-of.fns.js';
import { contentTerms } from './text-terms.fns.js';
import { questionWithout, speaksPastTheQuestion, termsThePassagesLack } from './unspoken-terms.fns.js';
import { termPassedOver } from './passed-over-terms.fns.js';
import { classifyMessage } from './intent.fns.js';
import { guessLanguage, visitorLanguage } from './language.fns.js';
import { heldByOwner, type TakeoverCheck } from './owner-takeover.js';
import { nonTextAnswer, nonTextStandIn } from './non-text-message.js';
import { personRequestAnswer } from './person-request-answer.js';
import type { OwnerContact } from './person-request.fns.js';
import { quotedReplySources, replySources, type ReplySource } from './reply-sources.fns.js';
import type { QaAnswers } from './qa-answers.js';
import type { AnswerMatch } from './answer-match.fns.js';

export type Turn = { role: 'user' | 'assistant'; content: string };
/** A retrieved passage, with the chunks beside it on its page when the search returned them. */
export type Passage = AnswerPassage;
export type BotProfile = {
  name: string;
  siteName: string;
  description: string;
  /** Where a visitor asking for a person is sent ('' when the owner set none). */
  contact?: OwnerContact;
};

/** The project's passages best matching a question (the ingestion service's hybrid search). */
export type PassageSearch = (projectId: string, query: string, signal: AbortSignal) => Promise<Passage[]>;

/**
 * How close in meaning each text is to the query, by the model the passages were found with
 * (the ingestion service's ScoreTexts); `semantic` is false for a model that only compares words.
 */
export type TextScorer = (
  query: string,
  texts: string[],
  signal: AbortSignal,
) => Promise<{ scores: number[]; semantic: boolean }>;

/**
 * The question's words in the site's language without a model (a glossary's rendering, for search
 * only), or undefined when there is none for these two languages.
 */
export type OfflineTranslation = (question: string, from: string, into: string) => string | undefined;

/** A configured language model (see ../generation): absent, the built-in extractive answerer replies. */
export type ModelAnswerer = {
  rewriteQuestion(question: string, history: Turn[], signal: AbortSignal): Promise<string>;
  translateQuestion(question: string, language: string, signal: AbortSignal): Promise<string>;
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
  /** A message without text (WhatsApp's image, audio, …): its type; undefined or 'text' for text. */
  messageType?: string;
};

export type AskEvent =
  | { kind: 'session'; sessionId: string }
  | { kind: 'token'; text: string }
  | { kind: 'sources'; sources: ReplySource[] }
  | { kind: 'done'; sessionId: string; messageId: string; response: string; takenOver?: boolean }
  | { kind: 'error'; code: string; message: string };

export type AskServiceDeps = {
  clock: Clock;
  log: Logger;
  sessionsService: Pick<SessionsService, 'prepareSession'>;
  questions: QuestionsRepository;
  /** The owner's billing cycle, which a new conversation is counted in. */
  quotaWindows: QuotaWindows;
  messages: Pick<MessagesRepository, 'listMessages'>;
  limits: MessageLimits;
  search: PassageSearch;
  scoreTexts: TextScorer;
  /** The owner's Q&A pairs, consulted before the site's pages (qa-answers.ts). */
  qaAnswers: QaAnswers;
  model: ModelAnswerer | undefined;
  /** Used when no model is configured, for a visitor writing in another language than the site's. */
  translateOffline: OfflineTranslation;
  /** How long pieces of a reply are gathered before being passed on. */
  coalesceMs: number;
  /** New conversations one visitor address may start with one agent per day. */
  conversationsPerVisitorPerDay: number;
  /** Human takeover: an owner answering in person keeps the agent quiet. */
  takeover: TakeoverCheck;
  /**
   * Turns a failure into the error the visitor should see, as the gRPC server does for thrown
   * ones (a database that cannot be reached is UNAVAILABLE, "try again", not an internal fault).
   */
  translateError: (error: unknown) => unknown;
};

/** Units one reply sends to be scored by meaning, and the length of each (ScoreTexts' limits). */
const maxScoredUnits = 100;
const maxScoredChars = 2_000;
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
  const { clock, log, questions, messages, limits, search, model, translateError } = deps;

  /** The visitor's message stored, with the cycle's conversation counted on a first message. */
  const recordQuestion = async (input: AskInput, prompt: string, newSession: SessionRow | undefined) => {
    const classification = classifyMessage(prompt);
    const at = clock();
    const question = { content: prompt, at, ...classification };
    const window = await deps.quotaWindows.windowAt(input.ownerId, at);
    const account = {
      ownerId: input.ownerId,
      quota: monthlyConversationQuota(input.plan),
      window,
      visitor: input.visitorKey
        ? { projectId: input.projectId, key: input.visitorKey, dailyCap: deps.conversationsPerVisitorPerDay }
        : undefined,
    };
    const recorded = newSession
      ? await questions.askInNewSession(newSession, question, account)
      : await questions.askInSession(input.projectId, input.sessionId, question, account);
    switch (recorded.outcome) {
      case 'stored':
        return recorded;
      case 'no-session':
        throw sessionNotFound();
      case 'quota-reached':
        throw new AppError('PAYMENT_REQUIRED', quotaReachedMessage(), {
          retryAfterSeconds: secondsUntilWindowEnds(window, at),
        });
      case 'visitor-cap-reached':
        throw new AppError('RATE_LIMITED', visitorCapReachedMessage(), {
          retryAfterSeconds: secondsUntilNextDay(at),
        });
    }
  };

  /** The session's latest rows, with room for the new question should it be stored first. */
  const latestRows = (projectId: string, sessionId: string): Promise<MessageRow[]> =>
    sessionId === ''
      ? Promise.resolve([])
      : messages.listMessages(projectId, sessionId, { offset: 0, limit: historyTurns + 1 });

  const turnsBefore = (rows: MessageRow[], question: MessageRow): Turn[] =>
    rows
      .filter((row) => BigInt(row.id) < BigInt(question.id) && row.content !== '')
      .slice(0, historyTurns)
      .reverse()
      .map((row) => ({ role: row.role, content: row.content }));

  const storeReply = (
    question: MessageRow,
    content: string,
    status: 'complete' | 'incomplete',
    sources: ReplySource[],
    declined = false,
    match?: AnswerMatch,
  ): Promise<MessageRow> =>
    questions.storeReply(
      { session_id: question.session_id, project_id: question.project_id, content, status },
      { sources, ...(declined ? { declined } : {}), ...(match ? { match } : {}) },
      clock(),
    );

  /** Each unit's closeness in meaning to the query; undefined (words only) when it cannot be had. */
  const unitMeaning = async (query: string, units: AnswerUnit[], signal: AbortSignal) => {
    if (units.length === 0) return undefined;
    const texts = units
      .slice(0, maxScoredUnits)
      .map((unit) => unitWithContext(unit).slice(0, maxScoredChars));
    try {
      return await deps.scoreTexts(query, texts, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      log.warn({ err: error }, 'answer sentences not scored by meaning; choosing them by shared words');
      return undefined;
    }
  };

  /**
   * Whether the best quote matches the question better once `terms` are taken out of it, by the
   * margin of unspoken-terms.fns.ts: the quote speaks past them. One more ScoreTexts call.
   */
  const speaksPast = async (
    query: string,
    terms: ReadonlySet<string>,
    bestQuote: NonNullable<ExtractiveAnswer['bestQuote']>,
    signal: AbortSignal,
  ): Promise<boolean> => {
    const rest = questionWithout(query, terms);
    if (terms.size === 0 || contentTerms(rest).length === 0) return false;
    const { scores, semantic } = await deps.scoreTexts(
      rest,
      [bestQuote.scoredText.slice(0, maxScoredChars)],
      signal,
    );
    return semantic && speaksPastTheQuestion(bestQuote.similarity, scores[0] ?? 0);
  };

  /**
   * Whether the chosen quote answers the question only by leaving out the words no passage uses
   * (unspoken-terms.fns.ts): "by fax" answered with how to send by e-mail. Judged in the site's
   * language only, where a word missing from the passages means the site does not speak of it.
   */
  const quotesPastTheQuestion = async (
    query: string,
    passages: Passage[],
    { bestQuote }: ExtractiveAnswer,
    languages: { visitor: string; site: string },
    signal: AbortSignal,
  ): Promise<boolean> => {
    if (!bestQuote || languages.visitor !== languages.site) return false;
    return speaksPast(query, termsThePassagesLack(query, passages), bestQuote, signal);
  };

  /**
   * The answer again, its best quote holding the question's word it passed over, when it spoke past
   * that word though a few of the passages hold it (passed-over-terms.fns.ts): "can I self host it
   * with MySQL?" answered from the self-hosting support page, while one sentence of another passage
   * says "You cannot use MySQL". Kept as it was when no unit holding the word answers well enough.
   */
  const holdingPassedOverTerm = async (
    query: string,
    units: readonly AnswerUnit[],
    first: ExtractiveAnswer,
    compose: (bestHolds?: ReadonlySet<string>) => ExtractiveAnswer,
    signal: AbortSignal,
  ): Promise<ExtractiveAnswer> => {
    if (!first.bestQuote) return first;
    const term = termPassedOver(query, first.answer, units);
    if (term === undefined) return first;
    const passedOver = new Set([term]);
    if (!(await speaksPast(query, passedOver, first.bestQuote, signal))) return first;
    const again = compose(passedOver);
    return again.matched ? again : first;
  };

  /** The built-in answerer's reply: quotes chosen by meaning, or a decline, in the visitor's language. */
  const answerFromPassages = async (
    prompt: string,
    query: string,
    passages: Passage[],
    { languages, contact }: { languages: { visitor: string; site: string }; contact?: OwnerContact },
    signal: AbortSignal,
  ): Promise<ExtractiveAnswer> => {
    const units = answerUnits(passages);
    const meaning = await unitMeaning(query, units, signal);
    const compose = (bestHolds?: ReadonlySet<string>) =>
      composeExtractiveAnswer(query, passages, meaning, {
        answerKind: answerKindAsked(prompt),
        visitorQuestion: prompt,
        ...(bestHolds === undefined ? {} : { bestHolds }),
      });
    const first = compose();
    const declined =
      !first.matched || (await quotesPastTheQuestion(query, passages, first, languages, signal));
    if (declined) {
      return { answer: declineIn(languages.visitor, contact), sources: [], matched: false };
    }
    const extractive = await holdingPassedOverTerm(query, units, first, compose, signal);
    return {
      ...extractive,
      answer: quotedAnswerFor(extractive.answer, languages.visitor, languages.site),
      sources: quotedReplySources(extractive.sources, passages),
    };
  };

  /**
   * The passages for a question, searched a second time with the question in the site's language
   * when the visitor writes in another one (the site's language is read from what the first
   * search found): by the model when one is configured, otherwise by the offline glossary.
   */
  const searchAcrossLanguages = async (
    projectId: string,
    query: string,
    visitor: string,
    signal: AbortSignal,
  ) => {
    const found = await search(projectId, query, signal);
    const site = found.length === 0 ? visitor : languageOfPassages(found);
    if (site === visitor) return { query, passages: found, languages: { visitor, site } };
    const translated = model
      ? await model.translateQuestion(query, site, signal)
      : deps.translateOffline(query, visitor, site);
    if (translated === undefined || translated === query) {
      return { query, passages: found, languages: { visitor, site } };
    }
    const passages = await search(projectId, translated, signal);
    return {
      query: translated,
      passages: passages.length > 0 ? passages : found,
      languages: { visitor, site },
    };
  };

  /** The reply's pieces and the pages it draws on. */
  const composeReply = async (
    input: AskInput,
    prompt: string,
    history: Turn[],
    signal: AbortSignal,
  ): Promise<{
    pieces: AsyncIterable<string>;
    sources: (reply: string) => ReplySource[];
    declined?: boolean;
    match?: AnswerMatch;
  }> => {
    const previousQuestions = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    // Only a question that cannot stand alone borrows from the conversation: a new topic right
    // after another is searched, and answered, on its own.
    const followUp = previousQuestions.length > 0 && isFollowUp(prompt);
    const standalone =
      model && followUp
        ? await model.rewriteQuestion(prompt, history, signal)
        : searchQueryFor(prompt, previousQuestions);
    const qa = await deps.qaAnswers.find(input.projectId, standalone, signal);
    if (qa.reply && !model) return qa.reply;
    const {
      query,
      passages: found,
      languages,
    } = await searchAcrossLanguages(
      input.projectId,
      standalone,
      visitorLanguage(prompt, previousQuestions),
      signal,
    );
    const passages = qa.ahead(found);
    if (!model) {
      const extractive = await answerFromPassages(
        prompt,
        query,
        passages,
        { languages, contact: input.bot.contact },
        signal,
      );
      return {
        pieces: wordsOf(extractive.answer),
        sources: () => extractive.sources,
        declined: !extractive.matched,
        match: extractive.match,
      };
    }
    // Nothing retrieved: the model has nothing to ground a reply in, so it is not asked at all.
    if (passages.length === 0) return { pieces: wordsOf(noMatchAnswer), sources: () => [], declined: true };
    const pieces = model.streamAnswer({
      question: prompt,
      history,
      passages,
      bot: input.bot,
      language: languages.visitor,
      signal,
    });
    return { pieces, sources: (reply) => qa.sources(replySources(reply, passages)) };
  };

  return {
    async *ask(input: AskInput, signal: AbortSignal): AsyncGenerator<AskEvent> {
      const prompt = nonTextStandIn(input.messageType) ?? checkVisitorMessage(input.prompt);
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
        } else if (!isSessionId(input.sessionId)) {
          // Junk is refused here; an unknown or another agent's session is found out by the one
          // statement that stores the question (askInSession), not by a lookup of its own.
          throw sessionNotFound();
        }
        // Side by side: the history read need not wait for the question to be stored, and either
        // may land first, so the question itself is left out by its id. An unknown session has no
        // rows here and is refused by recordQuestion.
        const [{ message, heldBy }, rows] = await Promise.all([
          recordQuestion(input, prompt, newSession),
          latestRows(input.projectId, newSession ? '' : input.sessionId),
        ]);
        const history = turnsBefore(rows, message);
        const sessionId = message.session_id;
        if (newSession) yield { kind: 'session', sessionId };
        const held = await heldByOwner(deps.takeover, message, prompt, input.ownerId, heldBy);
        if (held) {
          yield held;
          return;
        }

        let reply = '';
        try {
          const { pieces, sources, declined, match }: Awaited<ReturnType<typeof composeReply>> =
            nonTextAnswer(input.messageType) ??
            personRequestAnswer(prompt, input.bot.contact) ??
            (await composeReply(input, prompt, history, signal));
          for await (const piece of coalescePieces(pieces, deps.coalesceMs)) {
            reply += piece;
            yield { kind: 'token', text: piece };
          }
          const replyLinks = sources(reply);
          yield { kind: 'sources', sources: replyLinks };
          const stored = await storeReply(message, reply, 'complete', replyLinks, declined, match);
          yield { kind: 'done', sessionId, messageId: stored.id, response: reply };
        } catch (raw) {
          // What the visitor already read is kept, marked incomplete; an empty reply is not stored.
          if (reply !== '') await storeReply(message, reply, 'incomplete', []);
          if (signal.aborted) return;
          const error = translateError(raw);
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

/** The language the site is written in, read from the passages a search found. */
function languageOfPassages(passages: readonly Passage[]): string {
  return guessLanguage(
    passages
      .map((passage) => passage.content)
      .join(' ')
      .slice(0, 2_000),
  );
}

export type AskService = ReturnType<typeof createAskService>;

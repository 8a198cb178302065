import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import { systemClock, type Clock } from '../../clock.js';
import type { ChatModel, ChatModelFactory } from './chat-model.port.js';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker.js';
import {
  resolveGenerationSettings,
  type GenerationConfig,
  type GenerationSettings,
  type RemoteLlmProvider,
} from './generation.config.js';
import { buildGroundedPrompt, type BotPersona, type GroundingPassage } from './grounded-prompt.fns.js';
import type { ConversationTurn, PromptMessage } from './prompt-text.fns.js';
import { buildRewritePrompt, buildTranslatePrompt, parseRewrittenQuestion } from './rewrite-question.fns.js';
import { startUpstreamAttempt } from './upstream-attempt.js';
import {
  classifyUpstreamError,
  countsAgainstProvider,
  isRetryable,
  retryDelayMs,
  UpstreamTimeoutError,
  type UpstreamFailure,
} from './upstream-failure.fns.js';

export type AnswerRequest = {
  readonly question: string;
  /** Earlier turns from the server's store, oldest first. */
  readonly history: readonly ConversationTurn[];
  /** Retrieved passages, best first; passage n is cited as [n]. */
  readonly passages: readonly GroundingPassage[];
  readonly bot: BotPersona;
  /** BCP 47 code of the visitor's language; undefined: answer in the language of the question. */
  readonly language: string | undefined;
  /** Aborted when the visitor goes away; the provider request is aborted with it. */
  readonly signal: AbortSignal;
};

export type AnswerGenerator = {
  readonly provider: RemoteLlmProvider;
  readonly model: string;
  /** A standalone search question for a follow-up; the question itself when there is no history or on any failure. */
  rewriteQuestion(
    question: string,
    history: readonly ConversationTurn[],
    signal: AbortSignal,
  ): Promise<string>;
  /**
   * The question in the site's language (BCP 47 code), to search the site with its own words;
   * the question itself on any failure.
   */
  translateQuestion(question: string, language: string, signal: AbortSignal): Promise<string>;
  /**
   * The answer's text as it streams. Either yields at least one piece and completes (cut at
   * LLM_MAX_ANSWER_CHARS), or throws an AppError UNAVAILABLE with a message fit for the visitor —
   * possibly after some pieces, when the stream broke. When the visitor's signal aborts, it throws
   * the signal's reason.
   */
  streamAnswer(request: AnswerRequest): AsyncIterable<string>;
};

export type AnswerGeneratorDependencies = {
  /** Builds the provider's chat model (`src/llm/provider-chat-model.ts`). */
  chatModels: ChatModelFactory;
  log: Logger;
  clock?: Clock;
  /** Jitter of retry back-off; injectable for tests. */
  random?: () => number;
};

export const generationMessages = {
  unavailable: 'The assistant is unavailable right now. Please try again in a moment.',
  interrupted: 'The answer was interrupted. Please try again in a moment.',
  empty: 'The assistant could not write an answer this time. Please try again.',
} as const;

/** A rewrite is one short line; it needs few tokens and no creativity. */
const rewriteMaxOutputTokens = 200;

/** Undefined when LLM_PROVIDER=none: the built-in extractive answerer answers instead. */
export function createAnswerGenerator(
  config: GenerationConfig,
  dependencies: AnswerGeneratorDependencies,
): AnswerGenerator | undefined {
  const settings = resolveGenerationSettings(config);
  if (!settings) return undefined;
  const clock = dependencies.clock ?? systemClock;
  const now = () => clock().getTime();
  const log = dependencies.log.child({
    component: 'answer-generator',
    provider: settings.provider,
    model: settings.model,
  });
  const breaker = createCircuitBreaker({
    failureThreshold: settings.breakerFailureThreshold,
    cooldownMs: settings.breakerCooldownMs,
    now,
  });
  const context: GenerationContext = {
    settings,
    log,
    breaker,
    now,
    random: dependencies.random ?? Math.random,
    answerModel: dependencies.chatModels(settings),
    rewriteModel: dependencies.chatModels(
      { ...settings, temperature: 0 },
      { maxOutputTokens: Math.min(rewriteMaxOutputTokens, settings.maxOutputTokens) },
    ),
  };
  return {
    provider: settings.provider,
    model: settings.model,
    rewriteQuestion: (question, history, signal) =>
      searchQuestionFrom(context, buildRewritePrompt(question, history), question, signal),
    translateQuestion: (question, language, signal) =>
      searchQuestionFrom(context, buildTranslatePrompt(question, language), question, signal),
    streamAnswer: (request) => streamAnswer(context, request),
  };
}

type GenerationContext = {
  settings: GenerationSettings;
  log: Logger;
  breaker: CircuitBreaker;
  now: () => number;
  random: () => number;
  answerModel: ChatModel;
  rewriteModel: ChatModel;
};

/**
 * Retries only before the first piece of text reached the visitor (a retry afterwards would
 * repeat or contradict what they already read), within the time-to-first-token budget, and never
 * for a refused key. Every request goes through the circuit breaker.
 */
async function* streamAnswer(context: GenerationContext, request: AnswerRequest): AsyncGenerator<string> {
  const { settings, breaker, now } = context;
  const messages = buildGroundedPrompt(request);
  const firstTokenDeadline = now() + settings.firstTokenTimeoutMs;
  for (let retry = 0; ; retry++) {
    request.signal.throwIfAborted();
    if (!breaker.tryAcquire()) throw circuitOpenError(breaker);
    const attempt = startUpstreamAttempt(context.answerModel, messages, request.signal);
    let forwarded = 0;
    let settled = false;
    try {
      for (;;) {
        const phase = forwarded === 0 ? 'first-token' : 'idle';
        const budget = phase === 'first-token' ? firstTokenDeadline - now() : settings.idleTimeoutMs;
        const chunk = await attempt.next(Math.max(0, budget), phase);
        if (chunk.done) break;
        if (chunk.value.length === 0) continue;
        const room = settings.maxAnswerChars - forwarded;
        if (chunk.value.length >= room) {
          // The cap ends the answer; closing the attempt (finally) stops the provider's billing.
          context.log.info({ maxAnswerChars: settings.maxAnswerChars }, 'answer cut at the length cap');
          forwarded = settings.maxAnswerChars;
          yield cutAt(chunk.value, room);
          break;
        }
        forwarded += chunk.value.length;
        yield chunk.value;
      }
      breaker.recordSuccess();
      settled = true;
      if (forwarded === 0) throw new AppError('UNAVAILABLE', generationMessages.empty);
      return;
    } catch (error) {
      if (settled) throw error;
      settled = true;
      if (request.signal.aborted) {
        breaker.recordNeutral();
        request.signal.throwIfAborted();
      }
      const failure = recordFailure(context, error, retry);
      if (forwarded > 0) throw visitorError(failure, generationMessages.interrupted, error);
      const delay =
        retry < settings.maxRetries && isRetryable(failure) ? retryDelay(context, failure, retry) : undefined;
      if (delay === undefined || now() + delay >= firstTokenDeadline) {
        throw visitorError(failure, generationMessages.unavailable, error);
      }
      context.log.info({ retry: retry + 1, delayMs: delay, kind: failure.kind }, 'retrying the LLM request');
      await sleep(delay, request.signal);
    } finally {
      // Reached also when the consumer stops reading early (the visitor left mid-answer).
      if (!settled) breaker.recordNeutral();
      attempt.close();
    }
  }
}

/**
 * One short non-streaming call that turns the visitor's question into the question to search with
 * (a follow-up made standalone, or a translation); the question itself when there is no prompt to
 * send, the circuit is open, or the call fails or runs past the first-token budget.
 */
async function searchQuestionFrom(
  context: GenerationContext,
  prompt: PromptMessage[] | undefined,
  question: string,
  signal: AbortSignal,
): Promise<string> {
  if (!prompt || !context.breaker.tryAcquire()) return question;
  const budget = new AbortController();
  const timer = setTimeout(() => {
    budget.abort(new UpstreamTimeoutError('first-token'));
  }, context.settings.firstTokenTimeoutMs);
  const upstreamSignal = AbortSignal.any([signal, budget.signal]);
  try {
    const reply = await Promise.race([
      context.rewriteModel.invoke(prompt, upstreamSignal),
      abortedPromise(upstreamSignal),
    ]);
    context.breaker.recordSuccess();
    const rewritten = parseRewrittenQuestion(reply, question);
    context.log.debug({ rewritten: rewritten !== question }, 'search question prepared');
    return rewritten;
  } catch (error) {
    if (signal.aborted) context.breaker.recordNeutral();
    else recordFailure(context, error, 0);
    return question;
  } finally {
    clearTimeout(timer);
    if (!budget.signal.aborted) budget.abort(new Error('rewrite finished'));
  }
}

function recordFailure(context: GenerationContext, error: unknown, retry: number): UpstreamFailure {
  const failure = classifyUpstreamError(error, context.now());
  if (countsAgainstProvider(failure)) context.breaker.recordFailure();
  else context.breaker.recordNeutral();
  // Provider messages can quote parts of the key, so only the kind and status are logged.
  const fields = {
    kind: failure.kind,
    status: failure.status,
    attempt: retry + 1,
    circuit: context.breaker.state(),
  };
  if (failure.kind === 'unauthorized') {
    context.log.error(
      { ...fields, alert: 'llm-credentials' },
      'LLM provider refused the API key (LLM_API_KEY)',
    );
  } else {
    context.log.warn(fields, 'LLM request failed');
  }
  return failure;
}

function retryDelay(context: GenerationContext, failure: UpstreamFailure, retry: number): number | undefined {
  const { retryBaseDelayMs, retryAfterCapMs } = context.settings;
  return retryDelayMs(failure, retry, { baseDelayMs: retryBaseDelayMs, retryAfterCapMs }, context.random);
}

function visitorError(failure: UpstreamFailure, message: string, cause: unknown): AppError {
  const retryAfterSeconds =
    failure.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(failure.retryAfterMs / 1000));
  return new AppError('UNAVAILABLE', message, { cause, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
}

function circuitOpenError(breaker: CircuitBreaker): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(breaker.remainingCooldownMs() / 1000));
  return new AppError('UNAVAILABLE', generationMessages.unavailable, { retryAfterSeconds });
}

/** Cuts at `room` characters without splitting a surrogate pair. */
function cutAt(text: string, room: number): string {
  const cut = text.slice(0, room);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function abortedPromise(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const rejectWithReason = () => {
      reject(signal.reason as Error);
    };
    if (signal.aborted) rejectWithReason();
    else signal.addEventListener('abort', rejectWithReason, { once: true });
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

import type { Redis } from 'ioredis';
import {
  billingProto,
  ingestionProto,
  type BillingServiceClient,
  type IngestionServiceClient,
} from '@sitesage/contracts';
import { asUnavailable, createDatabase, databaseHealthCheck } from '@sitesage/db';
import { createPromiseClient, type DependencyChecks } from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { contactRequestMailQueue, createProducer, createRedis, usageAlertMailQueue } from '@sitesage/queue';
import { systemClock, type Clock } from './clock.js';
import { createBillingQuotaWindows } from './billing/billing-quota-windows.js';
import type { ChatConfig } from './config.js';
import type { ChatDatabase } from './db/database.js';
import { createMessagesRepository } from './db/messages.repository.js';
import { createQuestionsRepository } from './db/questions.repository.js';
import { createSessionsRepository } from './db/sessions.repository.js';
import { createTakeoverRepository } from './db/takeover.repository.js';
import { createSessionChanges } from './domain/takeover/session-changes.js';
import { createTakeoverService } from './domain/takeover/takeover.service.js';
import { createAnalyticsService } from './domain/analytics/analytics.service.js';
import { createQaAnswers } from './domain/answering/qa-answers.js';
import { withPageOpening } from './domain/answering/page-opening.fns.js';
import { createUnansweredService } from './domain/unanswered/unanswered.service.js';
import { createUnansweredRepository } from './db/unanswered.repository.js';
import { createInsightsService } from './domain/insights/insights.service.js';
import { createInsightsRepository } from './db/insights.repository.js';
import {
  createAskService,
  type ModelAnswerer,
  type PassageSearch,
  type TextScorer,
} from './domain/answering/ask.service.js';
import { glossIntoEnglish } from './domain/answering/glossary/gloss.fns.js';
import { createAnswerGenerator } from './domain/generation/index.js';
import { createMessageLimits } from './domain/limits/message-limits.js';
import { createProviderChatModel } from './llm/provider-chat-model.js';
import { createRedisWindowCounter } from './redis/minute-windows.js';
import { createProjectPurgeService, type ProjectPurgeService } from './domain/purge/project-purge.service.js';
import { createSessionsService } from './domain/sessions/sessions.service.js';
import { createContactRequestOutboxRepository } from './db/contact-request-outbox.repository.js';
import { createUsageNoticeOutboxRepository } from './db/usage-notice-outbox.repository.js';
import { createUsageRepository } from './db/usage.repository.js';
import { createConversationUsageService } from './domain/usage/conversation-usage.service.js';
import type { QuotaWindows } from './domain/usage/quota-window.js';
import { createOutboxRelay, type OutboxRelay } from './domain/outbox/outbox-relay.service.js';
import {
  contactRequestOutbox,
  type ContactRequestProducer,
} from './domain/takeover/contact-request-outbox.js';
import { usageNoticeOutbox, type UsageAlertProducer } from './domain/usage/usage-notice-outbox.js';
import type { ChatServices } from './grpc/chat.handlers.js';

export type ChatContainer = {
  services: ChatServices;
  /** What health watches: the database (gRPC health is NOT_SERVING while it cannot answer). */
  dependencies: DependencyChecks;
  purge: ProjectPurgeService;
  /**
   * Hands what the owners are owed by e-mail (80 % and 100 % notices, visitors asking for a person)
   * to auth's e-mail queues; main.ts runs it on a timer.
   */
  ownerMailRelay: OutboxRelay;
  /** The workers' Redis connection (BullMQ): waits for Redis to come back rather than failing. */
  redis: Redis;
  /** Closes the clients, the Redis connections and the database pool; close the workers first. */
  close(): Promise<void>;
};

/** Passages per reply: enough to answer from, few enough to keep a model's prompt short. */
const passagesPerReply = 5;
/** Billing reads two rows for the cycle; a first message should not wait long on it (see the fallback). */
const quotaWindowDeadlineMs = 1_500;
/** Retrieval is one short query round on the ingestion side; a visitor should not wait on more. */
const searchDeadlineMs = 5_000;
/** Grouping an agent's unanswered questions by meaning embeds up to 500 of them at once. */
const groupingDeadlineMs = 30_000;

/**
 * A visitor's chat waiting for an owner's message is woken at once by this process; a change made
 * through another chat process is found by re-reading the session this often.
 */
const takeoverRecheckMs = 2_000;

export type ChatContainerOptions = {
  clock?: Clock;
  /** Tests wrap the usage-alert producer to make handing over fail (Redis away, a crash before marking). */
  wrapUsageAlertProducer?: (producer: UsageAlertProducer) => UsageAlertProducer;
  /** The same for the producer of contact-request e-mails. */
  wrapContactRequestProducer?: (producer: ContactRequestProducer) => ContactRequestProducer;
  /** Tests say each owner's billing cycle themselves instead of asking a running billing service. */
  quotaWindows?: QuotaWindows;
};

/** Hand wiring of everything the chat service holds: no container library, just calls. */
export function createChatContainer(
  config: ChatConfig,
  log: Logger,
  {
    clock = systemClock,
    wrapUsageAlertProducer,
    wrapContactRequestProducer,
    quotaWindows: givenWindows,
  }: ChatContainerOptions = {},
): ChatContainer {
  const db = createDatabase<ChatDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-chat',
  });
  const redis = createRedis(config.redis.url, 'worker');
  // Message budgets are checked while a visitor waits: fail fast when Redis is away.
  const requestRedis = createRedis(config.redis.url, 'request');
  for (const connection of [redis, requestRedis]) {
    connection.on('error', (error: Error) => {
      log.warn({ err: error }, 'redis connection problem');
    });
  }
  const ingestion = createPromiseClient<IngestionServiceClient>(
    ingestionProto().sitesage.ingestion.v1.IngestionService,
    { serviceName: 'ingestion', target: config.services.ingestion, deadlineMs: searchDeadlineMs },
  );
  // None configured: the built-in extractive answerer replies (see domain/answering).
  const model: ModelAnswerer | undefined = createAnswerGenerator(config.generation, {
    chatModels: createProviderChatModel,
    log,
    clock,
  });

  const search: PassageSearch = async (projectId, query, signal) => {
    const reply = await ingestion.Search(
      // Neighbours let the built-in answerer finish a procedure a passage begins (see answer-units),
      // and the page's opening lends it what the page says of itself (see page-opening); a model is
      // given the passages alone, so it does not pay for them.
      {
        project_id: projectId,
        query,
        limit: passagesPerReply,
        with_neighbours: model === undefined,
        with_page_opening: model === undefined,
      },
      { signal },
    );
    return withPageOpening(reply.passages, reply.page_opening);
  };
  const qaAnswers = createQaAnswers(async (projectId, query, signal) => {
    const reply = await ingestion.MatchQa({ project_id: projectId, query, limit: 1 }, { signal });
    return reply.matches;
  }, log);
  // Grouping embeds up to 500 questions: the owner waits on it, a visitor never does.
  const groupTexts = async (texts: string[]) =>
    (await ingestion.GroupTexts({ texts }, { deadlineMs: groupingDeadlineMs })).groups;
  const scoreTexts: TextScorer = async (query, texts, signal) => {
    const reply = await ingestion.ScoreTexts({ query, texts }, { signal });
    return { scores: reply.scores, semantic: reply.semantic };
  };

  const billing = givenWindows
    ? undefined
    : createPromiseClient<BillingServiceClient>(billingProto().sitesage.billing.v1.BillingService, {
        serviceName: 'billing',
        target: config.services.billing,
        deadlineMs: quotaWindowDeadlineMs,
      });
  const quotaWindows =
    givenWindows ??
    createBillingQuotaWindows({
      log,
      cycleOf: async (ownerId) => {
        if (!billing) throw new Error('billing is not wired');
        return billing.GetAccount({ user_id: ownerId }, {});
      },
    });

  const sessions = createSessionsRepository(db);
  const messages = createMessagesRepository(db);
  const limits = createMessageLimits(createRedisWindowCounter(requestRedis, log), config.limits);
  const sessionsService = createSessionsService({ clock, sessions, messages, limits });
  const takeovers = createTakeoverRepository(db);
  // On the request-role connection: while Redis is away an add fails at once and the rows wait
  // in their tables for the next run, instead of piling up in memory.
  const usageAlertProducer = createProducer(usageAlertMailQueue, requestRedis);
  const contactRequestProducer = createProducer(contactRequestMailQueue, requestRedis);
  const ownerMailRelay = createOutboxRelay({
    clock,
    log,
    sources: [
      usageNoticeOutbox({
        outbox: createUsageNoticeOutboxRepository(db),
        producer: wrapUsageAlertProducer ? wrapUsageAlertProducer(usageAlertProducer) : usageAlertProducer,
      }),
      contactRequestOutbox({
        outbox: createContactRequestOutboxRepository(db),
        producer: wrapContactRequestProducer
          ? wrapContactRequestProducer(contactRequestProducer)
          : contactRequestProducer,
      }),
    ],
  });

  return {
    services: {
      analytics: createAnalyticsService({ clock, sessions, messages }),
      sessions: sessionsService,
      unanswered: createUnansweredService({ clock, unanswered: createUnansweredRepository(db), groupTexts }),
      insights: createInsightsService({ clock, insights: createInsightsRepository(db), groupTexts }),
      takeover: createTakeoverService({
        clock,
        takeovers,
        changes: createSessionChanges(),
        recheckMs: takeoverRecheckMs,
      }),
      usage: createConversationUsageService({ clock, usage: createUsageRepository(db), quotaWindows }),
      answering: createAskService({
        clock,
        log,
        sessionsService,
        questions: createQuestionsRepository(db),
        quotaWindows,
        messages,
        limits,
        conversationsPerVisitorPerDay: config.limits.conversationsPerVisitorPerDay,
        search,
        scoreTexts,
        qaAnswers,
        model,
        // Offline, a glossary renders the question's words in English for search (no model needed).
        translateOffline: (question, from, into) =>
          into === 'en' ? glossIntoEnglish(question, from) : undefined,
        coalesceMs: config.streaming.coalesceMs,
        takeover: { clock, takeovers },
        translateError: asUnavailable,
      }),
    },
    purge: createProjectPurgeService({ log, sessions, messages }),
    ownerMailRelay,
    redis,
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(db) },
    },
    async close() {
      ingestion.close();
      billing?.close();
      await usageAlertProducer.close();
      await contactRequestProducer.close();
      // Not quit(): a worker connection queues commands while Redis is away, so quit could wait
      // forever; the workers are closed by now and nothing is left to flush.
      redis.disconnect();
      requestRedis.disconnect();
      await db.destroy();
    },
  };
}

import { Queue, QueueEvents } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  billingProto,
  chatProto,
  ingestionProto,
  type BillingServiceHandlers,
  type ChatServiceClient,
  type IngestionServiceHandlers,
} from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import {
  createPromiseClient,
  implement,
  startGrpcServer,
  type GrpcServer,
  type Implementation,
  type PromiseClient,
} from '@sitesage/grpc';
import { chatProjectPurgeQueue, createRedis } from '@sitesage/queue';
import { captureLogs, startServiceStores } from '@sitesage/testing';
import { loadChatConfig, type ChatConfig } from '../src/config.js';
import { createChatContainer, type ChatContainer, type ChatContainerOptions } from '../src/container.js';
import type { ChatDatabase, MessageRole, MessageStatus, NewSessionRow } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { generateSessionId } from '../src/domain/sessions/session-id.fns.js';
import { calendarMonth, type QuotaWindow } from '../src/domain/usage/quota-window.js';
import { startChatServer } from '../src/server.js';
import { startProjectPurgeWorker } from '../src/workers/project-purge.worker.js';

/**
 * A passage the stand-in ingestion service holds for a project; `opening`: it is the opening of its
 * page, sent beside a passage of that page when Search is asked for the page's opening.
 */
export type KnownPassage = { url: string; title: string; content: string; opening?: boolean };

/**
 * A Q&A pair the stand-in ingestion service holds for a project, with the wordings it treats as
 * the same question (the real matching by meaning is ingestion's, tested there).
 */
export type KnownQaPair = { id: string; question: string; answer: string; sameQuestion: string[] };

export type ChatHarness = {
  /** What the stand-in ingestion service's Search finds, per project: tests put passages here. */
  knowledge: Map<string, KnownPassage[]>;
  /** What the stand-in MatchQa finds, per project. */
  qa: Map<string, KnownQaPair[]>;
  /**
   * The stand-in GroupTexts' idea of meaning: a text found here is grouped by the topic given,
   * any other by its own lowercased wording.
   */
  topics: Map<string, string>;
  /** Every Search the chat service made, in order. */
  searches: Array<{ project_id: string; query: string }>;
  /**
   * The stand-in ScoreTexts' idea of meaning: when a test sets `score`, texts are scored by it as
   * a semantic model would (closeness 0–1); otherwise by shared words, as the hashing embedder.
   */
  meaning: { score?: (query: string, text: string) => number };
  /**
   * Each owner's billing cycle as the stand-in billing service answers GetAccount: tests set a
   * subscription's period here; an owner not set is on Free (the calendar month of now).
   */
  cycles: Map<string, QuotaWindow>;
  client: PromiseClient<ChatServiceClient>;
  /** Direct access: tests seed sessions and messages (no RPC writes them yet) and check what is left. */
  db: Kysely<ChatDatabase>;
  /** A producer on the real queue contract, as the projects service will use it. */
  queue: Queue;
  /** Job outcomes, for `job.waitUntilFinished(harness.queueEvents)`. */
  queueEvents: QueueEvents;
  /** Every log line the service wrote, as JSON text. */
  logs: string[];
  config: ChatConfig;
  /** The service's own outbox relay of owner e-mails (main.ts runs it on a timer; tests run it when they like). */
  ownerMailRelay: ChatContainer['ownerMailRelay'];
  /** The Redis URL of this harness, for tests that read another queue. */
  redisUrl: string;
  /** A second chat process on the same database and Redis (closed by stop()). */
  startAnotherContainer(options?: ChatContainerOptions): ChatContainer;
  stop(): Promise<void>;
};

/**
 * The real chat server on a free port and its purge worker, against a fresh PostgreSQL and Redis,
 * called over gRPC and through BullMQ as the gateway and the projects service do.
 */
export async function startChatHarness(
  env: Record<string, string> = {},
  containerOptions: ChatContainerOptions = {},
): Promise<ChatHarness> {
  const logs: string[] = [];
  const log = captureLogs('chat', logs);
  const { postgres, redis: redisServer } = await startServiceStores({ schema: 'chat', migrations, log });
  const knowledge = new Map<string, KnownPassage[]>();
  const searches: ChatHarness['searches'] = [];
  const qa = new Map<string, KnownQaPair[]>();
  const topics = new Map<string, string>();
  const meaning: ChatHarness['meaning'] = {};
  const ingestion = await startStandInIngestion({ knowledge, qa, topics, meaning }, searches, log);
  const cycles = new Map<string, QuotaWindow>();
  const billing = await startStandInBilling(cycles, log);
  const config = loadChatConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisServer.url,
    INGESTION_GRPC_URL: `127.0.0.1:${ingestion.port}`,
    BILLING_GRPC_URL: `127.0.0.1:${billing.port}`,
    ...env,
  });

  const container = createChatContainer(config, log, containerOptions);
  const others: ChatContainer[] = [];
  const server: GrpcServer = await startChatServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const worker = startProjectPurgeWorker({ connection: container.redis, purge: container.purge, log });
  const client = createPromiseClient<ChatServiceClient>(chatProto().sitesage.chat.v1.ChatService, {
    serviceName: 'chat',
    target: `127.0.0.1:${server.port}`,
    deadlineMs: 10_000,
  });
  const db = createDatabase<ChatDatabase>({
    url: postgres.url,
    poolMax: 2,
    log,
    applicationName: 'chat-test',
  });
  const queueRedis = createRedis(redisServer.url, 'worker');
  const eventsRedis = createRedis(redisServer.url, 'worker');
  const queue = new Queue(chatProjectPurgeQueue.name, { connection: queueRedis });
  const queueEvents = new QueueEvents(chatProjectPurgeQueue.name, { connection: eventsRedis });
  await queueEvents.waitUntilReady();

  return {
    knowledge,
    qa,
    topics,
    searches,
    meaning,
    cycles,
    client,
    db,
    queue,
    queueEvents,
    logs,
    config,
    ownerMailRelay: container.ownerMailRelay,
    redisUrl: redisServer.url,
    startAnotherContainer(options = {}) {
      const other = createChatContainer(config, log, options);
      others.push(other);
      return other;
    },
    async stop() {
      await Promise.all(others.map((other) => other.close()));
      client.close();
      await server.shutdown(1_000);
      await ingestion.shutdown(1_000);
      await billing.shutdown(1_000);
      await worker.close();
      await container.close();
      await queue.close();
      await queueEvents.close();
      queueRedis.disconnect();
      eventsRedis.disconnect();
      await db.destroy();
      await Promise.all([postgres.stop(), redisServer.stop()]);
    },
  };
}

/** Billing's GetAccount as far as chat reads it: the owner's cycle, from `cycles` or Free's month. */
async function startStandInBilling(
  cycles: Map<string, QuotaWindow>,
  log: ReturnType<typeof captureLogs>,
): Promise<GrpcServer> {
  const script: Partial<Implementation<BillingServiceHandlers>> = {
    GetAccount: async ({ user_id }) => {
      const cycle = cycles.get(user_id);
      const window = cycle ?? calendarMonth(new Date());
      return {
        plan: cycle ? 'BASIC' : 'FREE',
        account_type: cycle ? 'BASIC' : 'FREE',
        billing_cycle: cycle ? 'MONTHLY' : '',
        cycle_start: window.start.toISOString(),
        cycle_end: window.end.toISOString(),
      };
    },
  };
  const definition = billingProto().sitesage.billing.v1.BillingService.service;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log,
    services: [
      {
        definition,
        implementation: implement<BillingServiceHandlers>(
          log,
          'billing',
          script as unknown as Implementation<BillingServiceHandlers>,
          { definition },
        ),
      },
    ],
  });
  server.markServing();
  return server;
}

/**
 * The ingestion service's Search as a word-overlap lookup over the passages a test put in
 * `knowledge`: the chat service is tested against the real contract, while retrieval quality is
 * the ingestion service's own tests' concern. Only the named project's passages are ever searched.
 */
async function startStandInIngestion(
  { knowledge, qa, topics, meaning }: Pick<ChatHarness, 'knowledge' | 'qa' | 'topics' | 'meaning'>,
  searches: ChatHarness['searches'],
  log: ReturnType<typeof captureLogs>,
): Promise<GrpcServer> {
  const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
  const script: Partial<Implementation<IngestionServiceHandlers>> = {
    Search: async ({ project_id, query, limit, with_page_opening }) => {
      searches.push({ project_id, query });
      const asked = words(query);
      const known = knowledge.get(project_id) ?? [];
      const passages = known
        .map((passage, index) => ({
          passage,
          index,
          score: [...words(`${passage.title} ${passage.content}`)].filter((word) => asked.has(word)).length,
        }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index)
        .slice(0, limit || 5);
      return {
        passages: passages.map(({ passage, index, score }) => ({
          chunk_id: String(index),
          url: passage.url,
          title: passage.title,
          header: passage.title,
          content: passage.content,
          score,
          keyword_match: true,
          similarity: 0,
        })),
        page_opening: with_page_opening
          ? known
              .map((passage, index) => ({ passage, index }))
              .filter(
                ({ passage, index }) =>
                  passage.opening === true &&
                  passage.url === passages[0]?.passage.url &&
                  !passages.some((found) => found.index === index),
              )
              .map(({ passage, index }) => ({
                chunk_id: String(index),
                url: passage.url,
                title: passage.title,
                header: passage.title,
                content: passage.content,
              }))
          : [],
      };
    },
    // By the meaning a test scripted, or else by words shared, as the hashing embedder compares them.
    ScoreTexts: async ({ query, texts }) => {
      const byMeaning = meaning.score;
      if (byMeaning) {
        return {
          scores: texts.map((text) => byMeaning(query, text)),
          model: 'stand-in-meaning',
          semantic: true,
        };
      }
      const asked = words(query);
      return {
        scores: texts.map((text) => {
          const own = words(text);
          const shared = [...own].filter((word) => asked.has(word)).length;
          return own.size + asked.size === 0 ? 0 : shared / Math.sqrt(Math.max(1, own.size * asked.size));
        }),
        model: 'stand-in-words',
        semantic: false,
      };
    },
    MatchQa: async ({ project_id, query }) => {
      const asked = query.trim().toLowerCase();
      const matches = (qa.get(project_id) ?? [])
        .filter((pair) => [pair.question, ...pair.sameQuestion].some((text) => text.toLowerCase() === asked))
        .map((pair) => ({ id: pair.id, question: pair.question, answer: pair.answer, similarity: 0.9 }));
      return { matches, threshold: 0.75 };
    },
    GroupTexts: async ({ texts }) => {
      const numbers = new Map<string, number>();
      return {
        groups: texts.map((text) => {
          const topic = topics.get(text) ?? text.trim().toLowerCase();
          if (!numbers.has(topic)) numbers.set(topic, numbers.size);
          return numbers.get(topic) ?? 0;
        }),
      };
    },
  };
  const definition = ingestionProto().sitesage.ingestion.v1.IngestionService.service;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log,
    services: [
      {
        definition,
        implementation: implement<IngestionServiceHandlers>(
          log,
          'ingestion',
          script as unknown as Implementation<IngestionServiceHandlers>,
          { definition },
        ),
      },
    ],
  });
  server.markServing();
  return server;
}

const minute = 60_000;

/** A moment `minutes` before now. */
export const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * minute);

export type SeedMessage = {
  role: MessageRole;
  content: string;
  at: Date;
  status?: MessageStatus;
};

/**
 * Writes a session and its messages (in the order given) as the visitor chat will: the session
 * starts with its first message and `last_message_at` follows the last one. Returns the session id.
 */
export async function seedSession(
  db: Kysely<ChatDatabase>,
  projectId: string,
  messages: SeedMessage[],
  session: Partial<NewSessionRow> = {},
): Promise<string> {
  const id = generateSessionId();
  await db
    .insertInto('chat.sessions')
    .values({
      id,
      project_id: projectId,
      source: 'embedded_widget',
      created_at: messages[0]?.at ?? new Date(),
      last_message_at: messages.at(-1)?.at ?? null,
      ...session,
    })
    .execute();
  for (const message of messages) {
    await db
      .insertInto('chat.messages')
      .values({
        session_id: id,
        project_id: projectId,
        role: message.role,
        content: message.content,
        created_at: message.at,
        ...(message.status ? { status: message.status } : {}),
      })
      .execute();
  }
  return id;
}

/** The sessions and messages a project still has in the database. */
export async function rowsOf(db: Kysely<ChatDatabase>, projectId: string) {
  const [sessions, messages] = await Promise.all([
    db
      .selectFrom('chat.sessions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat.messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
  ]);
  return { sessions: Number(sessions.count), messages: Number(messages.count) };
}

/** Resolves to the AppError a call failed with (fails the test if it succeeded). */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; field?: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message, field } = error as { code: string; message: string; field?: string };
    return { code, message, ...(field === undefined ? {} : { field }) };
  }
  throw new Error('expected the call to fail, but it succeeded');
}

import { Queue, QueueEvents } from 'bullmq';
import type { Kysely } from 'kysely';
import { chatProto, type ChatServiceClient } from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import { createPromiseClient, type GrpcServer, type PromiseClient } from '@sitesage/grpc';
import { chatProjectPurgeQueue, createRedis } from '@sitesage/queue';
import { captureLogs, startServiceStores } from '@sitesage/testing';
import { loadChatConfig } from '../src/config.js';
import { createChatContainer } from '../src/container.js';
import type { ChatDatabase, MessageRole, NewSessionRow } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { generateSessionId } from '../src/domain/sessions/session-id.fns.js';
import { startChatServer } from '../src/server.js';
import { startProjectPurgeWorker } from '../src/workers/project-purge.worker.js';

export type ChatHarness = {
  client: PromiseClient<ChatServiceClient>;
  /** Direct access: tests seed sessions and messages (no RPC writes them yet) and check what is left. */
  db: Kysely<ChatDatabase>;
  /** A producer on the real queue contract, as the projects service will use it. */
  queue: Queue;
  /** Job outcomes, for `job.waitUntilFinished(harness.queueEvents)`. */
  queueEvents: QueueEvents;
  /** Every log line the service wrote, as JSON text. */
  logs: string[];
  stop(): Promise<void>;
};

/**
 * The real chat server on a free port and its purge worker, against a fresh PostgreSQL and Redis,
 * called over gRPC and through BullMQ as the gateway and the projects service do.
 */
export async function startChatHarness(): Promise<ChatHarness> {
  const logs: string[] = [];
  const log = captureLogs('chat', logs);
  const { postgres, redis: redisServer } = await startServiceStores({ schema: 'chat', migrations, log });
  const config = loadChatConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisServer.url,
  });

  const container = createChatContainer(config, log);
  const server: GrpcServer = await startChatServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
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
    client,
    db,
    queue,
    queueEvents,
    logs,
    async stop() {
      client.close();
      await server.shutdown(1_000);
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

const minute = 60_000;

/** A moment `minutes` before now. */
export const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * minute);

export type SeedMessage = {
  role: MessageRole;
  content: string;
  at: Date;
  status?: string;
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

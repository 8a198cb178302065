/**
 * The visitor's answering path as separate processes from the BUILT code, the way `npm start`
 * runs them: the ingestion migrations, service and one worker, and the chat migrations and service
 * (offline: no language model), on a given PostgreSQL and Redis or, without them, an in-memory
 * PGlite process and a redis-server. The gateway, auth and projects services are left out: the
 * quality of answers is decided behind them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startTestRedis,
  waitForPort,
  type TestRedis,
  sharedModelCacheDir,
} from '@sitesage/testing';
import { startChild, waitForOutput, waitUntilListening, type Child } from './child-process.js';

// The repository root: the same distance from src/answer-quality and dist/answer-quality.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const built = {
  postgres: `${root}infra/dist/postgres-main.js`,
  ingestionMigrate: `${root}services/ingestion/dist/migrate.js`,
  ingestionService: `${root}services/ingestion/dist/main.js`,
  ingestionWorker: `${root}services/ingestion/dist/worker.js`,
  chatMigrate: `${root}services/chat/dist/migrate.js`,
  chatService: `${root}services/chat/dist/main.js`,
};

/**
 * Limits high enough that the run measures answers, not the cost guards: every question comes
 * from loopback.
 */
const generousLimits = {
  CHAT_VISITOR_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_CONCURRENT_ANSWERS: '10000',
  CHAT_VISITOR_SESSIONS_PER_MINUTE: '100000000',
  CHAT_PROJECT_SESSIONS_PER_MINUTE: '100000000',
  CHAT_VISITOR_CONVERSATIONS_PER_DAY: '100000000',
};

export type AnsweringStackOptions = {
  /** A PostgreSQL with pgvector; absent, an in-memory PGlite process is started. */
  databaseUrl?: string;
  /** Added to the ingestion processes: CRAWL_ALLOW_HOSTS, EMBEDDING_PROVIDER, … */
  ingestionEnv?: Record<string, string>;
};

export type AnsweringStack = {
  ingestionTarget: string;
  chatTarget: string;
  stop(): Promise<void>;
};

export async function startAnsweringStack({
  databaseUrl,
  ingestionEnv = {},
}: AnsweringStackOptions = {}): Promise<AnsweringStack> {
  for (const file of Object.values(built)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build:services)`);
  }
  const children: Child[] = [];
  let redis: TestRedis | undefined;
  const stop = async () => {
    // Service and worker first (they finish what they hold), then the stores under them.
    for (const child of [...children].reverse()) await child.stop();
    await redis?.stop();
  };
  try {
    let database = databaseUrl;
    if (database === undefined) {
      const pgPort = await freePort();
      children.push(
        startChild('PGlite', built.postgres, ['memory://', String(pgPort)], { PATH: process.env.PATH }),
      );
      await waitForPort(pgPort, 30_000);
      database = `postgres://postgres@127.0.0.1:${String(pgPort)}/postgres`;
    }
    redis = await startTestRedis();
    const common = {
      PATH: process.env.PATH,
      DATABASE_URL: database,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      // The local model's ONNX file is built once per checkout and shared with the other tests.
      EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir,
    };
    for (const [name, script] of [
      ['ingestion migrations', built.ingestionMigrate],
      ['chat migrations', built.chatMigrate],
    ] as const) {
      const migrate = startChild(name, script, [], common);
      if ((await migrate.exited) !== 0) throw new Error(`${name} failed:\n${migrate.output()}`);
    }

    const ingestionPort = await freePort();
    const ingestion = { ...common, ...ingestionEnv, GRPC_PORT: String(ingestionPort) };
    const ingestionService = startChild('ingestion service', built.ingestionService, [], ingestion);
    children.push(ingestionService);
    // Info level for the one line saying the worker listens to its queues.
    const worker = startChild('ingestion worker', built.ingestionWorker, [], {
      ...ingestion,
      LOG_LEVEL: 'info',
    });
    children.push(worker);

    const chatPort = await freePort();
    const chatService = startChild('chat service', built.chatService, [], {
      ...common,
      ...generousLimits,
      GRPC_PORT: String(chatPort),
      INGESTION_GRPC_URL: `127.0.0.1:${String(ingestionPort)}`,
    });
    children.push(chatService);
    await Promise.all([
      waitUntilListening(ingestionService, ingestionPort),
      waitUntilListening(chatService, chatPort),
      waitForOutput(worker, /ingestion worker ready/),
    ]);
    return {
      ingestionTarget: `127.0.0.1:${String(ingestionPort)}`,
      chatTarget: `127.0.0.1:${String(chatPort)}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

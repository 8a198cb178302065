import type { Redis } from 'ioredis';
import { createDatabase } from '@sitesage/db';
import type { Logger } from '@sitesage/logger';
import { createRedis } from '@sitesage/queue';
import { systemClock } from './clock.js';
import type { ChatConfig } from './config.js';
import type { ChatDatabase } from './db/database.js';
import { createMessagesRepository } from './db/messages.repository.js';
import { createSessionsRepository } from './db/sessions.repository.js';
import { createAnalyticsService } from './domain/analytics/analytics.service.js';
import { createProjectPurgeService, type ProjectPurgeService } from './domain/purge/project-purge.service.js';
import type { ChatServices } from './grpc/chat.handlers.js';

export type ChatContainer = {
  services: ChatServices;
  purge: ProjectPurgeService;
  /** The workers' Redis connection (BullMQ): waits for Redis to come back rather than failing. */
  redis: Redis;
  /** Closes the Redis connection and the database pool; close the workers first. */
  close(): Promise<void>;
};

/** Hand wiring of everything the chat service holds: no container library, just calls. */
export function createChatContainer(config: ChatConfig, log: Logger): ChatContainer {
  const db = createDatabase<ChatDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-chat',
  });
  const redis = createRedis(config.redis.url, 'worker');
  redis.on('error', (error: Error) => {
    log.warn({ err: error }, 'redis connection problem');
  });

  const sessions = createSessionsRepository(db);
  const messages = createMessagesRepository(db);

  return {
    services: { analytics: createAnalyticsService({ clock: systemClock, sessions, messages }) },
    purge: createProjectPurgeService({ log, sessions, messages }),
    redis,
    async close() {
      // Not quit(): a worker connection queues commands while Redis is away, so quit could wait
      // forever; the workers are closed by now and nothing is left to flush.
      redis.disconnect();
      await db.destroy();
    },
  };
}

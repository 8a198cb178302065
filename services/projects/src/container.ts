import type { Redis } from 'ioredis';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import type { DependencyChecks } from '@sitesage/grpc';
import { createEgressPolicy, type Resolver } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import { createProducer, createRedis, projectPurgeQueues } from '@sitesage/queue';
import { systemClock, type Clock } from './clock.js';
import type { ProjectsConfig } from './config.js';
import { createAgentLimitsRepository } from './db/agent-limits.repository.js';
import type { ProjectsDatabase } from './db/database.js';
import { createProjectsRepository } from './db/projects.repository.js';
import { createPurgeOutboxRepository } from './db/purge-outbox.repository.js';
import { createMagicUiService } from './domain/magic-ui/magic-ui.service.js';
import { createAgentLimits } from './domain/projects/agent-limits.service.js';
import { createProjectsService, type Transact } from './domain/projects/projects.service.js';
import { createPurgeRelay, type PurgeProducer, type PurgeRelay } from './domain/purge/purge-relay.service.js';
import type { ProjectsServices } from './grpc/projects.handlers.js';

export type ProjectsContainer = {
  services: ProjectsServices;
  /** What health watches: the database (gRPC health is NOT_SERVING while it cannot answer). */
  dependencies: DependencyChecks;
  /** Sends purge announcements of deleted projects; main.ts also runs it in the background. */
  relay: PurgeRelay;
  /** The request-path Redis connection (purge producers). */
  redis: Redis;
  /** Closes the producers, the database pool and the Redis connection. */
  close(): Promise<void>;
};

export type ContainerOverrides = {
  clock?: Clock;
  /** Tests answer host names themselves instead of asking the OS resolver. */
  lookup?: Resolver;
  /** Tests wrap a producer to make sending fail (a crash or outage between commit and enqueue). */
  wrapProducer?: (queue: string, producer: PurgeProducer) => PurgeProducer;
};

/** Hand wiring of everything the projects service holds: no container library, just calls. */
export function createProjectsContainer(
  config: ProjectsConfig,
  log: Logger,
  overrides: ContainerOverrides = {},
): ProjectsContainer {
  const clock = overrides.clock ?? systemClock;
  const db = createDatabase<ProjectsDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-projects',
  });
  const redis = createRedis(config.redis.url, 'request');
  redis.on('error', (error: Error) => {
    log.warn({ err: error }, 'redis connection problem');
  });

  const transact: Transact = (work) => db.transaction().execute(work);
  const projects = createProjectsRepository(db);
  const outbox = createPurgeOutboxRepository(db);
  const producers = projectPurgeQueues.map((queue) => {
    const producer = createProducer(queue, redis);
    return { queue: queue.name, producer };
  });
  const relay = createPurgeRelay({
    clock,
    log,
    outbox,
    projects,
    producers: new Map(
      producers.map(({ queue, producer }) => [
        queue,
        overrides.wrapProducer ? overrides.wrapProducer(queue, producer) : producer,
      ]),
    ),
  });
  const policy = createEgressPolicy({
    allowHosts: config.egress.allowHosts,
    ...(overrides.lookup ? { lookup: overrides.lookup } : {}),
  });

  const agentLimits = createAgentLimits({
    clock,
    log,
    transact,
    projects,
    limits: createAgentLimitsRepository(db),
  });
  const services: ProjectsServices = {
    agentLimits,
    projects: createProjectsService({
      clock,
      log,
      transact,
      projects,
      outbox,
      relay,
      purgeQueues: projectPurgeQueues.map((queue) => queue.name),
      rebalanceOwner: agentLimits.rebalanceOwner,
    }),
    magicUi: createMagicUiService({ log, policy, projects }),
  };

  return {
    services,
    relay,
    redis,
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(db) },
    },
    async close() {
      await Promise.all(producers.map(({ producer }) => producer.close()));
      redis.disconnect();
      await db.destroy();
    },
  };
}

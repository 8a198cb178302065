import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis } from '@sitesage/queue';
import { loadChatConfig } from './config.js';
import { createChatContainer } from './container.js';
import { disableThirdPartyTracing } from './llm/third-party-tracing.js';
import { startChatServer } from './server.js';
import { startProjectPurgeWorker } from './workers/project-purge.worker.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js.
const config = loadChatConfig();
const log = createLogger({ service: 'chat', level: config.log.level });
const tracingRemoved = disableThirdPartyTracing(process.env, { allowed: config.tracing });
if (tracingRemoved.length > 0) {
  log.warn({ variables: tracingRemoved }, 'LangSmith tracing switched off: set LLM_TRACING=true to allow it');
}
const container = createChatContainer(config, log);
// Queued jobs kept in an evicting Redis could silently vanish.
refuseEvictingRedis(container.redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
const server = await startChatServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
// Runs in this process until chat has a worker deployment of its own.
const purgeWorker = startProjectPurgeWorker({ connection: container.redis, purge: container.purge, log });
// Every chat process runs it: job ids make two relays hand a row over once.
const ownerMailRelay = container.ownerMailRelay.startBackground(config.usageNotices.relayIntervalMs);
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  // In order: the worker and the relay finish what they do, then Redis and the database close under them.
  closeResources: async () => {
    await ownerMailRelay.stop();
    await purgeWorker.close();
    await container.close();
  },
});

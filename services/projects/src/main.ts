import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis } from '@sitesage/queue';
import { loadProjectsConfig } from './config.js';
import { createProjectsContainer } from './container.js';
import { startProjectsServer } from './server.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js.
const config = loadProjectsConfig();
const log = createLogger({ service: 'projects', level: config.log.level });
const container = createProjectsContainer(config, log);
// Purge jobs kept in an evicting Redis could silently vanish, leaving a deleted agent's data behind.
refuseEvictingRedis(container.redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
const server = await startProjectsServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
// Re-sends purge announcements a crash or a Redis outage left unsent (now, and every few seconds).
const relay = container.relay.startBackground(config.purge.relayIntervalMs);
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  closeResources: async () => {
    await relay.stop();
    await container.close();
  },
});

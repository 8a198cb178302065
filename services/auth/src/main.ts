import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis } from '@sitesage/queue';
import { loadAuthConfig } from './config.js';
import { createAuthContainer } from './container.js';
import { startAuthServer } from './server.js';
import { startContactRequestMailWorker } from './workers/contact-request-mail.worker.js';
import { startUsageAlertMailWorker } from './workers/usage-alert-mail.worker.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js.
const config = loadAuthConfig();
const log = createLogger({ service: 'auth', level: config.log.level });
const container = createAuthContainer(config, log);
// Throttles and revocations kept in an evicting Redis could silently vanish.
refuseEvictingRedis(container.redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
const server = await startAuthServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
await container.ready();
// Runs in this process until auth has a worker deployment of its own.
const usageAlertWorker = startUsageAlertMailWorker({
  connection: container.workerRedis,
  usageAlerts: container.usageAlerts,
  log,
  retryDelayMs: config.mail.retryDelayMs,
});
const contactRequestWorker = startContactRequestMailWorker({
  connection: container.workerRedis,
  contactRequests: container.contactRequests,
  log,
});
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  // In order: the worker finishes the e-mail it is sending, then Redis and the database close.
  closeResources: async () => {
    await usageAlertWorker.close();
    await contactRequestWorker.close();
    await container.close();
  },
});

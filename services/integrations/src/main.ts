import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis } from '@sitesage/queue';
import { loadIntegrationsConfig } from './config.js';
import { createIntegrationsContainer } from './container.js';
import { startIntegrationsServer } from './server.js';
import { startProjectPurgeWorker } from './workers/project-purge.worker.js';
import { startWhatsAppInboundWorker } from './workers/whatsapp-inbound.worker.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js.
const config = loadIntegrationsConfig();
const log = createLogger({ service: 'integrations', level: config.log.level });
const container = createIntegrationsContainer(config, log);
// A WhatsApp user's message waiting in an evicting Redis could silently go unanswered.
refuseEvictingRedis(container.redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
if (config.meta.appId === '') {
  log.info(
    'no Meta app configured: integrations are listed, WhatsApp cannot be connected on this installation',
  );
}
const server = await startIntegrationsServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
const worker = startWhatsAppInboundWorker({
  connection: container.workerRedis,
  replies: container.replies,
  log,
});
const purgeWorker = startProjectPurgeWorker({
  connection: container.workerRedis,
  purge: container.purge,
  log,
});
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  closeResources: async () => {
    await Promise.all([worker.close(), purgeWorker.close()]);
    await container.close();
  },
});

import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { loadIngestionConfig } from './config.js';
import { createIngestionContainer } from './container.js';
import { startIngestionServer } from './server.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js; the pipeline runs
// in ingestion-worker processes (dist/worker.js).
const config = loadIngestionConfig();
const log = createLogger({ service: 'ingestion', level: config.log.level });
const container = createIngestionContainer(config, log);
const server = await startIngestionServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  closeResources: () => container.close(),
});

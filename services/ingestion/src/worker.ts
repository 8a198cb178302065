import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis, createRedis } from '@sitesage/queue';
import { loadIngestionConfig } from './config.js';
import { startIngestionWorkers } from './worker-container.js';

// An ingestion-worker process: runs the pipeline's queues. Start as many as the crawl load needs;
// they share the work through BullMQ. SIGTERM lets the jobs in hand finish first.
const config = loadIngestionConfig();
const log = createLogger({ service: 'ingestion-worker', level: config.log.level });
const guard = createRedis(config.redis.url, 'worker');
// While Redis is away the pipeline's own connection reports it; this one only waits to check it again.
guard.on('error', () => undefined);
// Queued jobs kept in an evicting Redis could silently vanish.
refuseEvictingRedis(guard, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
const workers = await startIngestionWorkers(config, log);
log.info('ingestion worker ready');

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'finishing jobs in hand');
  const grace = setTimeout(() => {
    log.warn('jobs did not finish in time; they resume on another worker');
    process.exit(1);
  }, config.crawl.workerShutdownGraceMs);
  grace.unref();
  workers
    .close()
    .then(() => {
      guard.disconnect();
      process.exit(0);
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
};
process.on('SIGTERM', () => {
  stop('SIGTERM');
});
process.on('SIGINT', () => {
  stop('SIGINT');
});

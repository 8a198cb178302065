import { runService } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { refuseEvictingRedis, repeatInBackground } from '@sitesage/queue';
import { loadBillingConfig } from './config.js';
import { createBillingContainer } from './container.js';
import { startBillingServer } from './server.js';
import { startRazorpayWebhookWorker } from './workers/razorpay-webhook.worker.js';

// Process concerns only. The schema is migrated beforehand by dist/migrate.js.
const config = loadBillingConfig();
const log = createLogger({ service: 'billing', level: config.log.level });
const container = createBillingContainer(config, log);
// Webhook jobs kept in an evicting Redis could silently vanish, and with them a paid plan.
refuseEvictingRedis(container.redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
if (!config.razorpay.keyId || !config.razorpay.keySecret) {
  log.info('no Razorpay keys: plans are shown, payments are not taken on this installation');
}
const server = await startBillingServer({
  services: container.services,
  log,
  host: config.grpc.host,
  port: config.grpc.port,
  dependencies: container.dependencies,
});
const worker = startRazorpayWebhookWorker({
  connection: container.workerRedis,
  webhooks: container.services.webhooks,
  log,
});
// Re-sends plan changes auth has not acknowledged (now, and every few seconds).
const planSync = repeatInBackground(() => container.planSync.sync(), config.planSync.intervalMs);
// Asks Razorpay about periods that ended without a webhook (lost deliveries).
const reconcile = repeatInBackground(
  () => container.services.subscriptions.reconcileOverdue(config.reconcile.graceMs),
  config.reconcile.intervalMs,
);
runService({
  log,
  server,
  shutdownGraceMs: config.grpc.shutdownGraceMs,
  closeResources: async () => {
    await planSync.stop();
    await reconcile.stop();
    await worker.close();
    await container.close();
  },
});

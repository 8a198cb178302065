import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, razorpayWebhookQueue } from '@sitesage/queue';
import type { WebhookService } from '../domain/webhooks/webhook.service.js';

/**
 * Consumes `billing.razorpay-webhook`: each job applies one stored Razorpay event, once (the
 * event row says whether it was applied). A database outage is retried with backoff.
 */
export function startRazorpayWebhookWorker({
  connection,
  webhooks,
  log,
}: {
  /** A worker-role connection (createRedis(url, 'worker')); the caller closes it after the worker. */
  connection: Redis;
  webhooks: Pick<WebhookService, 'process'>;
  log: Logger;
}): Worker<unknown, void> {
  return consumeQueue(razorpayWebhookQueue, ({ eventId }) => webhooks.process(eventId), {
    connection,
    log,
    failureMessages: {
      retrying: 'Razorpay event not applied yet; it will be tried again',
      givenUp: 'Razorpay event not applied; given up (the job is kept among failed jobs)',
    },
    // Events of one subscription lock its row; one at a time keeps their order as received.
    concurrency: 1,
  });
}

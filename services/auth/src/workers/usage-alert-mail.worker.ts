import { UnrecoverableError, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, usageAlertBackoffType, usageAlertMailQueue } from '@sitesage/queue';
import { mailRetryDelayMs } from '../domain/usage-alerts/mail-retry.fns.js';
import type { UsageAlertOutcome, UsageAlertService } from '../domain/usage-alerts/usage-alert.service.js';
import { MailRefused } from '../domain/usage-alerts/mail-sender.port.js';

/**
 * Consumes `auth.usage-alert-mail`: each job is one usage notice of the chat service, mailed to its
 * owner. A payload off the contract, or an address the mail server refuses for good, fails at once;
 * anything else (database, SMTP server down) is retried, with doubling waits of the worker's own,
 * for about a day.
 */
export function startUsageAlertMailWorker({
  connection,
  usageAlerts,
  log,
  retryDelayMs,
}: {
  /** A worker-role connection (createRedis(url, 'worker')); the caller closes it after the worker. */
  connection: Redis;
  usageAlerts: Pick<UsageAlertService, 'deliverUsageAlert'>;
  log: Logger;
  retryDelayMs: number;
}): Worker<unknown, UsageAlertOutcome> {
  return consumeQueue(
    usageAlertMailQueue,
    async (alert) => {
      try {
        return await usageAlerts.deliverUsageAlert(alert);
      } catch (error) {
        if (error instanceof MailRefused) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      log,
      failureMessages: {
        retrying: 'usage alert not mailed yet; it will be tried again',
        givenUp: 'usage alert not mailed; given up (the job is kept among failed jobs)',
      },
      // Alerts are few; two at a time keeps one slow mail server from holding the rest.
      concurrency: 2,
      settings: {
        backoffStrategy: (attemptsMade, type) =>
          type === usageAlertBackoffType ? mailRetryDelayMs(attemptsMade, retryDelayMs) : retryDelayMs,
      },
    },
  );
}

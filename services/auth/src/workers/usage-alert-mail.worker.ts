import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { usageAlertBackoffType, usageAlertMailQueue } from '@sitesage/queue';
import { mailRetryDelayMs } from '../domain/usage-alerts/mail-retry.fns.js';
import type { UsageAlertOutcome, UsageAlertService } from '../domain/usage-alerts/usage-alert.service.js';
import { MailRefused } from '../mail/mail-sender.js';

const queue = usageAlertMailQueue.name;

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
  const worker = new Worker<unknown, UsageAlertOutcome>(
    queue,
    async (job) => {
      const parsed = usageAlertMailQueue.payload.safeParse(job.data);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
        throw new UnrecoverableError(`Malformed ${queue} job: bad ${[...new Set(fields)].join(', ')}`);
      }
      try {
        return await usageAlerts.deliverUsageAlert(parsed.data);
      } catch (error) {
        if (error instanceof MailRefused) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      // Alerts are few; two at a time keeps one slow mail server from holding the rest.
      concurrency: 2,
      settings: {
        backoffStrategy: (attemptsMade, type) =>
          type === usageAlertBackoffType ? mailRetryDelayMs(attemptsMade, retryDelayMs) : retryDelayMs,
      },
    },
  );
  worker.on('failed', (job, error) => {
    const attempts = job?.opts.attempts ?? 1;
    const final = error instanceof UnrecoverableError || (job?.attemptsMade ?? attempts) >= attempts;
    const details = { queue, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error };
    if (final) log.error(details, 'usage alert not mailed; given up (the job is kept among failed jobs)');
    else log.warn(details, 'usage alert not mailed yet; it will be tried again');
  });
  worker.on('error', (error) => {
    log.error({ queue, err: error }, 'worker error');
  });
  return worker;
}

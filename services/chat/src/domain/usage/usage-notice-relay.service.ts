import type { Logger } from '@sitesage/logger';
import { usageAlertJobOptions, usageNoticeKey, type UsageAlert, repeatInBackground } from '@sitesage/queue';
import type { Clock } from '../../clock.js';
import type { UsageNoticeOutboxRepository } from '../../db/usage-notice-outbox.repository.js';

/** What the relay needs of a queue producer (createProducer's add on the usage-alert queue). */
export type UsageAlertProducer = {
  add(data: UsageAlert, options: typeof usageAlertJobOptions & { jobId: string }): Promise<void>;
};

export type UsageNoticeRelayDeps = {
  clock: Clock;
  log: Logger;
  outbox: Pick<UsageNoticeOutboxRepository, 'findUnrelayed' | 'markRelayed'>;
  producer: UsageAlertProducer;
};

const batchSize = 100;
/** An enqueue that takes longer is given up for now (Redis away); the next run sends it again. */
const enqueueTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer from Redis within ${String(ms)} ms`));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Hands the owners' 80 % and 100 % notices to the auth service, which e-mails them. The notice row
 * is written by the statement that crossed the threshold (see questions.repository.ts), so it is
 * the outbox: the relay adds one job per notice and then marks it relayed. The job id is the
 * notice's key, so a notice handed over twice (two chat processes, a crash between add and mark)
 * is still one job, and auth records each notice it mailed as well.
 */
export function createUsageNoticeRelay({ clock, log, outbox, producer }: UsageNoticeRelayDeps) {
  const relayPending = async (): Promise<number> => {
    let relayed = 0;
    try {
      const notices = await outbox.findUnrelayed(batchSize);
      for (const notice of notices) {
        const alert: UsageAlert = {
          ownerId: notice.ownerId,
          cycleStart: notice.cycleStart.toISOString(),
          cycleEnd: notice.cycleEnd.toISOString(),
          threshold: notice.threshold,
          conversations: notice.conversations,
          quota: notice.quota,
          noticedAt: notice.createdAt.toISOString(),
        };
        try {
          await withTimeout(
            producer.add(alert, { ...usageAlertJobOptions, jobId: usageNoticeKey(alert) }),
            enqueueTimeoutMs,
          );
        } catch (error) {
          log.warn(
            { err: error, ownerId: notice.ownerId, threshold: notice.threshold },
            'usage notice not handed to the e-mail queue yet; the relay will try again',
          );
          // Redis is most likely away: the rest would wait just as long. The next run goes on.
          break;
        }
        await outbox.markRelayed(notice, clock());
        relayed += 1;
        log.info(
          { ownerId: notice.ownerId, cycleStart: alert.cycleStart, threshold: notice.threshold },
          'usage notice handed to the e-mail queue',
        );
      }
    } catch (error) {
      log.warn({ err: error }, 'usage notice relay could not run; it will try again');
    }
    return relayed;
  };

  return {
    relayPending,

    /** Relays now and then every intervalMs until stopped; runs never overlap. */
    startBackground: (intervalMs: number) => repeatInBackground(relayPending, intervalMs),
  };
}

export type UsageNoticeRelay = ReturnType<typeof createUsageNoticeRelay>;

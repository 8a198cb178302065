import { usageAlertJobOptions, usageNoticeKey, type UsageAlert } from '@sitesage/queue';
import type { UsageNoticeOutboxRepository } from '../../db/usage-notice-outbox.repository.js';
import type { OutboxSource } from '../outbox/outbox-relay.service.js';

/** What the relay needs of a queue producer (createProducer's add on the usage-alert queue). */
export type UsageAlertProducer = {
  add(data: UsageAlert, options: typeof usageAlertJobOptions & { jobId: string }): Promise<void>;
};

/**
 * The owners' 80 % and 100 % notices as an outbox: the notice row is written by the statement that
 * crossed the threshold (see questions.repository.ts), and its job id is the notice's key.
 */
export function usageNoticeOutbox({
  outbox,
  producer,
}: {
  outbox: Pick<UsageNoticeOutboxRepository, 'findUnrelayed' | 'markRelayed'>;
  producer: UsageAlertProducer;
}): OutboxSource {
  return {
    what: 'usage notice',
    async findUnrelayed(limit) {
      const notices = await outbox.findUnrelayed(limit);
      return notices.map((notice) => {
        const alert: UsageAlert = {
          ownerId: notice.ownerId,
          cycleStart: notice.cycleStart.toISOString(),
          cycleEnd: notice.cycleEnd.toISOString(),
          threshold: notice.threshold,
          conversations: notice.conversations,
          quota: notice.quota,
          noticedAt: notice.createdAt.toISOString(),
        };
        return {
          context: { ownerId: notice.ownerId, cycleStart: alert.cycleStart, threshold: notice.threshold },
          handOver: () => producer.add(alert, { ...usageAlertJobOptions, jobId: usageNoticeKey(alert) }),
          markRelayed: (at) => outbox.markRelayed(notice, at),
        };
      });
    },
  };
}

import type { Executor } from '@sitesage/db';
import type { ChatDatabase, UsageThreshold } from './database.js';

export type UnrelayedNotice = {
  ownerId: string;
  /** The billing cycle the conversations were counted in. */
  cycleStart: Date;
  cycleEnd: Date;
  threshold: UsageThreshold;
  conversations: number;
  quota: number;
  createdAt: Date;
};

type NoticeId = Pick<UnrelayedNotice, 'ownerId' | 'cycleStart' | 'threshold'>;

/** The usage notices as an outbox: those still to be handed to the e-mail queue, and marking them. */
export function createUsageNoticeOutboxRepository(db: Executor<ChatDatabase>) {
  return {
    /** Notices not yet handed over, oldest first (see usage_notices_unrelayed_idx). */
    async findUnrelayed(limit: number): Promise<UnrelayedNotice[]> {
      const rows = await db
        .selectFrom('chat.usage_notices')
        .select(['owner_id', 'cycle_start', 'cycle_end', 'threshold', 'conversations', 'quota', 'created_at'])
        .where('relayed_at', 'is', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ownerId: row.owner_id,
        cycleStart: row.cycle_start,
        cycleEnd: row.cycle_end,
        threshold: row.threshold,
        conversations: row.conversations,
        quota: row.quota,
        createdAt: row.created_at,
      }));
    },

    async markRelayed({ ownerId, cycleStart, threshold }: NoticeId, at: Date): Promise<void> {
      await db
        .updateTable('chat.usage_notices')
        .set({ relayed_at: at })
        .where('owner_id', '=', ownerId)
        .where('cycle_start', '=', cycleStart)
        .where('threshold', '=', threshold)
        .where('relayed_at', 'is', null)
        .execute();
    },
  };
}

export type UsageNoticeOutboxRepository = ReturnType<typeof createUsageNoticeOutboxRepository>;

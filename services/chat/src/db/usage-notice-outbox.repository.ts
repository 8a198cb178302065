import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase, UsageThreshold } from './database.js';

export type UnrelayedNotice = {
  ownerId: string;
  /** YYYY-MM (UTC). */
  month: string;
  threshold: UsageThreshold;
  conversations: number;
  quota: number;
  createdAt: Date;
};

type NoticeId = Pick<UnrelayedNotice, 'ownerId' | 'month' | 'threshold'>;

/** The usage notices as an outbox: those still to be handed to the e-mail queue, and marking them. */
export function createUsageNoticeOutboxRepository(db: Executor<ChatDatabase>) {
  return {
    /** Notices not yet handed over, oldest first (see usage_notices_unrelayed_idx). */
    async findUnrelayed(limit: number): Promise<UnrelayedNotice[]> {
      const rows = await db
        .selectFrom('chat.usage_notices')
        .select([
          'owner_id',
          sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
          'threshold',
          'conversations',
          'quota',
          'created_at',
        ])
        .where('relayed_at', 'is', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ownerId: row.owner_id,
        month: row.month,
        threshold: row.threshold,
        conversations: row.conversations,
        quota: row.quota,
        createdAt: row.created_at,
      }));
    },

    async markRelayed({ ownerId, month, threshold }: NoticeId, at: Date): Promise<void> {
      await db
        .updateTable('chat.usage_notices')
        .set({ relayed_at: at })
        .where('owner_id', '=', ownerId)
        .where('month', '=', sql<Date>`${`${month}-01`}::date`)
        .where('threshold', '=', threshold)
        .where('relayed_at', 'is', null)
        .execute();
    },
  };
}

export type UsageNoticeOutboxRepository = ReturnType<typeof createUsageNoticeOutboxRepository>;

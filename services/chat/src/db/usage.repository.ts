import type { Executor } from '@sitesage/db';
import type { QuotaWindow } from '../domain/usage/quota-window.js';
import type { ChatDatabase, UsageThreshold } from './database.js';

export type UsageNoticeRow = {
  threshold: UsageThreshold;
  conversations: number;
  quota: number;
  createdAt: Date;
};

/** Reads of the owners' conversation counts per billing cycle and the notices they were sent. */
export function createUsageRepository(db: Executor<ChatDatabase>) {
  return {
    /** Conversations the owner started in this cycle; 0 before the first. */
    async countConversations(ownerId: string, window: QuotaWindow): Promise<number> {
      const row = await db
        .selectFrom('chat.conversation_usage')
        .select('conversations')
        .where('owner_id', '=', ownerId)
        .where('cycle_start', '=', window.start)
        .executeTakeFirst();
      return row?.conversations ?? 0;
    },

    /** The cycle's notices of the owner, the highest threshold first. */
    async listNotices(ownerId: string, window: QuotaWindow): Promise<UsageNoticeRow[]> {
      const rows = await db
        .selectFrom('chat.usage_notices')
        .select(['threshold', 'conversations', 'quota', 'created_at'])
        .where('owner_id', '=', ownerId)
        .where('cycle_start', '=', window.start)
        .orderBy('threshold', 'desc')
        .execute();
      return rows.map((row) => ({
        threshold: row.threshold,
        conversations: row.conversations,
        quota: row.quota,
        createdAt: row.created_at,
      }));
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

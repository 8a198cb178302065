import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase, UsageThreshold } from './database.js';
import { usageMonth } from './questions.repository.js';

export type UsageNoticeRow = {
  threshold: UsageThreshold;
  conversations: number;
  quota: number;
  createdAt: Date;
};

/** Reads of the owners' monthly conversation counts and the notices they were sent. */
export function createUsageRepository(db: Executor<ChatDatabase>) {
  return {
    /** Conversations the owner started in the month of `at`; 0 before the first. */
    async countConversations(ownerId: string, at: Date): Promise<number> {
      const row = await db
        .selectFrom('chat.conversation_usage')
        .select('conversations')
        .where('owner_id', '=', ownerId)
        .where('month', '=', sql<Date>`${usageMonth(at)}::date`)
        .executeTakeFirst();
      return row?.conversations ?? 0;
    },

    /** The month's notices of the owner, the highest threshold first. */
    async listNotices(ownerId: string, at: Date): Promise<UsageNoticeRow[]> {
      const rows = await db
        .selectFrom('chat.usage_notices')
        .select(['threshold', 'conversations', 'quota', 'created_at'])
        .where('owner_id', '=', ownerId)
        .where('month', '=', sql<Date>`${usageMonth(at)}::date`)
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

import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';

export type ConversationUsageRepository = ReturnType<typeof createConversationUsageRepository>;

/** First day of the month (UTC) of `at`, as the date the usage row is keyed by. */
export function usageMonth(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

export function createConversationUsageRepository(db: Executor<ChatDatabase>) {
  return {
    /**
     * Counts one more conversation for the owner this month, unless that would pass `quota`.
     * One statement: concurrent claims are serialised by the row, so the count never passes it.
     */
    async claimConversation(
      ownerId: string,
      at: Date,
      quota: number,
      tx: Executor<ChatDatabase> = db,
    ): Promise<boolean> {
      if (quota <= 0) return false;
      const month = usageMonth(at);
      const { rows } = await sql<{ conversations: number }>`
        insert into chat.conversation_usage as u (owner_id, month, conversations)
        values (${ownerId}, ${month}::date, 1)
        on conflict (owner_id, month) do update set conversations = u.conversations + 1
        where u.conversations < ${quota}
        returning u.conversations
      `.execute(tx);
      return rows.length === 1;
    },

    async conversationsThisMonth(
      ownerId: string,
      at: Date,
      tx: Executor<ChatDatabase> = db,
    ): Promise<number> {
      const row = await tx
        .selectFrom('chat.conversation_usage')
        .select('conversations')
        .where('owner_id', '=', ownerId)
        .where('month', '=', sql<Date>`${usageMonth(at)}::date`)
        .executeTakeFirst();
      return row?.conversations ?? 0;
    },
  };
}
